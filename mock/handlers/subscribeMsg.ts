/**
 * The subscribe-message center (03-community-analytics §2.6, §3, §7): its list of activities, one activity, and
 * the save of the message it sends. Reading needs SubscribeMsgSearch, saving SubscribeMsgSave (968 without);
 * a message is checked against the activity's template: every placeholder filled, the page path rule of 03 §5,
 * a version and a language of 03 §9. The pickers keep their own `activity/query` (lookups.ts).
 */
import type { HttpHandler } from 'msw';
import type { SubscribeMessageValue } from '../../src-services/lookups';
import { MINI_PROGRAM_STATES, SUBSCRIBE_LANGUAGES } from '../../config/miniProgram';
import { PRIVILEGES } from '../../config/privileges';
import {
  isValidPagePath,
  isValidPlaceholderValue,
  parsePlaceholders,
  tipKeyOf,
} from '../../config/subscribeMessage';
import subscribeMessageTexts from '../../src-locales/en-US/subscribeMessage';
import { subscribeActivities, subscribeTemplates, type SubscribeActivityRecord } from '../db/lookups';
import { isPlainObject, readJsonObject } from '../lib/body';
import { endpoint } from '../lib/endpoint';
import { ok } from '../lib/envelope';
import { badRequest, notFound } from '../lib/errors';
import { answeringOnce } from '../lib/idempotency';
import { searchHandlerFor } from '../lib/searchHandler';
import { nowSeconds, requireOperator } from '../lib/session';

const ACTIVITY = '/api/v1/subscribe_msg/activity';

export const SUBSCRIBE_MSG_MESSAGES = {
  notFound: 'The subscribe-message activity does not exist',
  idRequired: 'Field "id" must be the id of a subscribe-message activity',
  messageRequired: 'Field "message" must be an object',
  otherActivity: 'The message must be sent by this activity (message.subscribe_msg_activity_id)',
  otherTemplate: "The message must use the activity's template (message.template_id)",
  dataRequired: 'Field "message.data" must map each placeholder to {"value": text}',
  placeholderEmpty: (key: string) => `The placeholder "${key}" needs a value`,
  /** The editor's tip for the placeholder's type (03 §5's table), after the placeholder's key. */
  placeholderInvalid: (key: string, type: string) =>
    `${key}: ${(subscribeMessageTexts as Record<string, string>)[tipKeyOf(type)]}`,
  pageInvalid: 'possible path error, contains spaces, illegal characters, etc.',
  stateInvalid: `Field "message.miniprogramState" must be one of ${MINI_PROGRAM_STATES.join(', ')}`,
  langInvalid: `Field "message.lang" must be one of ${SUBSCRIBE_LANGUAGES.join(', ')}`,
} as const;

function activityOf(id: string): SubscribeActivityRecord {
  const activity = subscribeActivities().get(id);
  if (!activity) throw notFound(SUBSCRIBE_MSG_MESSAGES.notFound);
  return activity;
}

/** The placeholders a template's content names: `{{thing1.DATA}}` is `thing1`, of the type `thing`. */
const placeholdersOf = (tplId: string) => parsePlaceholders(subscribeTemplates().get(tplId)?.content ?? '');

function readMessage(value: unknown, activity: SubscribeActivityRecord): SubscribeMessageValue {
  const messages = SUBSCRIBE_MSG_MESSAGES;
  if (!isPlainObject(value)) throw badRequest(messages.messageRequired);
  if (value.subscribe_msg_activity_id !== activity.id) throw badRequest(messages.otherActivity);
  if (value.template_id !== activity.tpl_id) throw badRequest(messages.otherTemplate);
  const raw = value.data;
  if (!isPlainObject(raw)) throw badRequest(messages.dataRequired);
  const data: SubscribeMessageValue['data'] = {};
  for (const { key, type } of placeholdersOf(activity.tpl_id)) {
    const entry = raw[key];
    if (entry !== undefined && !(isPlainObject(entry) && typeof entry.value === 'string'))
      throw badRequest(messages.dataRequired);
    const text = typeof entry?.value === 'string' ? entry.value.trim() : '';
    if (!text) throw badRequest(messages.placeholderEmpty(key));
    if (!isValidPlaceholderValue(type, text)) throw badRequest(messages.placeholderInvalid(key, type));
    data[key] = { value: text };
  }
  if (typeof value.page !== 'string' || !isValidPagePath(value.page.trim()))
    throw badRequest(messages.pageInvalid);
  const state = MINI_PROGRAM_STATES.find((candidate) => candidate === value.miniprogramState);
  if (!state) throw badRequest(messages.stateInvalid);
  const lang = SUBSCRIBE_LANGUAGES.find((candidate) => candidate === value.lang);
  if (!lang) throw badRequest(messages.langInvalid);
  return {
    subscribe_msg_activity_id: activity.id,
    template_id: activity.tpl_id,
    data,
    page: value.page.trim(),
    miniprogramState: state,
    lang,
  };
}

export function subscribeMsgHandlers(): HttpHandler[] {
  return [
    searchHandlerFor(`${ACTIVITY}/search`, () => subscribeActivities().all(), {
      privilege: PRIVILEGES.subscribeMsgSearch,
      defaultOrder: '-updated_at',
    }),

    endpoint(
      'post',
      `${ACTIVITY}/message/save`,
      answeringOnce(async (context) => {
        const operator = requireOperator(context, PRIVILEGES.subscribeMsgSave);
        const body = await readJsonObject(context.request);
        if (typeof body.id !== 'string' || !body.id) throw badRequest(SUBSCRIBE_MSG_MESSAGES.idRequired);
        const activity = activityOf(body.id);
        const message = readMessage(body.message, activity);
        const saved = subscribeActivities().update(activity.id, {
          message,
          updated_at: nowSeconds(),
          updated_by: operator.id,
        });
        return ok(saved);
      }),
    ),

    endpoint('get', `${ACTIVITY}/:id`, (context) => {
      requireOperator(context, PRIVILEGES.subscribeMsgSearch);
      return ok(activityOf(context.params.id));
    }),
  ];
}
