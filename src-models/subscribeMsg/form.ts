/** The action detail's form (03-community-analytics §2.6, §3): the message the activity sends. */
import type { SubscribeMessageValue } from 'src-services/lookups';
import type { SubscribeMsgActivity, SubscribeMsgSaveRequest } from 'src-services/subscribeMsg';

export interface SubscribeMsgFormValues {
  message: SubscribeMessageValue;
}

/**
 * What the editor shows for the activity at `id`: its message, or a new one of its own template (the shared
 * editor's defaults: no page yet, the formal version, Simplified Chinese). Null until that activity is loaded.
 */
export function subscribeMsgFormValues(
  activity: SubscribeMsgActivity | null,
  id: string,
): SubscribeMsgFormValues | null {
  if (!activity || activity.id !== id) return null;
  return {
    message: activity.message ?? {
      subscribe_msg_activity_id: activity.id,
      template_id: activity.tpl_id,
      data: {},
      page: '',
      miniprogramState: 'formal',
      lang: 'zh_CN',
    },
  };
}

/** The save: the message under the activity's id, always sent by this activity with its template. */
export function subscribeMsgSaveRequest(
  values: SubscribeMsgFormValues,
  activity: Pick<SubscribeMsgActivity, 'id' | 'tpl_id'>,
): SubscribeMsgSaveRequest {
  const data = Object.fromEntries(
    Object.entries(values.message.data ?? {}).map(([key, entry]) => [key, { value: entry?.value ?? '' }]),
  );
  return {
    id: activity.id,
    message: {
      ...values.message,
      subscribe_msg_activity_id: activity.id,
      template_id: activity.tpl_id,
      data,
      page: (values.message.page ?? '').trim(),
    },
  };
}
