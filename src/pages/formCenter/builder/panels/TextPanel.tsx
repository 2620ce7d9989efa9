import { Input, Slider } from 'antd';
import { TEXT_LENGTH_MAX } from 'config/formCenter/rules';
import { FlagSwitch } from './FlagSwitch';
import { Labeled } from './Labeled';
import type { PanelProps } from './types';
import { useConfigEditor } from './useConfigEditor';
import { useT } from 'src/components/useT';

const count = (value: unknown, fallback: number) => (typeof value === 'number' ? value : fallback);

/** text and hidden_text: the length range on a slider up to 200; text adds its regular expression. */
export function TextPanel(props: PanelProps) {
  const t = useT();
  const { config, set, problemsOf } = useConfigEditor(props);
  const range: [number, number] = [count(config.min_length, 0), count(config.max_length, TEXT_LENGTH_MAX)];
  const lengthProblems = [...problemsOf(['min_length']), ...problemsOf(['max_length'])];
  return (
    <>
      <Labeled
        group
        label={t('formBuilder.text.length')}
        problems={lengthProblems}
        hint={`${range[0]} - ${range[1]}`}
      >
        {() => (
          <Slider
            range
            min={0}
            max={TEXT_LENGTH_MAX}
            value={range}
            ariaLabelForHandle={[t('formBuilder.text.minLength'), t('formBuilder.text.maxLength')]}
            onChange={([min, max]) => props.onChange(lengthsSet(props, min, max))}
          />
        )}
      </Labeled>
      <Labeled label={t('formBuilder.common.defaultValue')}>
        {(id) => (
          <Input
            id={id}
            value={typeof config.default_value === 'string' ? config.default_value : ''}
            onChange={(event) => set(['default_value'], event.target.value)}
          />
        )}
      </Labeled>
      {props.field.type === 'text' ? (
        <>
          <FlagSwitch
            label={t('formBuilder.text.requireRegexp')}
            checked={config.require_regexp === true}
            onChange={(checked) => set(['require_regexp'], checked)}
          />
          {config.require_regexp === true ? (
            <Labeled label={t('formBuilder.text.regexpContent')} problems={problemsOf(['regexp_content'])}>
              {(id) => (
                <Input
                  id={id}
                  value={typeof config.regexp_content === 'string' ? config.regexp_content : ''}
                  onChange={(event) => set(['regexp_content'], event.target.value)}
                />
              )}
            </Labeled>
          ) : null}
        </>
      ) : null}
    </>
  );
}

/** Both ends at once: a slider move changes one, and the other must stay as it was. */
function lengthsSet({ field }: PanelProps, min: number, max: number) {
  return { ...field, config: { ...field.config, min_length: min, max_length: max } };
}
