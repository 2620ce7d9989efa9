/**
 * How a tagging task runs in the mock: its outcome is worked out against the members and their tags when it is
 * created, and it reaches that outcome over a few seconds (pending, then running with its counts growing, then
 * done, done with errors when some rows matched no member, or failed). Progress is read off the clock whenever a
 * task or a member's tags are read; the tags are applied once, when the task finishes.
 */
import type { TagTask, TagTaskCounts } from '../../src-services/memberTags';
import { memberEntities, tagTasks, type TagTaskRecord } from '../db/memberTags';
import type { MemberRecord } from '../db/members';
import { jobClock } from '../lib/jobClock';

/** Milliseconds a task waits, then runs (on the job clock). */
export const TAG_TASK_TIMING = { pendingMs: 800, runningMs: 2400 } as const;

/** How many unmatched rows a task reports (Unomi and SendGrid report per-row errors; a sample is enough). */
export const NOT_FOUND_SAMPLE = 10;

export const NO_COUNTS: TagTaskCounts = {
  rows_read: 0,
  matched: 0,
  tagged: 0,
  already_tagged: 0,
  not_found: 0,
};

export interface Plan {
  counts: TagTaskCounts;
  not_found_sample: string[];
  entity_ids: string[];
  failure?: string;
}

/**
 * Matches rows (unionids, openids or phones) against the members and counts who already carries every tag.
 * A row seen twice counts once.
 */
export function planTagging(rows: string[], people: readonly MemberRecord[], tagIds: string[]): Plan {
  const byKey = new Map<string, MemberRecord>();
  for (const member of people) {
    for (const key of [member.unionid, member.openid, member.profile?.phone]) if (key) byKey.set(key, member);
  }
  const seen = new Set<string>();
  const matched = new Set<string>();
  const notFound: string[] = [];
  let alreadyTagged = 0;
  const entityIds: string[] = [];
  for (const raw of rows) {
    const row = raw.trim();
    if (!row || seen.has(row)) continue;
    seen.add(row);
    const member = byKey.get(row);
    if (!member?.unionid) {
      notFound.push(row);
      continue;
    }
    if (matched.has(member.unionid)) continue;
    matched.add(member.unionid);
    const carried = new Set(
      memberEntities()
        .get(member.unionid)
        ?.tags.map((tag) => tag.tag_id),
    );
    if (tagIds.every((id) => carried.has(id))) alreadyTagged += 1;
    else entityIds.push(member.unionid);
  }
  const counts = {
    rows_read: seen.size,
    matched: matched.size,
    tagged: entityIds.length,
    already_tagged: alreadyTagged,
    not_found: notFound.length,
  };
  return {
    counts,
    not_found_sample: notFound.slice(0, NOT_FOUND_SAMPLE),
    entity_ids: entityIds,
    failure: matched.size === 0 ? 'No row matched a member' : undefined,
  };
}

function applyTags(task: TagTaskRecord): void {
  for (const entityId of task.plan.entity_ids) {
    const entity = memberEntities().get(entityId);
    const current = entity?.tags ?? [];
    const added = task.plan.tags.filter((tag) => !current.some((held) => held.tag_id === tag.tag_id));
    if (entity) memberEntities().update(entityId, { tags: [...current, ...added] });
    else memberEntities().insert({ id: entityId, entity_id: entityId, tags: added });
  }
}

const scaled = (counts: TagTaskCounts, share: number): TagTaskCounts => ({
  rows_read: Math.floor(counts.rows_read * share),
  matched: Math.floor(counts.matched * share),
  tagged: Math.floor(counts.tagged * share),
  already_tagged: Math.floor(counts.already_tagged * share),
  not_found: Math.floor(counts.not_found * share),
});

/** Brings a task to where its clock says it is, applying its tags when it finishes. */
export function advanceTask(task: TagTaskRecord, nowMs = jobClock.now()): TagTaskRecord {
  if (task.state !== 'pending' && task.state !== 'running') return task;
  const elapsed = nowMs - task.started_ms;
  const { pendingMs, runningMs } = TAG_TASK_TIMING;
  if (elapsed < pendingMs) return task;
  if (elapsed < pendingMs + runningMs) {
    const share = (elapsed - pendingMs) / runningMs;
    const sample = task.plan.not_found_sample;
    return (
      tagTasks().update(task.id, {
        state: 'running',
        counts: scaled(task.plan.counts, share),
        not_found_sample: sample.slice(0, Math.floor(sample.length * share)),
      }) ?? task
    );
  }
  const failed = Boolean(task.plan.failure);
  if (!failed && !task.applied) applyTags(task);
  const finished = tagTasks().update(task.id, {
    state: failed ? 'failed' : task.plan.counts.not_found > 0 ? 'done_with_errors' : 'done',
    counts: task.plan.counts,
    not_found_sample: task.plan.not_found_sample,
    msg: task.plan.failure ?? null,
    applied: !failed,
    finished_at: Math.floor((task.started_ms + pendingMs + runningMs) / 1000),
  });
  return finished ?? task;
}

/** Every task still moving, brought up to date (before tags or tasks are read). */
export function advanceAllTasks(): void {
  for (const task of tagTasks().find(
    (candidate) => candidate.state === 'pending' || candidate.state === 'running',
  ))
    advanceTask(task);
}

/** What the operator sees of a task: no plan, no bookkeeping. */
export function publicTask(task: TagTaskRecord): TagTask {
  const { plan: _plan, applied: _applied, operator_id: _operator, started_ms: _started, ...shown } = task;
  return shown;
}
