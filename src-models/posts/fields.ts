import { defineCatalogue } from '../list';

/** Community posts as their list shows and filters them (03-community-analytics §2.3, §3). */
export const postFields = defineCatalogue('post', [
  { key: 'title', type: 'string' },
  { key: 'member.name', type: 'string' },
  { key: 'member.is_owner', type: 'boolean', column: 'hidden' },
  { key: 'member_doc.name', type: 'string' },
  { key: 'tags', type: 'string', filterable: false },
  { key: 'weight', type: 'number', sortable: true },
  { key: 'star_count', type: 'number', sortable: true },
  { key: 'location.address', type: 'string', column: 'hidden' },
  { key: 'created_at', type: 'date', sortable: true },
]);

/** Who starred one post (03 §2.3: member, club info, time). */
export const postStarFields = defineCatalogue('post.star', [
  { key: 'star_member.name', type: 'string' },
  { key: 'star_member.is_owner', type: 'boolean' },
  { key: 'star_member_doc.name', type: 'string' },
  { key: 'star_unionid', type: 'string', column: 'hidden' },
  { key: 'created_at', type: 'date', sortable: true },
]);
