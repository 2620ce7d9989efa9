/**
 * The activity editor's form (02-operations §2 screen 1, §5): what it holds, with the schedule as epoch seconds
 * so the values are plain and serializable (an unsaved form can be kept as a draft), and the save request.
 */
import type { ActivityBehaviour, CouponActivity, CouponActivityInput } from 'src-services/couponActivities';

export interface ActivityFormValues {
  name?: string;
  description?: string;
  card_ids?: string[];
  event_type?: ActivityBehaviour;
  status?: 'online' | 'offline';
  /** Online and offline times, epoch seconds. */
  schedule?: [number | null, number | null];
}

export function activityFormValues(activity: CouponActivity): ActivityFormValues {
  return {
    name: activity.name,
    description: activity.description ?? '',
    card_ids: activity.card_ids,
    event_type: activity.delivery.event_type,
    status: activity.disabled ? 'offline' : 'online',
    schedule:
      activity.online_at && activity.offline_at ? [activity.online_at, activity.offline_at] : undefined,
  };
}

/** A new activity is saved without an id; an existing one under its own. */
export function activityInputFromForm(values: ActivityFormValues, id: string | null): CouponActivityInput {
  const [begin, end] = values.schedule ?? [];
  return {
    ...(id ? { id } : {}),
    name: (values.name ?? '').trim(),
    description: values.description ?? '',
    card_ids: values.card_ids ?? [],
    delivery: { event_type: values.event_type as ActivityBehaviour },
    disabled: values.status === 'offline',
    online_at: begin ?? null,
    offline_at: end ?? null,
  };
}
