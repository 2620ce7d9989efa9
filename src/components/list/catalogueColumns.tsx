import { Tag } from 'antd';
import type { IntlShape } from 'react-intl';
import { type EntityField, type FieldCatalogue } from 'src-models/list';
import { formatDateTime } from 'src-models/common';
import type { ListColumn, Row } from './types';
import type { MessageId } from 'src-locales/messageIds';

/** What a page changes in a catalogue column: a renderer, a title, more export keys; never the field itself. */
export type ColumnOverride<T> = Partial<Omit<ListColumn<T>, 'key' | 'exportAs'>> & {
  /** Export these fields under this column instead of its own (one column showing two values). */
  exportKeys?: string[];
};

const valueAt = (row: Row, key: string): unknown =>
  key.split('.').reduce<unknown>((value, part) => (value as Row | undefined)?.[part], row);

/** The cell a field type shows when the page gives no renderer: dates as YYYY-MM-DD HH:mm:ss (01 §9). */
function defaultRender(field: EntityField, intl: IntlShape) {
  return (_: unknown, row: Row) => {
    const value = valueAt(row, field.key);
    if (value === undefined || value === null || value === '') return '';
    if (field.type === 'date' || field.type === 'time') return formatDateTime(Number(value));
    if (field.type === 'boolean')
      return <Tag>{intl.formatMessage({ id: value ? 'list.boolean.yes' : 'list.boolean.no' })}</Tag>;
    const option = field.options?.find((candidate) => candidate.value === String(value));
    if (option) return option.literal ? option.label : intl.formatMessage({ id: option.label as MessageId });
    return String(value);
  };
}

/**
 * The table columns of a catalogue, in its order: every field with a column, its title, sorting, default
 * visibility, cell and export from the catalogue; the page adds renderers (`overrides`) and trailing columns
 * (row actions).
 */
export function catalogueColumns<T extends Row>(
  catalogue: FieldCatalogue,
  intl: IntlShape,
  overrides: Partial<Record<string, ColumnOverride<T>>> = {},
  trailing: ListColumn<T>[] = [],
): ListColumn<T>[] {
  const columns = catalogue.fields
    .filter((field) => field.column !== 'none')
    .map((field): ListColumn<T> => {
      const { exportKeys, ...override } = overrides[field.key] ?? {};
      const exportAs = exportKeys
        ? exportKeys.map((key) => catalogue.exportSpec(key, catalogue.labelKey(key)))
        : field.exported === false
          ? undefined
          : catalogue.exportSpec(field.key, override.titleKey);
      return {
        key: field.key,
        titleKey: catalogue.labelKey(field.key),
        sortable: field.sortable,
        hiddenByDefault: field.column === 'hidden',
        render: defaultRender(field, intl) as ListColumn<T>['render'],
        exportAs,
        ...override,
      };
    });
  return [...columns, ...trailing];
}
