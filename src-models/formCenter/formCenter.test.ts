/** The form center's flows through the app's store and sagas, against the mock backend. */
import type { FormField } from 'config/formFields';
import { forms } from 'mock/db/lookups';
import { formRecords } from 'mock/db/vehicles';
import { installMockBackend } from 'mock/node';
import { signIn } from 'test/signIn';
import { loadRequested } from 'src-models/lookups';
import { createNotedStore, waitForState } from 'test/storeTesting';
import {
  actionLogList,
  formActions,
  formRecordList,
  formRecordScope,
  formSaveRequest,
  formValues,
  type FormValues,
} from './index';

installMockBackend();
beforeEach(() => signIn('admin'));

const field = (key: string, type = 'text'): FormField => ({
  type,
  key,
  config: { translation: { en: key, zh: key } },
});
const values: FormValues = {
  name: ' Helmet survey ',
  remark: 'spring',
  fields: [field('size'), field('mail', 'email')],
};

const save = (input: FormValues, id: string | null, requestId = 'r1') => {
  const store = createNotedStore();
  store.dispatch(formActions.saveRequested({ requestId, input: formSaveRequest(input, id) }));
  return store;
};

describe('the form save', () => {
  it('creates a form, says so, and keeps its fields', async () => {
    const store = save(values, null);
    const state = await waitForState(store, (root) => root.formCenterForm.save.status === 'succeeded');
    const created = state.formCenterForm.data;
    expect(created).toMatchObject({ name: 'Helmet survey', remark: 'spring' });
    expect(formValues(created, created?.id ?? null).fields.map((entry) => entry.key)).toEqual([
      'size',
      'mail',
    ]);
    expect(store.notes).toEqual([['success', 'list.created']]);
  });

  it('updates a form under its id', async () => {
    const target = forms().findOne((form) => form.name === 'Service feedback');
    const id = target?.id ?? '';
    const store = createNotedStore();
    store.dispatch(formActions.loadRequested({ id }));
    const loaded = await waitForState(store, (root) => root.formCenterForm.load.status === 'succeeded');
    const input = { ...formValues(loaded.formCenterForm.data, id), remark: 'Updated remark' };
    store.dispatch(formActions.saveRequested({ requestId: 'u1', input: formSaveRequest(input, id) }));
    await waitForState(store, (root) => root.formCenterForm.save.status === 'succeeded');
    expect(forms().get(id)?.remark).toBe('Updated remark');
    expect(forms().get(id)?.fields).toEqual(target?.fields);
    expect(store.notes).toEqual([['success', 'list.updated']]);
  });

  it('makes one form of a double dispatch', async () => {
    const before = forms().all().length;
    const store = save(values, null, 'twice');
    store.dispatch(formActions.saveRequested({ requestId: 'twice-2', input: formSaveRequest(values, null) }));
    await waitForState(store, (root) => root.formCenterForm.save.status === 'succeeded');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(forms().all().length).toBe(before + 1);
  });

  it('says why a save was refused and keeps nothing of it', async () => {
    const before = forms().all().length;
    const store = save({ ...values, fields: [field('1st')] }, null);
    const state = await waitForState(store, (root) => root.formCenterForm.save.status === 'failed');
    expect(state.formCenterForm.save.error?.code).toBe(400);
    expect(store.notes[0]?.[0]).toBe('error');
    expect(state.formCenterForm.data).toBeNull();
    expect(forms().all().length).toBe(before);
  });
});

describe('the form selectors', () => {
  it('offer a form created here the next time they load', async () => {
    const store = createNotedStore();
    store.dispatch(loadRequested({ request: { kind: 'forms' } }));
    await waitForState(store, (root) => root.lookups.entries.forms?.status === 'succeeded');
    store.dispatch(formActions.saveRequested({ requestId: 'n1', input: formSaveRequest(values, null) }));
    await waitForState(store, (root) => root.formCenterForm.save.status === 'succeeded');
    store.dispatch(loadRequested({ request: { kind: 'forms' } }));
    const state = await waitForState(store, (root) =>
      (root.lookups.entries.forms?.items as { name: string }[]).some((form) => form.name === 'Helmet survey'),
    );
    expect(state.lookups.entries.forms?.status).toBe('succeeded');
  });
});

describe('the records', () => {
  it('lists one form’s records only, newest first', async () => {
    const form = forms().findOne((entry) => entry.name === 'Track day waiver');
    const id = form?.id ?? '';
    const store = createNotedStore();
    store.dispatch(
      formRecordList.actions.searchRequested({ scope: formRecordScope(id), page: 0, size: 100 }),
    );
    const state = await waitForState(store, (root) => root.formCenterRecords.search.status === 'succeeded');
    const expected = formRecords().find((record) => record.form_id === id);
    expect(state.formCenterRecords.total).toBe(expected.length);
    const rows = Object.values(state.formCenterRecords.entities);
    expect(rows.every((record) => record?.form_id === id)).toBe(true);
  });
});

describe('the action log', () => {
  it('lists the saves, newest first', async () => {
    await waitForState(save(values, null), (root) => root.formCenterForm.save.status === 'succeeded');
    const store = createNotedStore();
    store.dispatch(actionLogList.actions.searchRequested({}));
    const state = await waitForState(
      store,
      (root) => root.formCenterActionLogs.search.status === 'succeeded',
    );
    const first = state.formCenterActionLogs.entities[state.formCenterActionLogs.ids[0]];
    expect(first).toMatchObject({
      action: 'create',
      form_name: 'Helmet survey',
      operator_email: 'admin@moto.example',
    });
  });
});
