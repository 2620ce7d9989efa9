import { defineCatalogue } from '../list';

/** The categories of the active scope (03-community-analytics §2.7, §3). */
export const tagCategoryFields = defineCatalogue('tagCenter.category', [
  { key: 'name', type: 'string' },
  { key: 'remark', type: 'string' },
  { key: 'weight', type: 'number', sortable: true },
  { key: 'disabled', type: 'boolean' },
  { key: 'updated_at', type: 'date', sortable: true },
]);

/** The tags of the active scope, each with its category. */
export const tagFields = defineCatalogue('tagCenter.tag', [
  { key: 'name', type: 'string' },
  { key: 'category.name', type: 'string', filterable: false },
  { key: 'remark', type: 'string' },
  { key: 'weight', type: 'number', sortable: true },
  { key: 'disabled', type: 'boolean' },
  { key: 'updated_at', type: 'date', sortable: true },
]);

/** The sources of the active scope: name and remark only. */
export const tagSourceFields = defineCatalogue('tagCenter.source', [
  { key: 'name', type: 'string' },
  { key: 'remark', type: 'string' },
  { key: 'updated_at', type: 'date', sortable: true },
]);

/** The change log of the active scope. */
export const tagCenterLogFields = defineCatalogue('tagCenter.log', [
  {
    key: 'subject',
    type: 'enum',
    options: [
      { value: 'scope', label: 'tagCenter.subject.scope' },
      { value: 'category', label: 'tagCenter.subject.category' },
      { value: 'tag', label: 'tagCenter.subject.tag' },
      { value: 'source', label: 'tagCenter.subject.source' },
      { value: 'token', label: 'tagCenter.subject.token' },
    ],
  },
  {
    key: 'action',
    type: 'enum',
    options: [
      { value: 'create', label: 'tagCenter.action.create' },
      { value: 'update', label: 'tagCenter.action.update' },
      { value: 'delete', label: 'tagCenter.action.delete' },
    ],
  },
  { key: 'subject_name', type: 'string' },
  { key: 'operator', type: 'string' },
  { key: 'created_at', type: 'date', sortable: true },
  { key: 'before', type: 'string', filterable: false },
  { key: 'after', type: 'string', filterable: false },
]);

/** The tokens of the active scope: the secret's end only. */
export const tagTokenFields = defineCatalogue('tagCenter.token', [
  { key: 'name', type: 'string' },
  { key: 'remark', type: 'string' },
  { key: 'token_hint', type: 'string', filterable: false },
  { key: 'updated_at', type: 'date', sortable: true },
]);

/** The tagged entities of the active scope (members by unionid) with their tags. */
export const tagEntityFields = defineCatalogue('tagCenter.entity', [
  { key: 'entity_id', type: 'string', sortable: true },
  { key: 'tags.tag_name', type: 'string' },
]);
