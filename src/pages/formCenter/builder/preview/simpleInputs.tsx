import { DatePicker, Input, InputNumber, TimePicker } from 'antd';
import dayjs from 'dayjs';
import { placeholderOf, textOf, type AnswerInput } from './inputTypes';

/** One line of text: text, hidden_text, e-mail, and any type the product does not know yet. */
export const TEXT_INPUT: AnswerInput = {
  render: ({ field, value, onChange, id, describedBy }) => (
    <Input
      id={id}
      aria-describedby={describedBy}
      placeholder={placeholderOf(field)}
      value={textOf(value)}
      onChange={(event) => onChange(event.target.value)}
    />
  ),
};

export const NUMBER_INPUT: AnswerInput = {
  render: ({ field, value, onChange, id, describedBy }) => (
    <InputNumber
      id={id}
      aria-describedby={describedBy}
      style={{ width: '100%' }}
      placeholder={placeholderOf(field)}
      value={typeof value === 'number' ? value : null}
      onChange={(next) => onChange(next ?? undefined)}
    />
  ),
};

export const TIME_INPUT: AnswerInput = {
  render: ({ value, onChange, id, describedBy }) => (
    <TimePicker
      id={id}
      aria-describedby={describedBy}
      format="HH:mm"
      value={textOf(value) ? dayjs(`2000-01-01 ${textOf(value)}`) : null}
      onChange={(next) => onChange(next ? next.format('HH:mm') : undefined)}
    />
  ),
};

/** date and date_time: unix seconds. */
export const dateInput = (showTime: boolean): AnswerInput => ({
  render: ({ value, onChange, id, describedBy }) => (
    <DatePicker
      id={id}
      aria-describedby={describedBy}
      showTime={showTime}
      value={typeof value === 'number' ? dayjs.unix(value) : null}
      onChange={(next) => onChange(next ? (showTime ? next : next.startOf('day')).unix() : undefined)}
    />
  ),
});

/** birthday: the day and its parts. */
export const BIRTHDAY_INPUT: AnswerInput = {
  render: ({ value, onChange, id, describedBy }) => {
    const time = (value as { time?: number } | undefined)?.time;
    return (
      <DatePicker
        id={id}
        aria-describedby={describedBy}
        value={typeof time === 'number' ? dayjs.unix(time) : null}
        onChange={(next) =>
          onChange(
            next
              ? {
                  year: next.year(),
                  month: next.month() + 1,
                  day: next.date(),
                  time: next.startOf('day').unix(),
                }
              : undefined,
          )
        }
      />
    );
  },
};

/** html_content: the rich text the mini-program shows; nothing to answer. */
export const CONTENT_INPUT: AnswerInput = {
  grouped: true,
  render: ({ field, t }) => <p>{t('formBuilder.preview.content', { id: textOf(field.config?.id) })}</p>,
};
