/** Every /vehicle flow, through the app's store and sagas, against the mock backend. */
import { delay, http } from 'msw';
import { installMockBackend } from 'mock/node';
import { heldUntilReleased, refusedOnce } from 'mock/testing';
import {
  complaintFormId,
  formRecords,
  garageAudits,
  garages,
  modelBrands,
  motorcycles,
} from 'mock/db/vehicles';
import { configActions } from 'src-models/config';
import { motorcycleService } from 'src-services/vehicles';
import { signIn } from 'test/signIn';
import { createNotedStore, waitForState } from 'test/storeTesting';
import type { RootState } from 'src-models/store';
import {
  auditArgs,
  complaintActions,
  complaintAuditStatusesLoaded,
  complaintRowsShown,
  complaintScope,
  garageActions,
  modelBrandActions,
  modelBrandInputFromForm,
  motorcycleActions,
  motorcycleInputFromForm,
  motorcycleSelectors,
  NEW_MOTORCYCLE,
  passComplaintActions,
  refuseComplaintActions,
  type MotorcycleFormValues,
} from './index';

const server = installMockBackend();

/** Waits for what no state change announces (the requests the mock has seen). */
async function until(condition: () => boolean, timeoutMs = 3000) {
  const start = Date.now();
  while (!condition()) {
    if (Date.now() - start > timeoutMs) throw new Error('condition never held');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

beforeEach(() => signIn('admin'));

const motorcycle: MotorcycleFormValues = {
  ...NEW_MOTORCYCLE,
  name: '  Thunder 800 ',
  zh_name: '雷霆800',
  weight: 12,
  image_url: '/api/v1/upload-center/files/demo-banner/200.svg',
  online_at: 1_750_000_000,
  offline_at: 1_760_000_000,
};

const saveMotorcycle = (values: MotorcycleFormValues, requestId = 'm1') => {
  const s = createNotedStore();
  s.dispatch(motorcycleActions.saveRequested({ requestId, item: motorcycleInputFromForm(values) }));
  return s;
};

describe('the motorcycle tab', () => {
  it('lists the motorcycles that were not deleted, most recently updated first', async () => {
    const s = createNotedStore();
    s.dispatch(motorcycleActions.searchRequested({ query: [], page: 0, size: 100 }));
    const state = await waitForState(s, (root) => root.motorcycles.search.status === 'succeeded');
    const live = motorcycles()
      .all()
      .filter((entry) => !entry.deleted)
      .sort((a, b) => b.updated_at - a.updated_at);
    expect(live.length).toBeLessThan(motorcycles().all().length);
    expect(state.motorcycles.total).toBe(live.length);
    expect(motorcycleSelectors.selectAll(state).map((entry) => entry.id)).toEqual(
      live.map((entry) => entry.id),
    );
  });

  it('creates a motorcycle, trimmed and online, and says so', async () => {
    const s = saveMotorcycle(motorcycle);
    const state = await waitForState(s, (root) => root.motorcycles.save.status === 'succeeded');
    expect(motorcycles().get(state.motorcycles.save.id as string)).toMatchObject({
      name: 'Thunder 800',
      zh_name: '雷霆800',
      weight: 12,
      disabled: false,
      deleted: false,
      online_at: 1_750_000_000,
      offline_at: 1_760_000_000,
    });
    expect(s.notes).toEqual([['success', 'list.created']]);
  });

  it('takes a motorcycle offline, keeping its own name', async () => {
    const current = motorcycles().findOne((entry) => !entry.deleted && !entry.disabled)!;
    const s = saveMotorcycle({
      ...motorcycle,
      id: current.id,
      name: current.name,
      online: false,
      online_at: null,
      offline_at: null,
    });
    await waitForState(s, (root) => root.motorcycles.save.status === 'succeeded');
    expect(motorcycles().get(current.id)).toMatchObject({
      name: current.name,
      disabled: true,
      online_at: null,
      offline_at: null,
    });
  });

  it.each([
    [{ name: ' ' }, 'Please input the name'],
    [{ name: 'Sixteen chars 16' }, 'Name can not exceed 15 characters'],
    [{ zh_name: '' }, 'Please input the Chinese name'],
    [{ zh_name: '九个字的中文名称啊' }, 'Chinese Name can not exceed 8 characters'],
    [{ image_url: '' }, 'Please upload the image'],
    [{ image_url: 'javascript:alert(1)' }, 'Please upload a file or use an http(s) URL'],
    [
      { online_at: 1_760_000_000, offline_at: 1_750_000_000 },
      'The offline time must be after the online time',
    ],
  ])('is refused by the backend for %p with "%s"', async (change, msg) => {
    const s = saveMotorcycle({ ...motorcycle, ...change }, 'bad');
    const state = await waitForState(s, (root) => root.motorcycles.save.status === 'failed');
    expect(state.motorcycles.save).toMatchObject({ requestId: 'bad', error: { code: 400, msg } });
    expect(s.notes).toEqual([['error', { text: msg }]]);
  });

  it('refuses a name another motorcycle has with 1340878 and its message', async () => {
    const other = motorcycles().findOne((entry) => !entry.deleted)!;
    const s = saveMotorcycle({ ...motorcycle, name: other.name.toLowerCase() });
    const state = await waitForState(s, (root) => root.motorcycles.save.status === 'failed');
    expect(state.motorcycles.save.error).toEqual({ code: 1340878, msg: 'motorcycle name duplicate' });
    expect(s.notes).toEqual([['error', { key: 'error.code.1340878' }]]);
  });

  it('refuses a save without the privilege with 968', async () => {
    await signIn('viewer');
    const s = saveMotorcycle(motorcycle);
    await waitForState(s, (root) => root.motorcycles.save.status === 'failed');
    expect(s.notes).toEqual([['error', { key: 'error.code.968' }]]);
  });

  it('writes one motorcycle for a request id sent twice', async () => {
    const input = motorcycleInputFromForm(motorcycle);
    const [first, second] = await Promise.all([
      motorcycleService.save(input, { requestId: 'burst' }),
      motorcycleService.save(input, { requestId: 'burst' }),
    ]);
    expect(second.id).toBe(first.id);
    expect(motorcycles().find((entry) => entry.name === 'Thunder 800')).toHaveLength(1);
  });
});

describe('the model-brand tab', () => {
  it('lists the model brands and adds one of another brand', async () => {
    const s = createNotedStore();
    s.dispatch(modelBrandActions.searchRequested({ query: [], page: 0 }));
    const listed = await waitForState(s, (root) => root.modelBrands.search.status === 'succeeded');
    expect(listed.modelBrands.total).toBe(modelBrands().all().length);
    s.dispatch(
      modelBrandActions.saveRequested({
        requestId: 'b1',
        item: modelBrandInputFromForm({ name: ' Triumph ', type: 'other' }),
      }),
    );
    const saved = await waitForState(s, (root) => root.modelBrands.save.status === 'succeeded');
    expect(modelBrands().get(saved.modelBrands.save.id as string)).toMatchObject({
      name: 'Triumph',
      type: 'other',
    });
    expect(s.notes).toEqual([['success', 'list.created']]);
  });

  it.each([
    [{ name: '', type: 'own' as const }, 'Please input the name'],
    [{ name: 'Moto Racing' }, 'Please choose the type'],
  ])('is refused for %p with "%s"', async (values, msg) => {
    const s = createNotedStore();
    s.dispatch(modelBrandActions.saveRequested({ requestId: 'b2', item: modelBrandInputFromForm(values) }));
    await waitForState(s, (root) => root.modelBrands.save.status === 'failed');
    expect(s.notes).toEqual([['error', { text: msg }]]);
  });
});

describe('the garage tab', () => {
  it('lists the garages newest first, and filters by status', async () => {
    const s = createNotedStore();
    s.dispatch(garageActions.searchRequested({ query: [], page: 0 }));
    const state = await waitForState(s, (root) => root.garages.search.status === 'succeeded');
    const newest = [...garages().all()].sort((a, b) => b.created_at - a.created_at);
    expect(state.garages.total).toBe(newest.length);
    expect(state.garages.ids.slice(0, 20)).toEqual(newest.slice(0, 20).map((garage) => garage.id));

    s.dispatch(garageActions.searchRequested({ query: [{ k: 'garage_status', op: 'eq', v: 'untie' }] }));
    const untied = await waitForState(
      s,
      (root) => root.garages.search.status === 'succeeded' && root.garages.query.query.length === 1,
    );
    expect(untied.garages.total).toBe(garages().find((garage) => garage.garage_status === 'untie').length);
  });
});

describe('the complaint tab', () => {
  const AUDIT_SEARCH = '*/api/v1/:scrm/garage/audit/search';

  /** Every row's status has come, or its call failed. */
  const statusesSettled = (root: RootState) =>
    root.complaints.ids.every((id) => {
      const row = root.complaints.entities[id];
      return row.audit_status !== null || row.audit_status_error !== null;
    });

  /** The page drew the list's rows: their statuses are wanted. */
  const showRows = (s: ReturnType<typeof createNotedStore>) =>
    s.dispatch(complaintRowsShown({ ids: s.getState().complaints.ids.map(String) }));

  /** The config names the complaint form; the list asks for its records, then, drawn, their statuses. */
  async function listComplaints() {
    const s = createNotedStore();
    s.dispatch(configActions.loadRequested());
    const loaded = await waitForState(s, (root) => root.config.load.status === 'succeeded');
    const formId = loaded.config.data?.garage.form_center_campaign_id as string;
    expect(formId).toBe(complaintFormId());
    s.dispatch(complaintActions.searchRequested({ scope: complaintScope(formId), query: [], page: 0 }));
    await waitForState(s, (root) => root.complaints.search.status === 'succeeded');
    showRows(s);
    const listed = await waitForState(
      s,
      (root) => root.complaints.search.status === 'succeeded' && statusesSettled(root),
    );
    return { s, listed };
  }

  /** The audit calls wait until `release()`; then the mock answers them. */
  function holdAudits() {
    const audits = heldUntilReleased('post', AUDIT_SEARCH);
    server.use(audits.handler);
    return audits;
  }

  it("lists the complaint form's records only, drawn before their audit statuses, which fill them", async () => {
    const { release } = holdAudits();
    const s = createNotedStore();
    s.dispatch(
      complaintActions.searchRequested({ scope: complaintScope(complaintFormId()), query: [], page: 0 }),
    );
    // The rows are in as soon as the records' search answers, every status still to come.
    const rowsFirst = await waitForState(s, (root) => root.complaints.search.status === 'succeeded');
    const complaints = formRecords().find((record) => record.form_id === complaintFormId());
    expect(complaints.length).toBeLessThan(formRecords().all().length);
    expect(rowsFirst.complaints.total).toBe(complaints.length);
    expect(rowsFirst.complaints.ids).toHaveLength(Math.min(20, complaints.length));
    for (const id of rowsFirst.complaints.ids)
      expect(rowsFirst.complaints.entities[id]).toMatchObject({
        audit_status: null,
        audit_status_error: null,
      });
    expect(s.actionTypes()).not.toContain(complaintAuditStatusesLoaded.type);

    showRows(s);
    release();
    const filled = await waitForState(s, statusesSettled);
    expect(s.actionTypes().filter((type) => type === complaintAuditStatusesLoaded.type)).toHaveLength(1);
    expect(filled.complaints.ids).toEqual(rowsFirst.complaints.ids);
    const rows = filled.complaints.ids.map((id) => filled.complaints.entities[id]);
    for (const row of rows) {
      const audit = garageAudits().findOne((entry) => entry.appeal_id === row.id);
      expect(row.audit_status).toBe(audit?.status ?? 'pending');
      expect(row.audit_status_error).toBeNull();
    }
    expect(new Set(rows.map((row) => row.audit_status))).toEqual(new Set(['pending', 'pass', 'refuse']));
    expect(s.notes).toEqual([]);
  });

  it("asks each row's audit status in its own call (02 §7: one appeal_id), all at once", async () => {
    const asked: Promise<unknown>[] = [];
    let inFlight = 0;
    let most = 0;
    server.use(
      http.post(AUDIT_SEARCH, async ({ request }) => {
        asked.push(request.clone().json());
        inFlight += 1;
        most = Math.max(most, inFlight);
        await delay(30);
        inFlight -= 1;
        return undefined; // on to the mock's own handler
      }),
    );
    const { listed } = await listComplaints();
    const ids = listed.complaints.ids.map(String);
    expect(ids.length).toBeGreaterThan(1);
    const bodies = await Promise.all(asked);
    expect(bodies).toHaveLength(ids.length);
    expect(bodies.map((body) => Object.keys(body as object))).toEqual(ids.map(() => ['appeal_id']));
    expect(new Set(bodies.map((body) => (body as { appeal_id: unknown }).appeal_id))).toEqual(new Set(ids));
    expect(most).toBe(ids.length);
  });

  it("aborts the audit calls under way when the next page's rows arrive, or the page is left", async () => {
    const signals: AbortSignal[] = [];
    let hold = true;
    server.use(
      http.post(AUDIT_SEARCH, async ({ request }) => {
        if (!hold) return undefined;
        signals.push(request.signal);
        await delay('infinite');
        return undefined;
      }),
    );
    const s = createNotedStore();
    const scope = complaintScope(complaintFormId());
    s.dispatch(complaintActions.searchRequested({ scope, query: [], page: 0, size: 5 }));
    await waitForState(s, (root) => root.complaints.search.status === 'succeeded');
    showRows(s);
    await until(() => signals.length === 5);
    hold = false;
    s.dispatch(complaintActions.searchRequested({ size: 3 }));
    const listed = await waitForState(
      s,
      (root) => root.complaints.search.status === 'succeeded' && root.complaints.ids.length === 3,
    );
    await until(() => signals.every((signal) => signal.aborted));
    showRows(s);
    const filled = await waitForState(s, statusesSettled);
    expect(filled.complaints.ids).toEqual(listed.complaints.ids);
    expect(filled.complaints.ids.every((id) => filled.complaints.entities[id].audit_status !== null)).toBe(
      true,
    );

    hold = true;
    s.dispatch(complaintActions.searchRequested({ page: 1 }));
    await waitForState(
      s,
      (root) => root.complaints.search.status === 'succeeded' && root.complaints.query.page === 1,
    );
    showRows(s);
    await until(() => signals.length === 8);
    s.dispatch(complaintActions.searchAbandoned());
    await until(() => signals.every((signal) => signal.aborted));
    // The rows stay as they were, their statuses unknown: nothing failed.
    const left = s.getState();
    expect(left.complaints.ids).toHaveLength(3);
    for (const id of left.complaints.ids)
      expect(left.complaints.entities[id]).toMatchObject({ audit_status: null, audit_status_error: null });
    expect(s.actionTypes().filter((type) => type === complaintAuditStatusesLoaded.type)).toHaveLength(1);
    expect(s.notes).toEqual([]);
  });

  it('keeps the statuses on screen through a refresh of the same rows until their calls answer again', async () => {
    const { s, listed } = await listComplaints();
    const audited = listed.complaints.ids.find(
      (id) => listed.complaints.entities[id].audit_status === 'pass',
    ) as string;
    const audit = garageAudits().findOne((entry) => entry.appeal_id === audited);
    garageAudits().update(audit?.id ?? '', { status: 'refuse' });
    const { release } = holdAudits();

    s.dispatch(complaintActions.searchRequested());
    const refreshed = await waitForState(
      s,
      (root) =>
        root.complaints.search.status === 'succeeded' && root.complaints.ids !== listed.complaints.ids,
    );
    // Listed again, every row shows the status it had, none busy, while their calls are out.
    expect(refreshed.complaints.ids).toEqual(listed.complaints.ids);
    for (const id of refreshed.complaints.ids)
      expect(refreshed.complaints.entities[id].audit_status).toBe(
        listed.complaints.entities[id].audit_status,
      );

    showRows(s);
    release();
    const answered = await waitForState(
      s,
      (root) => root.complaints.entities[audited].audit_status === 'refuse',
    );
    expect(s.actionTypes().filter((type) => type === complaintAuditStatusesLoaded.type)).toHaveLength(2);
    expect(answered.complaints.ids).toEqual(listed.complaints.ids);
  });

  it("keeps the rows when a row's audit call fails: that status is unknown, the others fill", async () => {
    server.use(refusedOnce('post', AUDIT_SEARCH, 500, 'audit store down'));
    const { s, listed } = await listComplaints();
    expect(listed.complaints.search).toEqual({ status: 'succeeded', error: null });
    const rows = listed.complaints.ids.map((id) => listed.complaints.entities[id]);
    expect(rows.length).toBeGreaterThan(1);
    const failed = rows.filter((row) => row.audit_status_error !== null);
    expect(failed).toHaveLength(1);
    expect(failed[0]).toMatchObject({
      audit_status: null,
      audit_status_error: { code: 500, msg: 'audit store down' },
    });
    for (const row of rows.filter((entry) => entry !== failed[0])) {
      const audit = garageAudits().findOne((entry) => entry.appeal_id === row.id);
      expect(row.audit_status).toBe(audit?.status ?? 'pending');
    }
    expect(s.notes).toEqual([]);

    // The next search's rows ask again: the status comes.
    s.dispatch(complaintActions.searchRequested());
    await waitForState(s, (root) => root.complaints.search.status === 'succeeded');
    showRows(s);
    const again = await waitForState(
      s,
      (root) =>
        root.complaints.search.status === 'succeeded' &&
        statusesSettled(root) &&
        root.complaints.ids.every((id) => root.complaints.entities[id].audit_status !== null),
    );
    expect(again.complaints.ids).toEqual(listed.complaints.ids);
  });

  it('lists the complaints last updated first (02 §9: an unstated order is -updated_at)', async () => {
    const { listed } = await listComplaints();
    expect(listed.complaints.query.order).toBe('-updated_at');
    const byId = new Map(
      formRecords()
        .all()
        .map((record) => [record.id, record.updated_at]),
    );
    const updated = listed.complaints.ids.map((id) => byId.get(String(id)));
    expect(updated.every((time) => typeof time === 'number')).toBe(true);
    expect(updated).toEqual([...(updated as number[])].sort((a, b) => b - a));
  });

  it('passes a pending complaint, which stays passed, and refuses another', async () => {
    const { s, listed } = await listComplaints();
    const pending = listed.complaints.ids
      .map((id) => listed.complaints.entities[id])
      .filter((row) => row.audit_status === 'pending');
    const [first, second] = pending;

    s.dispatch(passComplaintActions.requested({ requestId: 'p1', id: first.id, args: auditArgs(first) }));
    const passed = await waitForState(s, (root) => root.complaints.itemActions.pass.status === 'succeeded');
    expect(passed.complaints.entities[first.id].audit_status).toBe('pass');
    expect(garageAudits().findOne((entry) => entry.appeal_id === first.id)).toMatchObject({
      status: 'pass',
      metadata: { vin: first.metadata.vin, openid: first.mini_profile?.openid },
    });

    s.dispatch(refuseComplaintActions.requested({ requestId: 'r1', id: second.id, args: auditArgs(second) }));
    const refused = await waitForState(
      s,
      (root) => root.complaints.itemActions.refuse.status === 'succeeded',
    );
    expect(refused.complaints.entities[second.id].audit_status).toBe('refuse');
    expect(s.notes).toEqual([
      ['success', 'vehicle.complaint.passed'],
      ['success', 'vehicle.complaint.refused'],
    ]);

    // Both are final: refusing a passed complaint is refused.
    s.dispatch(refuseComplaintActions.requested({ requestId: 'r2', id: first.id, args: auditArgs(first) }));
    const again = await waitForState(s, (root) => root.complaints.itemActions.refuse.status === 'failed');
    expect(again.complaints.itemActions.refuse.error).toEqual({
      code: 400,
      msg: 'The complaint has already been audited',
    });
    expect(garageAudits().findOne((entry) => entry.appeal_id === first.id)?.status).toBe('pass');
  });

  it('refuses an audit without the privilege with 968', async () => {
    await signIn('viewer');
    const { s, listed } = await listComplaints();
    const row = listed.complaints.entities[listed.complaints.ids[0]];
    s.dispatch(passComplaintActions.requested({ requestId: 'p2', id: row.id, args: auditArgs(row) }));
    await waitForState(s, (root) => root.complaints.itemActions.pass.status === 'failed');
    expect(s.notes).toEqual([['error', { key: 'error.code.968' }]]);
  });
});
