import { Checkbox, Radio, Select } from 'antd';
import type { FieldChoice } from 'config/formFields';
import { labelMarkers } from 'config/formCenter/rules';
import { textOf, type AnswerInput, type AnswerInputProps } from './inputTypes';

/** A choice named in the preview's language, else by its description, else by its value. */
function choiceLabel(choice: FieldChoice, props: AnswerInputProps) {
  return choice.translation?.[props.language] || choice.description || choice.value;
}

/** option: checkboxes when several may be chosen, radio buttons when asked, else a picker. */
export const OPTION_INPUT: AnswerInput = {
  grouped: true,
  render: (props) => {
    const { field, value, onChange, label } = props;
    const options = (field.config?.options ?? []).map((choice) => ({
      value: choice.value,
      label: choiceLabel(choice, props),
    }));
    if (field.config?.multiple_selection)
      return (
        <Checkbox.Group
          aria-label={label}
          options={options}
          value={Array.isArray(value) ? (value as string[]) : []}
          onChange={(chosen) => onChange(chosen)}
        />
      );
    if (field.config?.is_radio)
      return (
        <Radio.Group
          aria-label={label}
          options={options}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      );
    return (
      <Select
        aria-label={label}
        style={{ width: '100%' }}
        allowClear
        options={options}
        value={typeof value === 'string' ? value : undefined}
        onChange={(chosen) => onChange(chosen)}
      />
    );
  },
};

/** tc: one checkbox whose text is the terms label, its marked parts shown as the links they are. */
export const TERMS_INPUT: AnswerInput = {
  grouped: true,
  render: ({ field, value, onChange, t }) => {
    const text = textOf(field.config?.label) || t('formBuilder.preview.agree');
    const parts = text.split(/(\$\{[^}]*\})/g).map((piece, index) => {
      const [keyword] = labelMarkers(piece);
      return keyword === undefined ? piece : <u key={index}>{keyword}</u>;
    });
    return (
      <Checkbox
        checked={value === 'agree'}
        onChange={(event) => onChange(event.target.checked ? 'agree' : 'disagree')}
      >
        {parts}
      </Checkbox>
    );
  },
};
