import { installMockBackend } from 'mock/node';
import { signIn } from 'test/signIn';
import { createTestStore, waitForState } from 'test/storeTesting';
import type { GlobalConfig, TermsConfig } from 'src-services/config';
import type { ErrorText } from 'src-services/errors';
import type { Notifier } from '../common/context';
import { newRequestId } from '../common';
import { configActions, configWanted, termsActions, toConfigPayload, toFormValues } from './index';

const loadRequested = () => configActions.loadRequested();
const saveRequested = (input: GlobalConfig) =>
  configActions.saveRequested({ requestId: newRequestId(), input });
const termsLoadRequested = () => termsActions.loadRequested();
const termsSaveRequested = (input: TermsConfig) =>
  termsActions.saveRequested({ requestId: newRequestId(), input });

installMockBackend();

function recordingNotifier() {
  const successes: string[] = [];
  const errors: ErrorText[] = [];
  const notify: Notifier = {
    success: (key) => void successes.push(key),
    error: (text) => void errors.push(text),
  };
  return { notify, successes, errors };
}

async function loadedStore() {
  const notes = recordingNotifier();
  const store = createTestStore({ context: { notify: notes.notify } });
  store.dispatch(loadRequested());
  const state = await waitForState(store, (s) => s.config.load.status !== 'pending');
  return { store, notes, config: state.config.data as GlobalConfig };
}

describe('config load', () => {
  it('asks for the config a page wants unless the store has it or it is on its way', async () => {
    await signIn('admin');
    const store = createTestStore();
    store.dispatch(configWanted());
    store.dispatch(configWanted());
    await waitForState(store, (s) => s.config.load.status === 'succeeded');
    store.dispatch(configWanted());
    expect(store.actionTypes().filter((type) => type === 'config/loadRequested')).toHaveLength(1);
  });

  it('loads the global config', async () => {
    await signIn('admin');
    const { store, config } = await loadedStore();
    expect(store.getState().config.load).toEqual({ status: 'succeeded', error: null });
    expect(config.moto_client_emails).toEqual(['dealer-service@moto.example']);
    expect(config.feed_tag.ids).toHaveLength(3);
  });

  it('keeps the refusal when the operator may not read it', async () => {
    await signIn('club');
    const { store } = await loadedStore();
    expect(store.getState().config.load).toEqual({
      status: 'failed',
      error: { code: 968, msg: 'insufficient permission' },
    });
    expect(store.getState().config.data).toBeNull();
  });
});

