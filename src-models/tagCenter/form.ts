/**
 * The saved-item dialog (03-community-analytics §2.7): name and remark, and for categories and tags weight
 * (a number, 0 by default, never below 0) and disabled. A scope and a source save name and remark only.
 */
import type { SavedItemInput, TagCategory, TagCenterTag, TagScopeInput } from 'src-services/tagCenter';

export interface SavedItemValues {
  id?: string;
  scope_id: string;
  name: string;
  remark?: string;
  weight?: number;
  disabled?: boolean;
  /** A tag's category. */
  category_id?: string;
  /** Its name, kept with a tag's draft: the page reopens that category's tags to offer it back. Never sent. */
  category_name?: string;
}

export type ScopeValues = { id?: string; name: string; remark?: string };

export const NEW_SAVED_ITEM = (scopeId: string): SavedItemValues => ({
  scope_id: scopeId,
  name: '',
  remark: '',
  weight: 0,
  disabled: false,
});

/** What a category, tag (`weighted`) or source (not) sends. */
export function savedItemInput(values: SavedItemValues, weighted: boolean): SavedItemInput {
  const input: SavedItemInput = {
    ...(values.id ? { id: values.id } : {}),
    scope_id: values.scope_id,
    name: values.name.trim(),
    remark: (values.remark ?? '').trim(),
    ...(values.category_id ? { category_id: values.category_id } : {}),
  };
  if (!weighted) return input;
  return { ...input, weight: values.weight ?? 0, disabled: values.disabled ?? false };
}

export function savedItemValues(record: TagCategory | TagCenterTag): SavedItemValues {
  return {
    id: record.id,
    scope_id: record.scope_id,
    name: record.name,
    remark: record.remark ?? '',
    weight: record.weight ?? 0,
    disabled: record.disabled ?? false,
    ...('category_id' in record ? { category_id: record.category_id } : {}),
  };
}

export function scopeInput(values: ScopeValues): TagScopeInput {
  return {
    ...(values.id ? { id: values.id } : {}),
    name: values.name.trim(),
    remark: (values.remark ?? '').trim(),
  };
}
