import { ColorPicker, Form, Input, InputNumber, Select, Space } from 'antd';
import type { Rule } from 'antd/es/form';
import type { ColourValue } from 'config/pageBuilder/styles';
import { SIZE_UNITS, type SizeUnit } from 'config/pageBuilder/styles';
import { NamedColourPanel } from './NamedColourPanel';
import { fitsThePhone } from './sizeRule';
import { useT } from 'src/components/useT';

type Path = (string | number)[];

/** 02 §5: a width on the builder is 0 to 375 px, whatever its unit. */
export function SizeField({ name, label, isWidth }: { name: Path; label: string; isWidth: boolean }) {
  const t = useT();
  const widthRule: Rule = ({ getFieldValue }) => ({
    validator: (_, size: unknown) =>
      fitsThePhone(size, getFieldValue([...name, 'type']) as SizeUnit)
        ? Promise.resolve()
        : Promise.reject(new Error(t('pageBuilder.rule.width'))),
  });
  const units = SIZE_UNITS.map((unit) => ({
    value: unit,
    label: unit === 'none' || unit === 'auto' ? t(`pageBuilder.unit.${unit}`) : unit,
  }));
  return (
    <Form.Item label={label} required={false}>
      <Space.Compact style={{ width: '100%' }}>
        <Form.Item name={[...name, 'size']} noStyle rules={isWidth ? [widthRule] : []}>
          <InputNumber aria-label={label} style={{ width: '60%' }} />
        </Form.Item>
        <Form.Item name={[...name, 'type']} noStyle>
          <Select
            aria-label={`${label} (${t('pageBuilder.field.type')})`}
            options={units}
            style={{ width: '40%' }}
          />
        </Form.Item>
      </Space.Compact>
    </Form.Item>
  );
}

const COLOUR =
  /^(#[0-9a-f]{3}([0-9a-f]{3})?|rgba?\(\s*\d{1,3}\s*,\s*\d{1,3}\s*,\s*\d{1,3}\s*(,\s*[\d.]+\s*)?\))$/i;

/**
 * A colour, picked or typed: `{type: hex|rgb, colour}` (03 §3), or a bare hex string where the spec keeps one
 * (the carousel's dots). The picker writes in the value's own type; the text box takes any valid colour.
 */
export function ColourField({ name, label, bare }: { name: Path; label: string; bare: boolean }) {
  const t = useT();
  const textOf = (value: unknown) => (bare ? value : (value as ColourValue | undefined)?.colour);
  return (
    <Form.Item
      name={name}
      label={label}
      rules={[
        {
          validator: (_, value: unknown) =>
            COLOUR.test(String(textOf(value) ?? ''))
              ? Promise.resolve()
              : Promise.reject(new Error(t('pageBuilder.rule.colour'))),
        },
      ]}
    >
      <ColourInput bare={bare} label={label} />
    </Form.Item>
  );
}

interface ColourInputProps {
  bare: boolean;
  label: string;
  id?: string;
  value?: ColourValue | string;
  onChange?: (value: ColourValue | string) => void;
}

// The text box beside the picker is the keyboard's way in; the picker is the mouse's. (antd passes these to the
// trigger but does not type them.)
const PICKER_TRIGGER = { role: 'button', tabIndex: -1 } as object;

function ColourInput({ bare, label, id, value, onChange }: ColourInputProps) {
  const t = useT();
  const colour = (bare ? (value as string) : (value as ColourValue | undefined)?.colour) ?? '';
  const type = bare ? 'hex' : ((value as ColourValue | undefined)?.type ?? 'hex');
  const emit = (next: string, nextType: ColourValue['type'] = type) =>
    onChange?.(bare ? next : { type: nextType, colour: next });
  return (
    <Space.Compact style={{ width: '100%' }}>
      <ColorPicker
        value={COLOUR.test(colour) ? colour : undefined}
        format={type}
        disabledAlpha
        disabledFormat={bare}
        {...PICKER_TRIGGER}
        aria-label={t('pageBuilder.colour.pick', { field: label })}
        panelRender={(panel) => <NamedColourPanel>{panel}</NamedColourPanel>}
        onChange={(picked) => emit(type === 'rgb' ? picked.toRgbString() : picked.toHexString())}
        onFormatChange={(format) => {
          if (format !== 'hex' && format !== 'rgb') return;
          // The colour moves to the new notation with its type, so the two never disagree.
          emit(COLOUR.test(colour) ? convert(colour, format) : colour, format);
        }}
      />
      <Input
        id={id}
        value={colour}
        onChange={(event) => emit(event.target.value, notationOf(event.target.value) ?? type)}
      />
    </Space.Compact>
  );
}

/** The notation a typed colour is in, so the value's type always says how its colour is written. */
const notationOf = (colour: string): ColourValue['type'] | null =>
  colour.startsWith('#') ? 'hex' : /^rgb/i.test(colour) ? 'rgb' : null;

function convert(colour: string, format: 'hex' | 'rgb'): string {
  const rgb = colour.startsWith('#') ? hexToRgb(colour) : colour.match(/\d+/g)!.slice(0, 3).map(Number);
  return format === 'rgb'
    ? `rgb(${rgb.join(', ')})`
    : `#${rgb.map((part) => part.toString(16).padStart(2, '0')).join('')}`;
}

function hexToRgb(hex: string): number[] {
  const digits = hex.length === 4 ? [...hex.slice(1)].map((digit) => digit + digit).join('') : hex.slice(1);
  return [0, 2, 4].map((start) => parseInt(digits.slice(start, start + 2), 16));
}
