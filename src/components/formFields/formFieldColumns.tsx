/**
 * A form's fields as a records list's columns, filters and workbook columns, for every list of form records
 * (the reservation records, the form center's): a column per field the form has not switched off, its cell as
 * its type shows it (`FieldCell`), a filter where its type has one, and the same text in the export.
 */
import type { FormField } from 'config/formFields';
import { fieldExportValue, fieldFilter, fieldLabel, type FieldWords } from 'src-models/formFields';
import type { FilterField } from 'src-models/list';
import type { SheetColumn } from 'src/components/export/sheetCells';
import type { ListColumn } from 'src/components/list';
import { FieldCell } from './FieldCell';

/** Where a record keeps its answers, keyed by the form's field keys. */
export const ANSWERS_KEY = 'form_data';

type Answered = { form_data: Record<string, unknown> };

/** The form's fields a records list shows: all but those the form switched off. */
export const shownFields = (fields: readonly FormField[]) => fields.filter((field) => !field.disable);

/**
 * How many answers a records list shows before the operator asks for more: a form may have thirty fields, and a
 * table of thirty answer columns is six screens wide (and draws 600 cells a page). The rest wait in the column
 * setting, the operator's choice kept.
 */
export const ANSWERS_SHOWN_AT_FIRST = 8;

/** A column per shown field, titled in the operator's language; the first ANSWERS_SHOWN_AT_FIRST shown. */
export function formFieldColumns<R extends Answered>(
  fields: readonly FormField[],
  words: FieldWords,
): ListColumn<R>[] {
  return shownFields(fields).map((field, index) => ({
    key: `${ANSWERS_KEY}.${field.key}`,
    titleKey: 'formField.field',
    title: fieldLabel(field, words),
    hiddenByDefault: index >= ANSWERS_SHOWN_AT_FIRST,
    render: (_: unknown, record: R) => (
      <FieldCell field={field} value={record.form_data[field.key]} words={words} />
    ),
  }));
}

/** A filter per shown field whose type has one. */
export function formFieldFilters(fields: readonly FormField[], words: FieldWords): FilterField[] {
  return shownFields(fields).flatMap((field) => fieldFilter(ANSWERS_KEY, field, words) ?? []);
}

/** A workbook column per shown field: the table's text, numbers as numbers. */
export function formFieldSheetColumns<R extends Answered>(
  fields: readonly FormField[],
  words: FieldWords,
): SheetColumn<R>[] {
  return shownFields(fields).map((field) => ({
    title: fieldLabel(field, words),
    value: (record: R) => fieldExportValue(field, record.form_data[field.key], words),
  }));
}
