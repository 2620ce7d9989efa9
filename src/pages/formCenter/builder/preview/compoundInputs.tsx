import { DatePicker, Input, Radio, Space } from 'antd';
import dayjs from 'dayjs';
import { IDENTITY_TYPES } from 'config/formFields';
import type { MessageId } from 'src-locales/messageIds';
import { objectOf, textOf, type AnswerInput, type AnswerInputProps, type Obj } from './inputTypes';
import { slotsOn, slotText } from './slotsOn';

/** One input of a compound answer, named by the field's label and its part. */
function part(props: AnswerInputProps, name: string, labelId: MessageId) {
  const answer = objectOf(props.value);
  return (
    <Input
      key={name}
      aria-label={`${props.label} ${props.t(labelId)}`}
      placeholder={props.t(labelId)}
      value={textOf(answer[name])}
      onChange={(event) => props.onChange({ ...answer, [name]: event.target.value })}
    />
  );
}

export const PHONE_INPUT: AnswerInput = {
  grouped: true,
  render: (props) => (
    <Space.Compact style={{ width: '100%' }}>
      {props.field.config?.require_country_code
        ? part(props, 'country_code', 'formBuilder.preview.countryCode')
        : null}
      {part(props, 'phone', 'formBuilder.preview.phone')}
    </Space.Compact>
  ),
};

export const NAME_INPUT: AnswerInput = {
  grouped: true,
  render: (props) =>
    props.field.config?.use_first_and_last ? (
      <Space.Compact style={{ width: '100%' }}>
        {part(props, 'last_name', 'formBuilder.preview.lastName')}
        {part(props, 'first_name', 'formBuilder.preview.firstName')}
      </Space.Compact>
    ) : (
      <Input
        aria-label={props.label}
        value={textOf(objectOf(props.value).name)}
        onChange={(event) => props.onChange({ name: event.target.value })}
      />
    ),
};

const ADDRESS_PARTS = ['country', 'province', 'city', 'district', 'address'] as const;

export const ADDRESS_INPUT: AnswerInput = {
  grouped: true,
  render: (props) => (
    <Space direction="vertical" style={{ width: '100%' }}>
      {ADDRESS_PARTS.filter((name) => name !== 'country' || props.field.config?.require_country).map((name) =>
        part(props, name, `formBuilder.preview.${name}`),
      )}
    </Space>
  ),
};

/** date_range and date_time_range: a beginning and an end, unix seconds. */
export const rangeInput = (showTime: boolean): AnswerInput => ({
  grouped: true,
  render: ({ value, onChange, label, t }) => {
    const range = objectOf(value);
    const edge = (name: 'begin' | 'end', labelId: MessageId) => (
      <DatePicker
        aria-label={`${label} ${t(labelId)}`}
        showTime={showTime}
        value={typeof range[name] === 'number' ? dayjs.unix(range[name] as number) : null}
        onChange={(next) =>
          onChange({ ...range, [name]: next ? (showTime ? next : next.startOf('day')).unix() : undefined })
        }
      />
    );
    return (
      <Space wrap>
        {edge('begin', 'formBuilder.preview.begin')}
        {edge('end', 'formBuilder.preview.end')}
      </Space>
    );
  },
});

export const IDENTITY_INPUT: AnswerInput = {
  grouped: true,
  render: (props) => {
    const { field, value, onChange, label, t } = props;
    const answer: Obj = { type: field.config?.default_choice, ...objectOf(value) };
    const enabled = field.config?.enabled_identity_types ?? [...IDENTITY_TYPES];
    return (
      <Space direction="vertical" style={{ width: '100%' }}>
        <Radio.Group
          aria-label={`${label} ${t('formBuilder.preview.documentType')}`}
          value={answer.type}
          options={enabled.map((type) => ({
            value: type,
            label: t(`formField.identity.${type as 'mainland'}`),
          }))}
          onChange={(event) => onChange({ ...answer, type: event.target.value })}
        />
        {part({ ...props, value: answer }, 'id', 'formBuilder.preview.documentNumber')}
        {field.config?.require_name
          ? part({ ...props, value: answer }, 'name', 'formBuilder.preview.documentName')
          : null}
        {field.config?.require_birthday
          ? part({ ...props, value: answer }, 'birthday', 'formBuilder.preview.documentBirthday')
          : null}
      </Space>
    );
  },
};

/** time_slot: a day, then one of that day's open slots. */
export const TIME_SLOT_INPUT: AnswerInput = {
  grouped: true,
  render: ({ field, value, onChange, label, t }) => {
    const answer = objectOf(value);
    const date = textOf(answer.date);
    const slots = date ? slotsOn(field.config ?? {}, date) : [];
    const chosen = slots.findIndex(
      (slot) => slot.start_hour === answer.start_hour && slot.start_minute === answer.start_minute,
    );
    return (
      <Space direction="vertical" style={{ width: '100%' }}>
        <DatePicker
          aria-label={`${label} ${t('formBuilder.preview.slotDate')}`}
          value={date ? dayjs(date) : null}
          onChange={(next) => onChange(next ? { date: next.format('YYYY-MM-DD') } : undefined)}
        />
        {slots.length > 0 ? (
          <Radio.Group
            aria-label={`${label} ${t('formBuilder.preview.slotTime')}`}
            value={chosen < 0 ? undefined : chosen}
            options={slots.map((slot, index) => ({ value: index, label: slotText(slot) }))}
            onChange={(event) => {
              const { enable: _enable, ...slot } = slots[event.target.value as number];
              onChange({ date, ...slot });
            }}
          />
        ) : null}
      </Space>
    );
  },
};
