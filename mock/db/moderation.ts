/**
 * The moderation audit trail: one entry per approve, reject, delete, blacklist, pin, unpin or weight change.
 * Seeded with the deletion of every seeded deleted ride, by whom and when the ride says, as the ride's delete
 * call would have written it.
 */
import type { ModeratedKind, ModerationAction, ModerationEntry } from '../../config/moderation';
import { nowSeconds } from '../lib/session';
import { operators, type OperatorRecord } from './collections';
import type { SeedContext } from './core';
import { defineCollection } from './db';
import { rides } from './rides';

function seededDeletions({ random, db }: SeedContext): ModerationEntry[] {
  const nameOf = (email: string) =>
    operators(db).findOne((operator) => operator.email === email)?.name ?? email;
  return rides(db)
    .find((ride) => ride.deleted)
    .map((ride) => {
      const email = ride.deleted_by ?? '';
      return {
        id: random.id(),
        kind: 'ride' as const,
        record_id: ride.id,
        action: 'delete' as const,
        detail: null,
        operator_email: email,
        operator_name: nameOf(email),
        created_at: ride.deleted_at ?? ride.updated_at,
      };
    })
    .sort((a, b) => a.created_at - b.created_at);
}

export const moderationLog = defineCollection<ModerationEntry>('moderationLog', seededDeletions);

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
