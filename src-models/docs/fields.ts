import { DOC_APPLICATION_STATES, DOC_APPLICATION_TYPES, DOC_MEMBER_STATES } from 'config/doc';
import { defineCatalogue } from '../list';

/** A club's fields as the DOC list shows, filters and orders them (03-community-analytics §2.1, §3). */
export const docFields = defineCatalogue('doc', [
  { key: 'logo', type: 'string', filterable: false, exported: false },
  { key: 'name', type: 'string' },
  { key: 'number', type: 'string' },
  { key: 'weight', type: 'number', sortable: true },
  { key: 'disabled', type: 'boolean' },
  { key: 'city', type: 'string' },
  { key: 'chairman.name', type: 'string' },
  { key: 'admins.email', type: 'string', conv: 'join' },
  { key: 'establishment_time', type: 'number', sortable: true, column: 'hidden' },
  { key: 'community_banner_switch', type: 'boolean', column: 'hidden' },
  { key: 'created_at', type: 'date', sortable: true, column: 'hidden' },
  { key: 'updated_at', type: 'date', sortable: true },
]);

/** A membership application's fields (03 §3): kinds and states as tags. */
export const applicationFields = defineCatalogue('doc.application', [
  { key: 'name', type: 'string' },
  { key: 'doc_name', type: 'string' },
  {
    key: 'type',
    type: 'enum',
    options: DOC_APPLICATION_TYPES.map((value) => ({ value, label: `doc.application.type.${value}` })),
  },
  {
    key: 'state',
    type: 'enum',
    options: DOC_APPLICATION_STATES.map((value) => ({ value, label: `doc.application.state.${value}` })),
  },
  { key: 'apply_reason', type: 'string' },
  { key: 'reject_reason', type: 'string' },
  { key: 'phone', type: 'string' },
  { key: 'email', type: 'string', column: 'hidden' },
  { key: 'motor_names', type: 'string', conv: 'join' },
  { key: 'tshirt_size', type: 'string', column: 'hidden' },
  { key: 'birthday', type: 'string', column: 'hidden' },
  { key: 'unionid', type: 'string', column: 'hidden' },
  { key: 'created_at', type: 'date', sortable: true },
  { key: 'updated_at', type: 'date', sortable: true, column: 'hidden' },
]);

/** A club member's fields (03 §3): the list filters valid, not quit members by default. */
export const docMemberFields = defineCatalogue('doc.member', [
  { key: 'name', type: 'string' },
  { key: 'number', type: 'string' },
  { key: 'doc_name', type: 'string' },
  {
    key: 'state',
    type: 'enum',
    options: DOC_MEMBER_STATES.map((value) => ({ value, label: `doc.member.state.${value}` })),
  },
  { key: 'quit', type: 'boolean' },
  { key: 'active_at', type: 'date', sortable: true },
  { key: 'expire_at', type: 'date', sortable: true },
  { key: 'phone', type: 'string' },
  { key: 'email', type: 'string', column: 'hidden' },
  { key: 'motor_names', type: 'string', conv: 'join' },
  { key: 'tshirt_size', type: 'string', column: 'hidden' },
  { key: 'birthday', type: 'string', column: 'hidden' },
  { key: 'unionid', type: 'string', column: 'hidden' },
  { key: 'approved_by', type: 'string', column: 'hidden' },
  { key: 'approved_at', type: 'date', sortable: true, column: 'hidden' },
]);
