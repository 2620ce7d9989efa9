/** The subscribe-message center through the app's store and sagas, against the mock backend. */
import { subscribeActivities, type SubscribeActivityRecord } from 'mock/db/lookups';
import { installMockBackend } from 'mock/node';
import { signIn } from 'test/signIn';
import { createNotedStore, waitForState } from 'test/storeTesting';
import {
  subscribeMsgDocument,
  subscribeMsgFormValues,
  subscribeMsgList,
  subscribeMsgSaveRequest,
} from './index';

const { actions: subscribeMsgActions, selectors: subscribeMsgSelectors } = subscribeMsgList;
const subscribeMsgDocumentActions = subscribeMsgDocument.actions;

const server = installMockBackend();
beforeEach(() => signIn('admin'));

const couponActivity = () =>
  subscribeActivities().findOne(
    (activity) => activity.tpl_id === 'tpl-coupon-expiry',
  ) as SubscribeActivityRecord;

async function loaded(id: string) {
  const store = createNotedStore();
  store.dispatch(subscribeMsgDocumentActions.loadRequested({ id }));
  const state = await waitForState(store, (root) => root.subscribeMsgActivity.load.status === 'succeeded');
  return { store, activity: state.subscribeMsgActivity.data as SubscribeActivityRecord };
}

/** The form as an operator fills it for the coupon-expiry template. */
function filled(activity: SubscribeActivityRecord) {
  const values = subscribeMsgFormValues(activity, activity.id);
  if (!values) throw new Error('the activity did not load');
  return subscribeMsgSaveRequest(
    {
      message: {
        ...values.message,
        data: {
          thing1: { value: 'Service voucher' },
          amount2: { value: '¥100.00' },
          date3: { value: '2026-12-31' },
          character_string4: { value: 'A1B2C3' },
        },
        page: ' /pages/coupon/mine ',
      },
    },
    activity,
  );
}

describe('the activity list', () => {
  it('lists every activity, newest change first', async () => {
    const store = createNotedStore();
    store.dispatch(subscribeMsgActions.searchRequested({ scope: [], query: [], page: 0 }));
    const state = await waitForState(
      store,
      (root) => root.subscribeMsgActivities.search.status === 'succeeded',
    );
    const expected = [...subscribeActivities().all()].sort((a, b) => b.updated_at - a.updated_at);
    expect(state.subscribeMsgActivities.total).toBe(expected.length);
    expect(subscribeMsgSelectors.selectAll(state).map((activity) => activity.name)).toEqual(
      expected.map((activity) => activity.name),
    );
  });

  it('says the list failed without the privilege', async () => {
    await signIn('club');
    const store = createNotedStore();
    store.dispatch(subscribeMsgActions.searchRequested({ scope: [], query: [], page: 0 }));
    const state = await waitForState(store, (root) => root.subscribeMsgActivities.search.status === 'failed');
    expect(state.subscribeMsgActivities.search.error?.code).toBe(968);
  });
});

describe('the message save', () => {
  it('starts a message of the activity and its template when it has none', async () => {
    const { activity } = await loaded(couponActivity().id);
    expect(activity.message).toBeUndefined();
    expect(subscribeMsgFormValues(activity, activity.id)?.message).toMatchObject({
      subscribe_msg_activity_id: activity.id,
      template_id: 'tpl-coupon-expiry',
      data: {},
    });
  });

  it('saves the message once for a double click, says so, and the backend keeps it', async () => {
    const { store, activity } = await loaded(couponActivity().id);
    const saves: string[] = [];
    const count = ({ request }: { request: Request }) => {
      if (request.url.endsWith('/subscribe_msg/activity/message/save')) saves.push(request.url);
    };
    server.events.on('request:start', count);
    const input = filled(activity);
    store.dispatch(subscribeMsgDocumentActions.saveRequested({ requestId: 's1', input }));
    store.dispatch(subscribeMsgDocumentActions.saveRequested({ requestId: 's2', input }));
    await waitForState(store, (root) => root.subscribeMsgActivity.save.status === 'succeeded');
    await new Promise((resolve) => setTimeout(resolve, 100));
    server.events.removeListener('request:start', count);
    expect(saves).toHaveLength(1);
    expect(store.notes).toEqual([['success', 'subscribeMsg.detail.saved']]);
    expect(couponActivity().message).toEqual({
      ...input.message,
      page: '/pages/coupon/mine',
      miniprogramState: 'formal',
      lang: 'zh_CN',
    });
    expect(store.getState().subscribeMsgActivity.data?.message?.data.thing1).toEqual({
      value: 'Service voucher',
    });
  });

  it('shows why a message was refused and keeps what the backend had', async () => {
    const { store, activity } = await loaded(couponActivity().id);
    const before = couponActivity().message;
    const input = filled(activity);
    store.dispatch(
      subscribeMsgDocumentActions.saveRequested({
        requestId: 'bad',
        input: { ...input, message: { ...input.message, page: 'no-slash' } },
      }),
    );
    await waitForState(store, (root) => root.subscribeMsgActivity.save.status === 'failed');
    expect(store.notes).toEqual([
      ['error', { text: 'possible path error, contains spaces, illegal characters, etc.' }],
    ]);
    expect(couponActivity().message).toEqual(before);
  });

  it('refuses a save without SubscribeMsgSave', async () => {
    const { activity } = await loaded(couponActivity().id);
    await signIn('viewer');
    const store = createNotedStore();
    store.dispatch(subscribeMsgDocumentActions.saveRequested({ requestId: 'v1', input: filled(activity) }));
    const state = await waitForState(store, (root) => root.subscribeMsgActivity.save.status === 'failed');
    expect(state.subscribeMsgActivity.save.error?.code).toBe(968);
    expect(couponActivity().message).toBeUndefined();
  });
});
