/** The moderation audit trail: one entry per approve, reject, delete, blacklist, pin, unpin or weight change. */
import type { ModeratedKind, ModerationAction, ModerationEntry } from '../../config/moderation';
import { nowSeconds } from '../lib/session';
import type { OperatorRecord } from './collections';
import { defineCollection } from './db';

export const moderationLog = defineCollection<ModerationEntry>('moderationLog');

/** Writes down what an operator just did to a record (after the change has been made). */
export function noteModeration(
  operator: Pick<OperatorRecord, 'email' | 'name'>,
  entry: { kind: ModeratedKind; record_id: string; action: ModerationAction; detail?: string },
): void {
  moderationLog().insert({
    kind: entry.kind,
    record_id: entry.record_id,
    action: entry.action,
    detail: entry.detail ?? null,
    operator_email: operator.email,
    operator_name: operator.name,
    created_at: nowSeconds(),
  });
}