describe('config save', () => {
  it('saves, keeps what the server answered and says so', async () => {
    await signIn('admin');
    const { store, notes, config } = await loadedStore();
    store.dispatch(
      saveRequested({ ...config, business_time: '24/7', moto_client_emails: ['x@moto.example'] }),
    );
    const state = await waitForState(store, (s) => s.config.save.status === 'succeeded');
    expect(state.config.data).toMatchObject({
      business_time: '24/7',
      moto_client_emails: ['x@moto.example'],
    });
    expect(notes.successes).toEqual(['list.updated']);

    // A reload sees the saved config.
    const reloaded = await loadedStore();
    expect(reloaded.config.business_time).toBe('24/7');
  });

  it('keeps every field the form does not edit: the reservation activity ids and anything newer', async () => {
    await signIn('admin');
    const { store, config } = await loadedStore();
    expect(config.reservation_activity_id).toBeTruthy();
    expect(config.reservation_nostore_activity_id).toBeTruthy();
    const loaded = { ...config, future_setting: { on: true } } as GlobalConfig;
    const values = { ...toFormValues(loaded), business_time: 'Daily 10:00-22:00' };
    const payload = toConfigPayload(values, (html) => html, loaded);
    expect(payload).toMatchObject({ future_setting: { on: true }, business_time: 'Daily 10:00-22:00' });

    store.dispatch(saveRequested(payload));
    await waitForState(store, (s) => s.config.save.status === 'succeeded');
    const reloaded = await loadedStore();
    expect(reloaded.config).toMatchObject({
      business_time: 'Daily 10:00-22:00',
      reservation_activity_id: config.reservation_activity_id,
      reservation_nostore_activity_id: config.reservation_nostore_activity_id,
      garage: { form_center_campaign_id: config.garage.form_center_campaign_id },
    });
  });

  it('saves once on a double submit', async () => {
    await signIn('admin');
    const { store, config } = await loadedStore();
    store.dispatch(saveRequested(config));
    store.dispatch(saveRequested(config));
    await waitForState(store, (s) => s.config.save.status === 'succeeded');
    expect(store.actionTypes().filter((type) => type === 'config/saveSucceeded')).toHaveLength(1);
  });

  it.each<[string, (config: GlobalConfig) => GlobalConfig, string]>([
    ['no e-mail', (c) => ({ ...c, moto_client_emails: [] }), 'Please config one email at least'],
    ['a wrong e-mail', (c) => ({ ...c, moto_client_emails: ['nope'] }), 'Invalid email'],
    [
      'a long expire message',
      (c) => ({ ...c, coupon_subscribe: { ...c.coupon_subscribe, expire_msg: 'x'.repeat(21) } }),
      'The message can not exceed 20 characters',
    ],
    [
      'a long pick message',
      (c) => ({ ...c, coupon_subscribe: { ...c.coupon_subscribe, pick_msg: 'x'.repeat(21) } }),
      'The message can not exceed 20 characters',
    ],
    [
      'six tags',
      (c) => ({ ...c, feed_tag: { ids: ['a', 'b', 'c', 'd', 'e', 'f'] } }),
      'You can select 5 tags at most',
    ],
    [
      'no expire day',
      (c) => ({
        ...c,
        coupon_subscribe: { ...c.coupon_subscribe, expire_day: undefined as unknown as number },
      }),
      'Please input the expire day',
    ],
    [
      'a negative expire day',
      (c) => ({ ...c, coupon_subscribe: { ...c.coupon_subscribe, expire_day: -3 } }),
      'The expire day can not be less than 0',
    ],
  ])('reports the server refusing %s, and keeps the loaded config', async (_, change, msg) => {
    await signIn('admin');
    const { store, notes, config } = await loadedStore();
    store.dispatch(saveRequested(change(config)));
    const state = await waitForState(store, (s) => s.config.save.status === 'failed');
    expect(state.config.save.error).toEqual({ code: 400, msg });
    expect(notes.errors).toEqual([{ text: msg }]);
    expect(state.config.data).toEqual(config);
  });

  it('reports a missing privilege with the catalogue text', async () => {
    await signIn('viewer');
    const { store, notes, config } = await loadedStore();
    store.dispatch(saveRequested(config));
    await waitForState(store, (s) => s.config.save.status === 'failed');
    expect(notes.errors).toEqual([{ key: 'error.code.968' }]);
  });

  it('ends the session on 969 and keeps the save failed, not lost', async () => {
    await signIn('admin');
    const { store, config } = await loadedStore();
    await fetch('http://localhost/__mock/sessions/expire', { method: 'POST' });
    store.dispatch(saveRequested(config));
    const state = await waitForState(store, (s) => s.config.save.status === 'failed');
    expect(state.config.save.error?.code).toBe(969);
    expect(store.actionTypes()).toContain('session/sessionEndDetected');
  });
});

describe('terms', () => {
  it('loads and saves the terms on their own call', async () => {
    await signIn('admin');
    const notes = recordingNotifier();
    const store = createTestStore({ context: { notify: notes.notify } });
    store.dispatch(termsLoadRequested());
    const loaded = await waitForState(store, (s) => s.configTerms.load.status === 'succeeded');
    expect(loaded.configTerms.data?.content).toContain('User terms');

    store.dispatch(termsSaveRequested({ content: '<p>New terms</p><script>x()</script>' }));
    const saved = await waitForState(store, (s) => s.configTerms.save.status === 'succeeded');
    expect(saved.configTerms.data?.content).toBe('<p>New terms</p>');
    expect(notes.successes).toEqual(['config.terms.saved']);
    expect(store.actionTypes()).not.toContain('config/saveRequested');
  });

  it('reports a refused save and keeps the old terms', async () => {
    await signIn('viewer');
    const notes = recordingNotifier();
    const store = createTestStore({ context: { notify: notes.notify } });
    store.dispatch(termsLoadRequested());
    const loaded = await waitForState(store, (s) => s.configTerms.load.status === 'succeeded');
    store.dispatch(termsSaveRequested({ content: '<p>x</p>' }));
    const failed = await waitForState(store, (s) => s.configTerms.save.status === 'failed');
    expect(failed.configTerms.data?.content).toBe(loaded.configTerms.data?.content);
    expect(notes.errors).toEqual([{ key: 'error.code.968' }]);
  });
});
