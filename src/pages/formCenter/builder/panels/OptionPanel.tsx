import { Button, Checkbox, Radio } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import type { FieldChoice } from 'config/formFields';
import { FlagSwitch } from './FlagSwitch';
import { Labeled } from './Labeled';
import { OptionRow } from './OptionRow';
import type { PanelProps } from './types';
import { useConfigEditor } from './useConfigEditor';
import { ProblemText } from '../ProblemText';
import { uniqueKey } from '../fieldOps';
import { useT } from 'src/components/useT';

/**
 * option: single or multiple selection, radio style only when single, the options (value and both names) and
 * the default choice (single) or choices (multiple) among them.
 */
export function OptionPanel(props: PanelProps) {
  const t = useT();
  const { config, set, problemsOf } = useConfigEditor(props);
  const options: FieldChoice[] = Array.isArray(config.options) ? config.options : [];
  const multiple = config.multiple_selection === true;
  const values = options.map((choice) => choice.value).filter(Boolean);
  const setMultiple = (checked: boolean) =>
    props.onChange({
      ...props.field,
      config: {
        ...config,
        multiple_selection: checked,
        ...(checked ? { is_radio: false, default_choice: undefined } : { default_choices: undefined }),
      },
    });
  const addOption = () => {
    const value = uniqueKey(
      `option_${options.length + 1}`,
      values.map((key) => ({ type: 'text', key })),
    );
    set(['options'], [...options, { type: 'text', value }]);
  };
  return (
    <>
      <FlagSwitch label={t('formBuilder.option.multiple')} checked={multiple} onChange={setMultiple} />
      <FlagSwitch
        label={t('formBuilder.option.isRadio')}
        checked={config.is_radio === true}
        disabled={multiple}
        onChange={(checked) => set(['is_radio'], checked)}
      />
      <ProblemText problems={problemsOf(['is_radio'])} />
      <fieldset className="form-builder-group">
        <legend>{t('formBuilder.option.options')}</legend>
        {options.map((choice, index) => (
          <OptionRow
            key={index}
            choice={choice}
            number={index + 1}
            problems={problemsOf(['options', index])}
            onChange={(next) => set(['options', index], next)}
            onRemove={() =>
              set(
                ['options'],
                options.filter((_, at) => at !== index),
              )
            }
          />
        ))}
        <ProblemText
          problems={problemsOf(['options']).filter((problem) => problem.path === 'config.options')}
        />
        <Button icon={<PlusOutlined />} onClick={addOption}>
          {t('formBuilder.option.add')}
        </Button>
      </fieldset>
      {multiple ? (
        <Labeled
          group
          label={t('formBuilder.option.defaultChoices')}
          problems={problemsOf(['default_choices'])}
        >
          {() => (
            <Checkbox.Group
              options={values.map((value) => ({ value, label: value }))}
              value={Array.isArray(config.default_choices) ? (config.default_choices as string[]) : []}
              onChange={(chosen) => set(['default_choices'], chosen.length ? chosen : undefined)}
            />
          )}
        </Labeled>
      ) : (
        <Labeled
          group
          label={t('formBuilder.option.defaultChoice')}
          problems={problemsOf(['default_choice'])}
        >
          {() => (
            <Radio.Group
              options={[
                { value: '', label: t('formBuilder.none') },
                ...values.map((value) => ({ value, label: value })),
              ]}
              value={typeof config.default_choice === 'string' ? config.default_choice : ''}
              onChange={(event) => set(['default_choice'], event.target.value || undefined)}
            />
          )}
        </Labeled>
      )}
    </>
  );
}
