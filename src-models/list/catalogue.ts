/**
 * A field catalogue per entity (ARCHITECTURE.md §4): one description per field, from which the table columns
 * (src/components/list `catalogueColumns`), the filter builder's fields and the export column specs are made.
 * Label keys are derived: `<area>.field.<key>`.
 */
import type { MessageId } from 'src-locales/messageIds';
import type { ExportColumn } from 'src-services/tableExport';
import type { FieldOption, FieldType, FilterField } from './conditions';

export interface EntityField {
  /** The dotted path of the value: also its sort key, filter key and export key. */
  key: string;
  /** Drives the filter operators (03-community-analytics §3), the default cell and the export conversion. */
  type: FieldType;
  /** Enum choices (message keys). */
  options?: FieldOption[];
  sortable?: boolean;
  /** Offered in the filter builder; true unless false. */
  filterable?: boolean;
  /** Written to the exported workbook; true unless false. */
  exported?: boolean;
  /** A table column shown from the start, offered in the column chooser but hidden, or no column. */
  column?: 'shown' | 'hidden' | 'none';
  /** An extra export conversion the type does not imply (amounts in cents as yuan, lists joined). */
  conv?: ExportColumn['conv'];
}

/** How a column is written to the exported workbook; `titleKey` overrides the column's title there. */
export interface ExportSpec {
  key: string;
  type?: ExportColumn['type'];
  conv?: ExportColumn['conv'];
  titleKey?: MessageId;
}

const EXPORT_BY_TYPE: Partial<Record<FieldType, Pick<ExportSpec, 'type' | 'conv'>>> = {
  date: { type: 'date', conv: 'datetime' },
  time: { type: 'date', conv: 'datetime' },
  boolean: { type: 'boolean', conv: 'yesno' },
  number: { type: 'number' },
};

export interface FieldCatalogue {
  area: string;
  fields: readonly EntityField[];
  field: (key: string) => EntityField;
  labelKey: (key: string) => MessageId;
  /** What the filter builder offers. */
  filterFields: FilterField[];
  /** How a field is exported, titled by its own label unless told otherwise. */
  exportSpec: (key: string, titleKey?: MessageId) => ExportSpec;
}

/**
 * Every derived label must be a message id: a field whose `<area>.field.<key>` has no message fails the type
 * check here, naming the missing ids.
 */
type LabelsExist<A extends string, K extends string> = [`${A}.field.${K}`] extends [MessageId]
  ? unknown
  : { missingMessages: Exclude<`${A}.field.${K}`, MessageId> };

export function defineCatalogue<A extends string, K extends string>(
  area: A,
  fields: readonly (EntityField & { key: K })[] & LabelsExist<A, K>,
): FieldCatalogue {
  const labelKey = (key: string) => `${area}.field.${key}` as MessageId;
  const byKey = new Map<string, EntityField>(fields.map((field) => [field.key, field]));
  const field = (key: string) => {
    const found = byKey.get(key);
    if (!found) throw new Error(`${area} has no field "${key}"`);
    return found;
  };
  return {
    area,
    fields,
    field,
    labelKey,
    filterFields: fields
      .filter((entry) => entry.filterable !== false)
      .map(({ key, type, options }) => ({
        key,
        labelKey: labelKey(key),
        type,
        ...(options ? { options } : {}),
      })),
    exportSpec: (key, titleKey) => {
      const { type, conv } = field(key);
      const byType = EXPORT_BY_TYPE[type] ?? {};
      return { key, ...byType, ...(conv ? { conv } : {}), ...(titleKey ? { titleKey } : {}) };
    },
  };
}
