/**
 * The tag center's sources and its change log (03-community-analytics §2.7). Scopes, categories and tags live in
 * `lookups.ts`, shared with the pickers. The log holds only what the mock's own saves and deletes wrote.
 */
import type { TagCenterLogEntry, TagSource, TagToken } from '../../src-services/tagCenter';
import { defineCollection } from './db';
import { tagCenterScopes } from './lookups';

const DAY = 86400;

export type SourceRecord = TagSource & { created_at: number; updated_at: number };

const SOURCE_NAMES: Record<string, string[]> = {
  Community: ['Post moderation', 'Ride records'],
  Members: ['CRM import', 'Dealer survey'],
};

export const tagSources = defineCollection<SourceRecord>('tagSources', ({ random, now, db }) =>
  tagCenterScopes(db)
    .all()
    .flatMap((scope) =>
      (SOURCE_NAMES[scope.name] ?? []).map((name) => {
        const created = now - random.int(30, 300) * DAY;
        return {
          id: random.id(),
          scope_id: scope.id,
          name,
          remark: '',
          created_at: created,
          updated_at: created,
        };
      }),
    ),
);

export const tagCenterLog = defineCollection<TagCenterLogEntry>('tagCenterLog');

/** A token as the mock keeps it: the secret's hash only, never the secret. */
export type TokenRecord = Omit<TagToken, 'token'> & {
  token_sha256: string;
  created_at: number;
  updated_at: number;
};

export const tagTokens = defineCollection<TokenRecord>('tagTokens');
