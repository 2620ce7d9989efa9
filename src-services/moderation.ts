/** The moderation audit trail of a community record (issue 17, beyond the spec; see config/moderation.ts). */
import {
  MODERATED_KINDS,
  MODERATION_ACTIONS,
  type ModeratedKind,
  type ModerationEntry,
} from 'config/moderation';
import { post, scrmPath, type CallOptions } from './request';
import { nonEmptyString, nullable, number, object, oneOf, searchResultOf, string, type Shape } from './shape';

export type { ModeratedKind, ModerationAction, ModerationEntry } from 'config/moderation';

const entryShape: Shape<ModerationEntry> = object({
  id: nonEmptyString,
  kind: oneOf(...MODERATED_KINDS),
  record_id: nonEmptyString,
  action: oneOf(...MODERATION_ACTIONS),
  detail: nullable(string),
  operator_email: string,
  operator_name: string,
  created_at: number,
});

export const moderationService = {
  /** Who did what to one record, newest first. */
  trail: (kind: ModeratedKind, recordId: string, options?: CallOptions) =>
    post(
      scrmPath('moderation/search'),
      { kind, record_id: recordId },
      searchResultOf(entryShape),
      options,
    ).then((page) => page.results),
};
