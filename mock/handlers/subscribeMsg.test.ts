/** The subscribe-message center's calls: the list, one activity, the message save, its rules and privileges. */
import type { SubscribeMessageValue } from '../../src-services/lookups';
import { parsePlaceholders } from '../../config/subscribeMessage';
import { subscribeActivities, subscribeTemplates, type SubscribeActivityRecord } from '../db/lookups';
import { installMockBackend } from '../node';
import { call } from '../testing';
import { signIn } from '../../test/signIn';
import { SUBSCRIBE_MSG_MESSAGES } from './subscribeMsg';

installMockBackend();
beforeEach(() => signIn('admin'));

const ACTIVITY = '/api/v1/subscribe_msg/activity';
/** The coupon-expiry activity: its template has thing1, amount2, date3 and character_string4. */
const couponActivity = () =>
  subscribeActivities().findOne(
    (activity) => activity.tpl_id === 'tpl-coupon-expiry',
  ) as SubscribeActivityRecord;

function messageFor(activity: SubscribeActivityRecord): SubscribeMessageValue {
  return {
    subscribe_msg_activity_id: activity.id,
    template_id: activity.tpl_id,
    data: {
      thing1: { value: 'Service voucher' },
      amount2: { value: '¥100.00' },
      date3: { value: '2026-12-31' },
      character_string4: { value: 'A1B2C3' },
    },
    page: '/pages/coupon/mine',
    miniprogramState: 'trail',
    lang: 'en_US',
  };
}

