/**
 * The subscribe-message center (03-community-analytics §2.6): the activities from the list factory, and one
 * activity as a document whose save is the message it sends.
 */
import {
  subscribeMsgListService,
  subscribeMsgService,
  type SubscribeMsgActivity,
  type SubscribeMsgSaveRequest,
} from 'src-services/subscribeMsg';
import { createDocumentModel } from '../document';
import { createListModel } from '../list';

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

export const subscribeMsgActions = subscribeMsgList.actions;
export const subscribeMsgSelectors = subscribeMsgList.selectors;

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

export const subscribeMsgDocumentActions = subscribeMsgDocument.actions;
