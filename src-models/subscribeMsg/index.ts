/**
 * The subscribe-message center (03-community-analytics §2.6, §3): the activities from the list factory, one
 * activity as a document whose save is the message it sends, the form that edits it, and the area's table of
 * store domains (a small area's model is its table: CONTRIBUTING, recipe 1).
 */
import type { SubscribeMessageValue } from 'src-services/lookups';
import {
  subscribeMsgListService,
  subscribeMsgService,
  type SubscribeMsgActivity,
  type SubscribeMsgSaveRequest,
} from 'src-services/subscribeMsg';
import type { DomainTable } from '../coreDomains';
import { createDocumentModel } from '../document';
import { createListModel, defineCatalogue } from '../list';

/** The activities as the center lists them. */
export const subscribeMsgFields = defineCatalogue('subscribeMsg', [
  { key: 'name', type: 'string', sortable: true },
  { key: 'tpl_id', type: 'string' },
  { key: 'updated_at', type: 'date', sortable: true },
]);

export const subscribeMsgList = createListModel<
  SubscribeMsgActivity,
  SubscribeMsgActivity,
  'subscribeMsgActivities'
>({
  name: 'subscribeMsgActivities',
  service: subscribeMsgListService,
  defaultOrder: '-updated_at',
  selectId: (activity) => activity.id,
  messages: { searchFailed: 'subscribeMsg.searchFailed' },
});

export const subscribeMsgDocument = createDocumentModel<
  SubscribeMsgActivity,
  SubscribeMsgSaveRequest,
  'subscribeMsgActivity'
>({
  name: 'subscribeMsgActivity',
  load: (id, options) => subscribeMsgService.get(id ?? '', options),
  save: (input, options) => subscribeMsgService.saveMessage(input, options),
  selectId: (activity) => activity.id,
  messages: { saveSucceeded: 'subscribeMsg.detail.saved', saveFailed: 'subscribeMsg.detail.saveFailed' },
});

/** The action detail's form: the message the activity sends. */
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

export const subscribeMsgDomains = {
  subscribeMsgActivities: subscribeMsgList,
  subscribeMsgActivity: { reducer: subscribeMsgDocument.reducer, saga: subscribeMsgDocument.saga },
} satisfies DomainTable;

// The whole state's shape joins this table (src-models/domains.ts).
declare module '../domains' {
  interface AreaDomainTables {
    subscribeMsg: typeof subscribeMsgDomains;
  }
}
