import { InputNumber } from 'antd';
import { Labeled } from './Labeled';
import type { PanelProps } from './types';
import { useConfigEditor } from './useConfigEditor';
import type { MessageId } from 'src-locales/messageIds';
import { useT } from 'src/components/useT';

const SETTINGS: [string, MessageId][] = [
  ['min', 'formBuilder.number.min'],
  ['max', 'formBuilder.number.max'],
  ['default_value', 'formBuilder.common.defaultValue'],
];

/** number: its range and default. */
export function NumberPanel(props: PanelProps) {
  const t = useT();
  const { config, set, problemsOf } = useConfigEditor(props);
  return (
    <>
      {SETTINGS.map(([name, labelId]) => (
        <Labeled key={name} label={t(labelId)} problems={problemsOf([name])}>
          {(id, describedBy) => (
            <InputNumber
              id={id}
              aria-describedby={describedBy}
              value={typeof config[name] === 'number' ? (config[name] as number) : null}
              onChange={(value) => set([name], value ?? undefined)}
            />
          )}
        </Labeled>
      ))}
    </>
  );
}
