import { useMemo } from 'react';
import { Tag, Typography } from 'antd';
import { useIntl, type IntlShape } from 'react-intl';
import type { FormField } from 'config/formFields';
import type { Privilege } from 'config/privileges';
import { describeFieldType, fieldText, type FieldWords } from 'src-models/formFields';
import { selectCan } from 'src-models/session';
import { useAppSelector } from 'src/store/hooks';

/**
 * The operator's language and words for the form field texts (src-models/formFields); identity numbers whole
 * only for an operator holding `readIdentity`.
 */
export function useFieldWords(readIdentity: Privilege): FieldWords {
  const intl = useIntl();
  const wholeIdentity = useAppSelector((state) => selectCan(state, [readIdentity]));
  return useMemo(() => fieldWords(intl, wholeIdentity), [intl, wholeIdentity]);
}

export const fieldWords = (intl: IntlShape, wholeIdentity: boolean): FieldWords => ({
  locale: intl.locale,
  t: (id) => intl.formatMessage({ id }),
  wholeIdentity,
});

const EMPTY = '-';

interface Props {
  field: FormField;
  value: unknown;
  words: FieldWords;
}

/**
 * One answer of a form record in a table cell, as its type describes it: text always (rich text as its plain
 * words, never as markup), the terms as a tag, e-mail and phone as links. An unknown type shows its raw value.
 */
export function FieldCell({ field, value, words }: Props) {
  const text = fieldText(field, value, words);
  if (!text) return <>{EMPTY}</>;
  switch (describeFieldType(field.type).cell) {
    case 'terms':
      return <Tag color={value === 'agree' || value === true ? 'green' : 'default'}>{text}</Tag>;
    case 'email':
      return <Typography.Link href={`mailto:${text}`}>{text}</Typography.Link>;
    case 'phone': {
      const dial = text.replace(/[^\d+]/g, '');
      return dial ? <Typography.Link href={`tel:${dial}`}>{text}</Typography.Link> : <>{text}</>;
    }
    default:
      return <>{text}</>;
  }
}
