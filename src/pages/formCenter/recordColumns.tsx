import type { IntlShape } from 'react-intl';
import type { FormField } from 'config/formFields';
import type { MessageId } from 'src-locales/messageIds';
import type { FieldWords } from 'src-models/formFields';
import { type FilterField } from 'src-models/list';
import { businessToday, formatDateTime } from 'src-models/common';
import type { FormCenterRecord } from 'src-services/formCenter';
import type { SheetColumn } from 'src/components/export/sheetCells';
import { formFieldColumns, formFieldFilters, formFieldSheetColumns } from 'src/components/formFields';
import type { ListColumn } from 'src/components/list';

/** When it was sent and by whom, then an answer per field of the form (as the reservation records show them). */
export function recordColumns(
  fields: readonly FormField[],
  words: FieldWords,
): ListColumn<FormCenterRecord>[] {
  return [
    {
      key: 'created_at',
      titleKey: 'formCenter.records.created_at',
      sortable: true,
      render: (_, record) => formatDateTime(record.created_at),
    },
    {
      key: 'metadata.nickname',
      titleKey: 'formCenter.records.nickname',
      render: (_, record) => record.metadata?.nickname || '-',
    },
    ...formFieldColumns<FormCenterRecord>(fields, words),
  ];
}

export function recordFilters(fields: readonly FormField[], words: FieldWords): FilterField[] {
  return [
    { key: 'created_at', labelKey: 'formCenter.records.created_at', type: 'date' },
    { key: 'metadata.nickname', labelKey: 'formCenter.records.nickname', type: 'string' },
    ...formFieldFilters(fields, words),
  ];
}

/** The workbook's columns: the table's, in the table's words (numbers stay numbers). */
export function recordSheetColumns(
  fields: readonly FormField[],
  intl: IntlShape,
  words: FieldWords,
): SheetColumn<FormCenterRecord>[] {
  const t = (id: MessageId) => intl.formatMessage({ id });
  return [
    { title: t('formCenter.records.created_at'), value: (r) => formatDateTime(r.created_at), width: 20 },
    { title: t('formCenter.records.nickname'), value: (r) => r.metadata?.nickname },
    ...formFieldSheetColumns<FormCenterRecord>(fields, words),
  ];
}

/** The file is named after the form and the day it was made (UTC+8). */
export const recordsFileName = (formName: string, now = Date.now()) => `${formName}-${businessToday(now)}`;
