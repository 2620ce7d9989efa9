/**
 * The moderation audit trail (issue 17, beyond the spec): what kinds of community records are moderated and
 * what can be done to them. Shared by the mock backend, which writes the trail, and the UI, which reads it.
 */
export const MODERATED_KINDS = ['doc', 'docApplication', 'ride', 'post'] as const;
export type ModeratedKind = (typeof MODERATED_KINDS)[number];

export const MODERATION_ACTIONS = [
  'approve',
  'reject',
  'delete',
  'blacklist',
  'unblacklist',
  'pin',
  'unpin',
  'weight',
] as const;
export type ModerationAction = (typeof MODERATION_ACTIONS)[number];

/** One entry: who did what to which record, and when (unix seconds). */
export interface ModerationEntry {
  id: string;
  kind: ModeratedKind;
  record_id: string;
  action: ModerationAction;
  /** The reject reason, the new weight. */
  detail: string | null;
  operator_email: string;
  operator_name: string;
  created_at: number;
}