describe('the subscribe-message center calls', () => {
  it('lists the activities and opens one, the first with the message it sends', async () => {
    const list = await call<{ total: number; results: SubscribeActivityRecord[] }>(
      'POST',
      `${ACTIVITY}/search`,
      { page: 0, size: 20 },
    );
    expect(list.code).toBe(200);
    expect(list.data.total).toBe(subscribeActivities().all().length);
    const spring = subscribeActivities().findOne((activity) => activity.name === 'Spring ride reminder');
    const one = await call<SubscribeActivityRecord>('GET', `${ACTIVITY}/${spring?.id}`);
    expect(one.data.message?.data.thing1).toEqual({ value: 'Spring ride' });
    expect(await call('GET', `${ACTIVITY}/missing`)).toMatchObject({
      code: 404,
      msg: SUBSCRIBE_MSG_MESSAGES.notFound,
    });
  });

  it('saves the message, and a read gives it back', async () => {
    const activity = couponActivity();
    const saved = await call<SubscribeActivityRecord>('POST', `${ACTIVITY}/message/save`, {
      id: activity.id,
      message: messageFor(activity),
    });
    expect(saved.code).toBe(200);
    const read = await call<SubscribeActivityRecord>('GET', `${ACTIVITY}/${activity.id}`);
    expect(read.data.message).toEqual(messageFor(activity));
  });

  it.each([
    ['no id', () => ({ message: messageFor(couponActivity()) }), SUBSCRIBE_MSG_MESSAGES.idRequired],
    ['no message', () => ({ id: couponActivity().id }), SUBSCRIBE_MSG_MESSAGES.messageRequired],
    [
      'another activity',
      () => ({
        id: couponActivity().id,
        message: { ...messageFor(couponActivity()), subscribe_msg_activity_id: 'x' },
      }),
      SUBSCRIBE_MSG_MESSAGES.otherActivity,
    ],
    [
      'another template',
      () => ({
        id: couponActivity().id,
        message: { ...messageFor(couponActivity()), template_id: 'tpl-verification' },
      }),
      SUBSCRIBE_MSG_MESSAGES.otherTemplate,
    ],
    [
      'an empty placeholder',
      () => {
        const message = messageFor(couponActivity());
        return {
          id: couponActivity().id,
          message: { ...message, data: { ...message.data, date3: { value: ' ' } } },
        };
      },
      SUBSCRIBE_MSG_MESSAGES.placeholderEmpty('date3'),
    ],
    [
      'data as a list',
      () => ({ id: couponActivity().id, message: { ...messageFor(couponActivity()), data: [] } }),
      SUBSCRIBE_MSG_MESSAGES.dataRequired,
    ],
    [
      'a page path ending with a slash',
      () => ({
        id: couponActivity().id,
        message: { ...messageFor(couponActivity()), page: '/pages/coupon/' },
      }),
      SUBSCRIBE_MSG_MESSAGES.pageInvalid,
    ],
    [
      'an unknown version',
      () => ({
        id: couponActivity().id,
        message: { ...messageFor(couponActivity()), miniprogramState: 'beta' },
      }),
      SUBSCRIBE_MSG_MESSAGES.stateInvalid,
    ],
    [
      'an unknown language',
      () => ({ id: couponActivity().id, message: { ...messageFor(couponActivity()), lang: 'fr_FR' } }),
      SUBSCRIBE_MSG_MESSAGES.langInvalid,
    ],
  ])('refuses a save with %s, and keeps what was there', async (_, body, msg) => {
    const before = couponActivity().message;
    expect(await call('POST', `${ACTIVITY}/message/save`, body())).toMatchObject({ code: 400, msg });
    expect(couponActivity().message).toEqual(before);
  });

  /** A message of the activity whose template is `tplId`, filled with the template's example values. */
  function exampleMessage(tplId: string) {
    const activity = subscribeActivities().findOne((candidate) => candidate.tpl_id === tplId)!;
    const template = subscribeTemplates().get(tplId)!;
    const data = Object.fromEntries(
      parsePlaceholders(template.content, template.example).map(({ key, example }) => [
        key,
        { value: example },
      ]),
    );
    return { activity, message: { ...messageFor(activity), template_id: tplId, data } };
  }

  it.each([
    ['tpl-coupon-expiry', 'thing1', 'a'.repeat(21), 'thing1: Up to 20 characters'],
    [
      'tpl-coupon-expiry',
      'amount2',
      '¥1234567890.0',
      'amount2: An amount of up to 12 characters, e.g. ¥100.00',
    ],
    [
      'tpl-coupon-expiry',
      'character_string4',
      'A1 B2',
      SUBSCRIBE_MSG_MESSAGES.placeholderInvalid('character_string4', 'character_string'),
    ],
    [
      'tpl-reservation-result',
      'name1',
      'n'.repeat(21),
      SUBSCRIBE_MSG_MESSAGES.placeholderInvalid('name1', 'name'),
    ],
    [
      'tpl-reservation-result',
      'phone_number2',
      '1'.repeat(18),
      SUBSCRIBE_MSG_MESSAGES.placeholderInvalid('phone_number2', 'phone_number'),
    ],
    [
      'tpl-reservation-result',
      'car_number3',
      'ABC1234',
      SUBSCRIBE_MSG_MESSAGES.placeholderInvalid('car_number3', 'car_number'),
    ],
    ['tpl-reservation-result', 'phrase4', 'passed', 'phrase4: 1 to 5 Chinese characters'],
    [
      'tpl-reservation-result',
      'number5',
      'three',
      SUBSCRIBE_MSG_MESSAGES.placeholderInvalid('number5', 'number'),
    ],
    ['tpl-verification', 'letter1', '42', SUBSCRIBE_MSG_MESSAGES.placeholderInvalid('letter1', 'letter')],
    ['tpl-verification', 'symbol2', '++++++', SUBSCRIBE_MSG_MESSAGES.placeholderInvalid('symbol2', 'symbol')],
  ])(
    'refuses in %s a %s of %j as the editor does (03 §5), with its tip, writing nothing',
    async (tplId, key, value, msg) => {
      const { activity, message } = exampleMessage(tplId);
      const before = subscribeActivities().get(activity.id)!.message;
      const bad = { ...message, data: { ...message.data, [key]: { value } } };
      expect(await call('POST', `${ACTIVITY}/message/save`, { id: activity.id, message: bad })).toMatchObject(
        {
          code: 400,
          msg,
        },
      );
      expect(subscribeActivities().get(activity.id)!.message).toEqual(before);
      // The template's own example passes.
      expect((await call('POST', `${ACTIVITY}/message/save`, { id: activity.id, message })).code).toBe(200);
    },
  );

  it('refuses a body that is not JSON with a clear envelope', async () => {
    expect(await call('POST', `${ACTIVITY}/message/save`, '{not json')).toMatchObject({
      code: 400,
      msg: 'Malformed JSON body',
    });
  });

  it('answers 968 without the privilege and 969 without a session', async () => {
    const activity = couponActivity();
    await signIn('viewer');
    expect((await call('POST', `${ACTIVITY}/search`, {})).code).toBe(200);
    expect(
      (await call('POST', `${ACTIVITY}/message/save`, { id: activity.id, message: messageFor(activity) }))
        .code,
    ).toBe(968);
    await signIn('club');
    expect((await call('POST', `${ACTIVITY}/search`, {})).code).toBe(968);
    expect((await call('GET', `${ACTIVITY}/${activity.id}`)).code).toBe(968);
    await call('POST', '/api/v1/manager/logout');
    expect((await call('POST', `${ACTIVITY}/search`, {})).code).toBe(969);
  });
});
