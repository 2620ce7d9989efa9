/** The reservation handlers on their own: the seed, bad bodies, unknown activities and the privileges. */
import { isFormFieldType, type FormField } from '../../config/formFields';
import type { ReservationRecord } from '../../src-services/reservations';
import type { SearchResult } from '../../src-services/types';
import { configs, CONFIG_ID } from '../db/config';
import { reservationActivities } from '../db/lookups';
import { reservationRecords } from '../db/reservations';
import { installMockBackend } from '../node';
import { call } from '../testing';
import { signIn } from '../../test/signIn';

installMockBackend();

const RECORD = '/api/v1/reservation-center/record';
const hasChinese = (text: string) => /[\u4e00-\u9fa5]/.test(text);

function tabs() {
  const config = configs().get(CONFIG_ID);
  return {
    hasDealer: config?.reservation_activity_id ?? '',
    noDealer: config?.reservation_nostore_activity_id ?? '',
  };
}

describe('the seed', () => {
  it('has the config’s two activities, their records split between them and answers of every type', () => {
    const { hasDealer, noDealer } = tabs();
    const dealerForm = reservationActivities().get(hasDealer)?.form_fields as FormField[];
    const noDealerForm = reservationActivities().get(noDealer)?.form_fields as FormField[];
    expect(dealerForm).toHaveLength(30);
    expect(dealerForm.some((field) => !isFormFieldType(field.type))).toBe(true);
    expect(new Set(noDealerForm.map((field) => field.type)).size).toBe(18);

    const all = reservationRecords().all();
    expect(all).toHaveLength(120);
    expect(all.filter((record) => record.activity_id === hasDealer)).toHaveLength(72);
    expect(all.filter((record) => record.activity_id === noDealer)).toHaveLength(48);
    const names = all.map((record) => (record.form_data.name as { name: string }).name);
    expect(names.some(hasChinese) && names.some((name) => !hasChinese(name))).toBe(true);
    expect(new Set(all.map((record) => record.status))).toEqual(
      new Set(['pending', 'approved', 'rejected', 'canceled', 'complete', 'noshow']),
    );
    expect(all.some((record) => record.metadata?.referer === 'ad_2023_09')).toBe(true);
  });
});

describe('record search and export', () => {
  beforeEach(() => signIn('admin'));

  it('searches one activity’s records with the generic query, without the internal activity id', async () => {
    const { noDealer } = tabs();
    const answer = await call<SearchResult<ReservationRecord>>('POST', `${RECORD}/${noDealer}/search`, {
      query: [{ k: 'status', op: 'eq', v: 'approved' }],
      page: 0,
      size: 5,
    });
    expect(answer.code).toBe(200);
    expect(answer.data.results.every((record) => record.status === 'approved')).toBe(true);
    expect(answer.data.results[0]).not.toHaveProperty('activity_id');
  });

  it('answers a search that names no order last updated first (02 §9), every record with its updated_at', async () => {
    const { hasDealer } = tabs();
    const answer = await call<SearchResult<ReservationRecord>>('POST', `${RECORD}/${hasDealer}/search`, {
      page: 0,
      size: 72,
    });
    const updated = answer.data.results.map((record) => record.updated_at!);
    expect(updated.every((time) => typeof time === 'number')).toBe(true);
    expect(updated).toEqual([...updated].sort((a, b) => b - a));
  });

  it('refuses an unknown activity with 1340869 and a body that is no search with a clear message', async () => {
    expect(await call('POST', `${RECORD}/nope/search`, {})).toMatchObject({ code: 1340869, data: null });
    const { hasDealer } = tabs();
    const bad = await call('POST', `${RECORD}/${hasDealer}/search`, '[1, 2]');
    expect(bad.code).toBe(400);
    expect(bad.msg).toBeTruthy();
  });

  it('exports an activity’s records as a list; the activity id is required', async () => {
    const { hasDealer } = tabs();
    const answer = await call<{ data: ReservationRecord[] }>('POST', `${RECORD}/export`, {
      activity_id: hasDealer,
    });
    expect(answer.data.data).toHaveLength(72);
    const updated = answer.data.data.map((record) => record.updated_at!);
    expect(updated).toEqual([...updated].sort((a, b) => b - a));
    expect(await call('POST', `${RECORD}/export`, {})).toMatchObject({
      code: 400,
      msg: 'Field "activity_id" is required',
    });
    expect(await call('POST', `${RECORD}/export`, { activity_id: 'nope' })).toMatchObject({ code: 1340869 });
  });

  it('answers the export and the search with the record search privilege (02 §6 lists no other), 968 without it', async () => {
    const { hasDealer } = tabs();
    // The viewer holds ReservationCenterSearchRecord.
    await signIn('viewer');
    expect(await call('POST', `${RECORD}/export`, { activity_id: hasDealer })).toMatchObject({ code: 200 });
    await signIn('club');
    expect(await call('POST', `${RECORD}/export`, { activity_id: hasDealer })).toMatchObject({ code: 968 });
    expect(await call('POST', `${RECORD}/${hasDealer}/search`, {})).toMatchObject({ code: 968 });
  });
});
