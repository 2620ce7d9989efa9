/**
 * The tag center's member entities (03-community-analytics §7: entity_id is the member's unionid, with the tags it
 * carries), the member tagging tasks, and the e-mail audit of 02-operations §3.
 */
import type { MailAudit } from '../../src-services/members';
import type { TagTask } from '../../src-services/memberTags';
import type { Random } from '../lib/random';
import type { Db } from './core';
import { defineCollection } from './db';
import { tagCenterScopes, tagCenterTags } from './lookups';
import { members } from './members';
import { DEMO_ADMIN } from './operators';

const DAY = 86400;

export interface EntityRecord {
  id: string;
  entity_id: string;
  tags: { tag_id: string; tag_name: string }[];
}

/** About two members in three carry one to three tags of the Members scope. */
export const memberEntities = defineCollection<EntityRecord>('memberEntities', ({ random, db }) => {
  const scope = tagCenterScopes(db)
    .all()
    .find((candidate) => candidate.name === 'Members');
  const tags = tagCenterTags(db).find(
    (tag) => tag.scope_id === scope?.id && !tag.is_deleted && !tag.disabled,
  );
  return members(db)
    .all()
    .filter((member) => member.unionid && random.bool(0.65))
    .map((member) => ({
      id: member.unionid as string,
      entity_id: member.unionid as string,
      tags: random
        .shuffle(tags)
        .slice(0, random.int(1, 3))
        .map((tag) => ({ tag_id: tag.id, tag_name: tag.name })),
    }));
});

/**
 * A tagging task as the mock keeps it: what the operator sees, plus the outcome worked out when it was created,
 * which the task reaches step by step (see `memberTagTasks.ts`).
 */
export type TagTaskRecord = TagTask & {
  operator_id: string;
  /** Milliseconds since the epoch: the clock the task's progress is read against. */
  started_ms: number;
  plan: {
    counts: TagTask['counts'];
    not_found_sample: string[];
    /** The members to tag (their unionids) and the tags. */
    entity_ids: string[];
    tags: { tag_id: string; tag_name: string }[];
    failure?: string;
  };
  applied: boolean;
};

/**
 * A done task of the Members scope that put its tag on a few tagged members, as a task the admin ran `createdAt`
 * (unix seconds) would have left it.
 */
export function finishedTagTask(random: Random, createdAt: number, target?: Db): TagTaskRecord {
  const tagged = memberEntities(target)
    .all()
    .filter((entity) => entity.tags.length > 0);
  const entities = random.shuffle(tagged).slice(0, random.int(2, 6));
  const tags = entities[0]?.tags.slice(0, 1) ?? [];
  const counts = {
    rows_read: entities.length,
    matched: entities.length,
    tagged: entities.length,
    already_tagged: 0,
    not_found: 0,
  };
  return {
    id: random.id(),
    task_type: 'member',
    state: 'done',
    tag_names: tags.map((tag) => tag.tag_name),
    file_name: null,
    counts,
    not_found_sample: [],
    msg: null,
    created_at: createdAt,
    finished_at: createdAt + 4,
    created_by: DEMO_ADMIN.email,
    scope_id: tagCenterTags(target).get(tags[0]?.tag_id ?? '')?.scope_id ?? '',
    operator_id: DEMO_ADMIN.id,
    started_ms: createdAt * 1000,
    plan: { counts, not_found_sample: [], entity_ids: entities.map((entity) => entity.entity_id), tags },
    applied: true,
  };
}

/**
 * The demo opens with a few finished tasks (the history the Task page shows, and a task for
 * `npm run check:backend` to get); tests start with none, so each counts only the tasks it makes.
 */
export const tagTasks = defineCollection<TagTaskRecord>('tagTasks', ({ random, count, now, db }) =>
  Array.from({ length: count({ small: 0, demo: 3 }) }, (_, index) =>
    finishedTagTask(random, now - (index + 1) * 7 * DAY - random.int(0, DAY), db),
  ),
);

const SUBJECTS = [
  'Your test ride is confirmed',
  'Welcome to the owners club',
  'Your coupon is about to expire',
  '您的试驾预约已确认',
  'Service reminder',
];

const CONTENTS = [
  '<p>Dear rider,</p><p>Your test ride is confirmed. <a href="https://moto.example/ride">See the details</a>.</p>',
  '<p>Welcome aboard! <strong>Your club card</strong> is ready.</p>',
  // A mail as a compromised template might have sent it: the audit shows it, never runs it.
  '<p>Claim your gift</p><img src="x" onerror="alert(1)"><script>alert("audit")</script>',
  '<p>您好，您的预约已确认。</p>',
];

export const mailAudits = defineCollection<MailAudit>('mailAudits', ({ random, count, now, db }) => {
  const people = members(db).all();
  return Array.from({ length: count({ small: 30, demo: 400 }) }, () => {
    const mail: MailAudit = {
      id: random.id(),
      subject: random.pick(SUBJECTS),
      from: 'noreply@moto.example',
      to: Array.from(
        { length: random.int(1, 3) },
        () => random.pick(people).profile?.email ?? 'rider@mail.example',
      ),
      status: random.bool(0.7) ? 'succeed' : random.pick(['failed', 'pending'] as const),
      content: random.pick(CONTENTS),
      send_at: now - random.int(0, 90) * DAY - random.int(0, DAY),
    };
    // A record's common fields (02 §3): the audit entry is written when the mail is sent.
    return { ...mail, created_at: mail.send_at, updated_at: mail.send_at };
  });
});
