/** The store, member and club handlers on their own: the seed, bad bodies, the clerk update's rules. */
import { PROVINCES, isCityOf } from '../../config/regions';
import { PROVINCES as TRACKED_REGIONS } from '../tracking/regions';
import { members } from '../db/members';
import { stores } from '../db/stores';
import { installMockBackend } from '../node';
import { call } from '../testing';
import { signIn } from '../../test/signIn';
import en from '../../src-locales/en-US/store';
import zh from '../../src-locales/zh-CN/store';
import { STORE_MESSAGES } from './storeRules';

installMockBackend();

beforeEach(() => signIn('admin'));

describe('the seed', () => {
  it('has stores in real cities with clerks of open stores', () => {
    const all = stores().all();
    expect(all.length).toBe(12);
    expect(all.every((store) => isCityOf(store.province, store.city))).toBe(true);
    expect(all.some((store) => /[\u4e00-\u9fa5]/.test(store.name))).toBe(true);
    expect(all.some((store) => /^[A-Za-z ]+$/.test(store.name))).toBe(true);
    const clerks = members().find((member) => member.is_clerk);
    expect(clerks.length).toBeGreaterThan(10);
    for (const clerk of clerks)
      expect(stores().get(clerk.store_id as string)).toMatchObject({
        name: clerk.store_name,
        disabled: false,
      });
  });

  it('gives every city a code in its province', () => {
    const codes = PROVINCES.flatMap((province) => [
      province.code,
      ...province.cities.map((city) => city.code),
    ]);
    expect(codes.every((code) => /^\d{6}$/.test(code))).toBe(true);
    for (const province of PROVINCES)
      for (const city of province.cities) expect(city.code.slice(0, 2)).toBe(province.code.slice(0, 2));
    // The tracking data's regions are a subset of the same list.
    const known = new Map(codes.map((code) => [code, true]));
    const tracked = TRACKED_REGIONS.flatMap((province) => province.cities.map((city) => city.adcode));
    expect(tracked.filter((code) => code !== undefined && code < 810000 && !known.has(String(code)))).toEqual(
      [],
    );
  });
});

describe("the store form's messages", () => {
  it('are the English the form shows, and exist in both languages', () => {
    for (const code of [
      'nameRequired',
      'coverRequired',
      'provinceRequired',
      'cityRequired',
      'addressRequired',
      'phoneRequired',
      'mailsRequired',
      'mailInvalid',
    ] as const) {
      expect(en[`store.rule.${code}`]).toBe(STORE_MESSAGES[code]);
      expect(zh[`store.rule.${code}`]).toBeTruthy();
    }
    expect(zh['store.rule.mailInvalid']).toBe('邮箱格式不正确');
  });
});

describe('bad bodies', () => {
  it.each([
    ['/api/v1/scrm/store/save', [], 'Body must be a JSON object'],
    ['/api/v1/scrm/store/save', { name: 'x', dealer_mails: 'a@b.co' }, 'Please upload the cover image'],
    ['/api/v1/scrm/member/update/clerk', { store_id: '' }, 'Field "id" must be a string'],
    ['/api/v1/scrm/member/update/clerk', { id: 'nope', is_clerk: false }, 'Member not found'],
  ])('%s refuses %p with an error envelope', async (path, body, msg) => {
    const answer = await call('POST', path, body);
    expect(answer).toMatchObject({ msg, data: null });
    expect(answer.code).not.toBe(200);
  });

  it('refuses a save that names a store that does not exist', async () => {
    expect(await call('POST', '/api/v1/scrm/store/save', { id: 'nope' })).toMatchObject({
      code: 404,
      msg: 'Store not found',
    });
  });
});

describe('the clerk update', () => {
  it('sets a clerk only with a store that exists, and cancels with an empty store', async () => {
    const member = members().findOne((candidate) => !candidate.is_clerk)!;
    const [store] = stores().all();
    const path = '/api/v1/scrm/member/update/clerk';
    expect(await call('POST', path, { id: member.id, store_id: '', is_clerk: true })).toMatchObject({
      code: 400,
      msg: 'Please select a store',
    });
    expect(await call('POST', path, { id: member.id, store_id: 'x' })).toMatchObject({
      code: 400,
      msg: 'Field "is_clerk" must be a boolean',
    });
    await call('POST', path, { id: member.id, store_id: store.id, is_clerk: true });
    expect(members().get(member.id)).toMatchObject({
      is_clerk: true,
      store_id: store.id,
      store_name: store.name,
    });
    await call('POST', path, { id: member.id, store_id: '', is_clerk: false });
    expect(members().get(member.id)).toMatchObject({ is_clerk: false, store_id: null, store_name: null });
  });

  it('answers 968 to an operator who may not update clerks', async () => {
    await signIn('viewer');
    const member = members().findOne((candidate) => candidate.is_clerk)!;
    expect(
      await call('POST', '/api/v1/scrm/member/update/clerk', {
        id: member.id,
        store_id: '',
        is_clerk: false,
      }),
    ).toMatchObject({ code: 968, msg: 'insufficient permission' });
  });
});
