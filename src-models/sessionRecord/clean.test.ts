import { MASK } from 'config/privateFields';
import { loginRequested } from '../session';
import { cleanAction, cleanState, createCleaner } from './clean';

describe('what a session record and Redux DevTools show', () => {
  it('never shows a password or a token, however deep: the field is dropped', () => {
    expect(cleanAction(loginRequested({ email: 'a@b.cd', password: 'secret' }))).toEqual({
      type: 'session/loginRequested',
      payload: { email: MASK },
    });
    expect(
      cleanState({ list: [{ nested: { password: 'x', token: 'T0K3N', token_hint: 'T0…' } }], n: 1 }),
    ).toEqual({
      list: [{ nested: { token_hint: 'T0…' } }],
      n: 1,
    });
  });

  it('masks personal data and keeps its shape: an address stays an object, its flags kept', () => {
    const member = {
      id: 'm1',
      profile: { name: '王芳', phone: '13812345678', email: 'fang@mail.example', gender: 2 },
      address: { province: '广东省', city: '深圳市', has_dealer: true },
      form_data: {
        name: { name: '王芳' },
        identity: { type: 'mainland', id: '440300199001011234' },
        score: 5,
      },
    };
    expect(cleanState({ members: { entities: { m1: member } } })).toEqual({
      members: {
        entities: {
          m1: {
            id: 'm1',
            profile: { name: MASK, phone: MASK, email: MASK, gender: 2 },
            address: { province: MASK, city: MASK, has_dealer: true },
            form_data: { name: { name: MASK }, identity: { type: MASK, id: MASK }, score: MASK },
          },
        },
      },
    });
  });

  it("masks a person's name, never a coupon's or a store's", () => {
    const state = {
      coupons: { entities: { c1: { name: 'Spring ride voucher' } } },
      posts: { entities: { p1: { member: { name: 'Leo Chen' }, tags: [{ name: 'Touring' }] } } },
      docMembers: { entities: { d1: { name: '李伟', doc_name: 'North riders' } } },
    };
    expect(cleanState(state)).toEqual({
      coupons: { entities: { c1: { name: 'Spring ride voucher' } } },
      posts: { entities: { p1: { member: { name: MASK }, tags: [{ name: 'Touring' }] } } },
      docMembers: { entities: { d1: { name: MASK, doc_name: 'North riders' } } },
    });
    // A domain whose records are people: its actions' names too.
    const found = { type: 'docMembers/searchSucceeded', payload: { results: [{ name: '李伟' }], total: 1 } };
    expect(cleanAction(found).payload.results[0].name).toBe(MASK);
    const coupon = { type: 'coupons/searchSucceeded', payload: { results: [{ name: 'Voucher' }], total: 1 } };
    expect(cleanAction(coupon)).toEqual(coupon);
  });

  it("masks what an operator searched for in a private field: a condition's value is its field's", () => {
    const query = [
      { k: 'profile.phone', op: 'eq', v: '13812345678' },
      { k: 'profile.name', op: 'regex', v: 'Wang' },
      { k: 'name', op: 'regex', v: 'Voucher' },
      { k: 'password', op: 'eq', v: 'secret' },
    ];
    expect(cleanAction({ type: 'members/searchRequested', payload: { query } }).payload.query).toEqual([
      { k: 'profile.phone', op: 'eq', v: MASK },
      { k: 'profile.name', op: 'regex', v: MASK },
      { k: 'name', op: 'regex', v: 'Voucher' },
      { k: 'password', op: 'eq' },
    ]);
  });

  it('cleans a state once: what two states share is cleaned once and shared, and nothing is changed', () => {
    const cleaner = createCleaner();
    const rows = Object.freeze([Object.freeze({ profile: Object.freeze({ phone: '13812345678' }) })]);
    const first = Object.freeze({ members: Object.freeze({ rows }), preferences: { locale: 'en-US' } });
    const second = Object.freeze({ ...first, preferences: { locale: 'zh-CN' } });
    const [a, b] = [cleaner.cleanState(first), cleaner.cleanState(second)];
    expect(b.members).toBe(a.members);
    expect(b.preferences).toEqual({ locale: 'zh-CN' });
    expect(rows[0].profile.phone).toBe('13812345678');
  });

  it('follows the list it is given: a field left out of it stays', () => {
    const cleaner = createCleaner({ removed: [], masked: ['email'], maskedWithin: {} });
    expect(cleaner.cleanState({ phone: '138', email: 'a@b.cd', member: { name: 'Li' } })).toEqual({
      phone: '138',
      email: MASK,
      member: { name: 'Li' },
    });
  });
});
