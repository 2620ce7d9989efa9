/**
 * The guard every test runs after it (test/privateFieldsGuard.ts): it must see a private field that survives the
 * record's cleaning, and a private value copied under a field the list does not name.
 */
import type { UnknownAction } from '@reduxjs/toolkit';
import { privateLeftovers } from 'test/privateLeftovers';
import { createCleaner } from './clean';

const signIn: UnknownAction = {
  type: 'session/loginRequested',
  payload: { email: 'li.na@mail.example', password: 'secret-42' },
};
const candidates: UnknownAction = {
  type: 'docArea/adminCandidatesLoaded',
  payload: {
    keyword: '13800138000',
    items: [
      {
        id: 'm-1',
        unionid: 'u-1',
        profile: { name: '李娜', phone: '13800138000', email: 'li.na@mail.example' },
      },
    ],
  },
};
const answers: UnknownAction = {
  type: 'reservations/searchSucceeded',
  payload: { items: [{ id: 'r-1', form_data: { time: '18:00' } }], config: { closes: '18:00' } },
};
const keep = (action: UnknownAction) => action;

describe('the private-field guard', () => {
  it('finds nothing in actions cleaned as a record is', () => {
    expect(privateLeftovers([signIn, candidates, answers])).toEqual([]);
  });

  it('names each private field that is not cleaned, where it is', () => {
    expect(privateLeftovers([signIn], keep)).toEqual([
      'session/loginRequested.payload.email is not cleaned',
      'session/loginRequested.payload.password is not cleaned',
      "session/loginRequested holds 'li.na@mail.example', a private field's value",
      "session/loginRequested holds 'secret-42', a private field's value",
    ]);
    expect(privateLeftovers([candidates], keep)).toEqual(
      expect.arrayContaining([
        'docArea/adminCandidatesLoaded.payload.keyword is not cleaned',
        'docArea/adminCandidatesLoaded.payload.items.0.profile.name is not cleaned',
        'docArea/adminCandidatesLoaded.payload.items.0.profile.phone is not cleaned',
      ]),
    );
  });

  it('finds a private value copied under a field the list does not name', () => {
    const withoutKeyword = createCleaner({
      removed: ['password'],
      masked: ['phone', 'email'],
      maskedWithin: { name: ['profile'] },
    });
    expect(privateLeftovers([candidates], withoutKeyword.cleanAction)).toEqual([
      'docArea/adminCandidatesLoaded.payload.keyword is not cleaned',
      "docArea/adminCandidatesLoaded holds '13800138000', a private field's value",
    ]);
  });

  it('does not take an id for a copy: who changed a record may be told by id', () => {
    const changed: UnknownAction = {
      type: 'config/saveSucceeded',
      payload: { updated_by: 'op-admin', operator: { id: 'op-admin', name: 'Admin' } },
    };
    expect(privateLeftovers([changed])).toEqual([]);
    expect(privateLeftovers([{ ...changed, payload: { updated_by: 'op-admin', by: 'op-admin' } }])).toEqual([
      "config/saveSucceeded holds 'op-admin', a private field's value",
    ]);
  });

  it("does not take an address's place names for copies: a province is every visitor's from there too", () => {
    const member: UnknownAction = {
      type: 'members/searchSucceeded',
      payload: {
        items: [
          {
            id: 'm-1',
            address: { province: '香港特别行政区', city: '香港特别行政区', street: '九龙城道 12 号' },
          },
        ],
      },
    };
    const visits: UnknownAction = {
      type: 'trackingEvents/searchSucceeded',
      payload: { items: [{ id: 'e-1', province: '香港特别行政区', city: '香港特别行政区' }] },
    };
    expect(privateLeftovers([member, visits])).toEqual([]);
    // The rest of the address is still looked for.
    const copied = { ...visits, payload: { items: [{ id: 'e-1', note: '九龙城道 12 号' }] } };
    expect(privateLeftovers([member, copied])).toEqual([
      "trackingEvents/searchSucceeded holds '九龙城道 12 号', a private field's value",
    ]);
  });

  it("does not take a form's answers for copies: a time answered is a time of the settings too", () => {
    const answersOnly = createCleaner({ removed: [], masked: ['form_data'], maskedWithin: {} });
    expect(privateLeftovers([answers], answersOnly.cleanAction)).toEqual([]);
  });
});
