/**
 * The subscribe-message center (03-community-analytics §2.6, §3, §7): its activities, each with the message it
 * sends (the shared subscribe-message value). The spec shows only the picker's `activity/query`; the center's
 * list, detail and save are ours (docs/areas/subscribeMsg.md), on the same `subscribe_msg` service.
 */
import { MINI_PROGRAM_STATES, SUBSCRIBE_LANGUAGES } from 'config/miniProgram';
import { genericListService } from './listService';
import type { SubscribeMessageValue } from './lookups';
import { get, post, type CallOptions } from './request';
import { nonEmptyString, number, object, oneOf, optional, recordOf, string, type Shape } from './shape';

const ACTIVITY = '/api/v1/subscribe_msg/activity';

/** A subscribe-message activity: `tpl_id` is the template it sends, `message` what it sends with it. */
export interface SubscribeMsgActivity {
  id: string;
  name: string;
  tpl_id: string;
  message?: SubscribeMessageValue;
  created_at?: number;
  updated_at: number;
}

/** The save of an activity's message. */
export interface SubscribeMsgSaveRequest {
  id: string;
  message: SubscribeMessageValue;
}

const messageShape: Shape<SubscribeMessageValue> = object({
  subscribe_msg_activity_id: string,
  template_id: string,
  data: recordOf(object({ value: string })),
  page: string,
  miniprogramState: oneOf(...MINI_PROGRAM_STATES),
  lang: oneOf(...SUBSCRIBE_LANGUAGES),
});

export const subscribeMsgActivityShape: Shape<SubscribeMsgActivity> = object({
  id: nonEmptyString,
  name: string,
  tpl_id: string,
  message: optional(messageShape),
  updated_at: number,
});

export const subscribeMsgService = {
  get: (id: string, options?: CallOptions) =>
    get(`${ACTIVITY}/${encodeURIComponent(id)}`, subscribeMsgActivityShape, options),
  /** Saves the message the activity sends; answers the activity as saved. */
  saveMessage: (request: SubscribeMsgSaveRequest, options?: CallOptions) =>
    post(`${ACTIVITY}/message/save`, request, subscribeMsgActivityShape, options),
};

export const subscribeMsgListService = genericListService<SubscribeMsgActivity>({
  searchPath: `${ACTIVITY}/search`,
  row: subscribeMsgActivityShape,
});
