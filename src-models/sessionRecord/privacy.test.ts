/**
 * Nothing private leaves in a session record: the actions of a session that signs in, searches every list of
 * every area, opens every document, saves them back, looks for a club administrator, creates a tag token and searches again, against the mock's seed, are cleaned
 * as a record is, and no private value of the seed may be found in them. The values are found without the list of
 * config/privateFields.ts (by their shape, or known from the seed), so a private field the list misses fails here,
 * and so does an entry dropped from the list.
 */
import type { UnknownAction } from '@reduxjs/toolkit';
import { PRIVATE_FIELDS } from 'config/privateFields';
import { installMockBackend } from 'mock/node';
import { clubs } from 'mock/db/clubs';
import { members } from 'mock/db/members';
import { tagCenterScopes } from 'mock/db/lookups';
import { DEMO_OPERATORS } from 'mock/db/operators';
import { posts } from 'mock/db/posts';
import { reservationRecords } from 'mock/db/reservations';
import { stores } from 'mock/db/stores';
import { complaintFormId, formRecords } from 'mock/db/vehicles';
import { channelGroups } from 'mock/db/channels';
import { areaDomainTables } from 'test/allDomains';
import { createTestStore, waitForState } from 'test/storeTesting';
import { ADMIN } from 'test/operatorSession';
import type { QueryItem } from 'src-services/types';
import { inGroup } from '../channels';
import { floorTypeScope } from '../floors';
import type { DomainTable } from '../coreDomains';
import { loginRequested } from '../session';
import { shellDomains } from '../shellDomains';
import { complaintScope } from '../vehicles';
import { createCleaner, type Cleaner, type PrivateFields } from './clean';

installMockBackend();

type State = Record<string, Record<string, unknown>>;
const isList = (slice: Record<string, unknown>) =>
  'entities' in slice && 'search' in slice && 'query' in slice;
const isDocument = (slice: Record<string, unknown>) => 'data' in slice && 'load' in slice && 'save' in slice;

/** A document opened from a list: the list whose first record's id it loads. */
const OPENED_FROM: Record<string, string> = {
  memberDetail: 'members',
  doc: 'docs',
  adminDoc: 'adminDocs',
  floor: 'floors',
  formCenterForm: 'formCenterForms',
  postDetail: 'posts',
  promoteActivity: 'promoteActivities',
  store: 'stores',
  subscribeMsgActivity: 'subscribeMsgActivities',
  couponActivity: 'couponActivities',
};

/** A list of one parent's records: the scope its page gives it. */
const SCOPED: Record<string, () => QueryItem[]> = {
  channels: () => inGroup(channelGroups().all()[0].id),
  complaints: () => complaintScope(complaintFormId()),
  floors: () => floorTypeScope('home'),
};

interface Corpus {
  actions: UnknownAction[];
  /** The state each session ended with. */
  states: unknown[];
}

/** Resolves once no action has come for half a second. */
async function quiet(actions: readonly unknown[]): Promise<void> {
  for (let seen = -1, still = 0; still < 5;) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    still = actions.length === seen ? still + 1 : 0;
    seen = actions.length;
  }
}

/**
 * One operator's session in one area's pages (a store of its domains, as the app's is while the area is open):
 * what a record of it would hold, before cleaning.
 */
async function sessionOf(
  account: { email: string; password: string },
  domains: DomainTable,
): Promise<Corpus> {
  const store = createTestStore({ domains: { ...shellDomains, ...domains } });
  store.dispatch(loginRequested(account));
  await waitForState(store, (state) => state.session.status === 'authenticated');
  const state = () => store.getState() as unknown as State;
  const names = Object.keys(state());
  const lists = names.filter((name) => isList(state()[name]));
  const documents = names.filter((name) => isDocument(state()[name]));
  const settled = (kind: 'search' | 'load' | 'save', among: string[]) =>
    waitForState(
      store,
      () => among.every((name) => (state()[name][kind] as { status: string }).status !== 'pending'),
      15_000,
    ).catch((error: Error) => {
      const pending = among.filter(
        (name) => (state()[name][kind] as { status: string }).status === 'pending',
      );
      throw new Error(`${kind} pending in ${pending.join(', ')}: ${error.message.slice(0, 100)}`);
    });

  for (const name of lists)
    store.dispatch({ type: `${name}/searchRequested`, payload: { scope: SCOPED[name]?.() ?? [] } });
  await settled('search', lists);
  for (const name of documents) {
    const list = state()[OPENED_FROM[name]];
    const id = (list?.ids as string[] | undefined)?.[0];
    store.dispatch({ type: `${name}/loadRequested`, payload: id ? { id } : undefined });
  }
  await settled('load', documents);
  // The club editor's admin picker, searched by a member's phone as an operator would.
  if ('docArea' in state()) {
    const keyword = members()
      .all()
      .find((member) => member.profile?.phone)?.profile?.phone;
    store.dispatch({ type: 'docArea/adminSearchRequested', payload: { keyword, docId: null } });
  }
  // Each opened document saved back as it is, and each list's first record: what an edit sends.
  for (const name of documents) {
    const { data } = state()[name];
    if (data)
      store.dispatch({ type: `${name}/saveRequested`, payload: { requestId: `d-${name}`, input: data } });
  }
  for (const name of lists) {
    const { ids, entities } = state()[name] as { ids: string[]; entities: Record<string, unknown> };
    // A tag token is shown once, when it is created: the one secret the app ever holds.
    const item =
      name === 'tagTokens'
        ? { scope_id: tagCenterScopes().all()[0].id, name: 'Corpus', remark: '' }
        : entities[ids[0]];
    if (item) store.dispatch({ type: `${name}/saveRequested`, payload: { requestId: `l-${name}`, item } });
  }
  // A model without a save hears none of these: the session is over once no action has come for a while.
  await quiet(store.actions);
  // Every list once more, as the operator comes back to it: what the saves wrote (the tag center's log).
  for (const name of lists)
    store.dispatch({ type: `${name}/searchRequested`, payload: { scope: SCOPED[name]?.() ?? [] } });
  await settled('search', lists);
  return { actions: store.actions, states: [store.getState()] };
}

/** Areas' pages opened by one operator, side by side. */
async function sessionsOf(
  account: { email: string; password: string },
  tables: DomainTable[],
): Promise<Corpus> {
  const sessions = await Promise.all(tables.map((table) => sessionOf(account, table)));
  return {
    actions: sessions.flatMap((session) => session.actions),
    states: sessions.flatMap((session) => session.states),
  };
}

/** The admin's sessions in every area, then a club administrator's in the clubs' (their administration lists). */
async function sessionCorpus(): Promise<Corpus> {
  const admin = await sessionsOf(ADMIN, Object.values(areaDomainTables));
  const clubAdmin = DEMO_OPERATORS.find((operator) => operator.id === 'op-clubAdmin');
  if (!clubAdmin) throw new Error('no demo club administrator');
  const club = await sessionsOf({ email: clubAdmin.email, password: clubAdmin.password }, [
    areaDomainTables.doc,
  ]);
  return { actions: [...admin.actions, ...club.actions], states: [...admin.states, ...club.states] };
}

type Kind = 'email' | 'phone' | 'idNumber' | 'name' | 'address' | 'birthday' | 'password' | 'token';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const anyOf = (values: Iterable<string>) =>
  new RegExp(
    [...new Set(values)]
      .filter((value) => value.length > 1)
      .map(escape)
      .join('|'),
  );

/** Finds private values by their shape, or as the seed holds them: never by the field they are in. */
function privateValueFinder(corpus: Corpus): (text: string) => Kind | null {
  const strings = (values: unknown[]) => values.filter((value): value is string => typeof value === 'string');
  const answers = [...reservationRecords().all(), ...formRecords().all()].map(
    (record) => record.form_data as Record<string, { name?: unknown; address?: unknown } | undefined>,
  );
  const created = corpus.actions.find((action) => action.type === 'tagTokens/saveSucceeded') as
    { payload: { item: { token: string } } } | undefined;
  if (!created) throw new Error('the corpus created no tag token');
  const known: [Kind, RegExp][] = [
    ['email', /[\w.+-]+@[\w-]+(\.[\w-]+)+/],
    // Alone or beside punctuation: inside an id ('u1a0e2772...') a run of digits is no phone.
    ['phone', /(^|[^\dA-Za-z])1[3-9]\d{9}($|[^\dA-Za-z])/],
    ['idNumber', /(^|[^\dA-Za-z])\d{17}[\dXx]($|[^\dA-Za-z])|^[ECT]\d{8}$/],
    [
      'name',
      anyOf(
        strings([
          ...members()
            .all()
            .flatMap((member) => [member.profile?.name, member.mini_profile?.nickname]),
          ...answers.map((answer) => answer.name?.name),
          ...posts()
            .all()
            .map((post) => post.member.name),
          ...clubs()
            .all()
            .flatMap((club) => [club.chairman.name, ...club.admins.map((admin) => admin.name)]),
          ...DEMO_OPERATORS.map((operator) => operator.name),
        ]),
      ),
    ],
    [
      'address',
      anyOf(
        strings([
          ...stores()
            .all()
            .map((store) => store.detail_address),
          ...clubs()
            .all()
            .map((club) => club.address),
          ...posts()
            .all()
            .map((post) => post.location?.address),
          ...answers.map((answer) => answer.address?.address),
        ]),
      ),
    ],
    [
      'birthday',
      anyOf(
        strings(
          members()
            .all()
            .map((member) => member.profile?.birthday),
        ),
      ),
    ],
    ['password', anyOf(DEMO_OPERATORS.map((operator) => operator.password))],
    ['token', anyOf([created.payload.item.token])],
  ];
  return (text) => known.find(([, pattern]) => pattern.test(text))?.[0] ?? null;
}

interface Leak {
  kind: Kind;
  where: string;
  value: string;
}

/** Every private value in the cleaned actions and state, with where it is. */
function leaksOf(corpus: Corpus, cleaner: Cleaner, find: (text: string) => Kind | null): Leak[] {
  const leaks: Leak[] = [];
  const walk = (value: unknown, where: string) => {
    if (typeof value === 'string') {
      const kind = find(value);
      if (kind) leaks.push({ kind, where, value });
    } else if (value && typeof value === 'object') {
      for (const [key, inner] of Object.entries(value)) walk(inner, `${where}.${key}`);
    }
  };
  corpus.actions.forEach((action) => walk(cleaner.cleanAction(action), action.type));
  corpus.states.forEach((state, index) => walk(cleaner.cleanState(state), `state${index}`));
  return leaks;
}

const RAW: Cleaner = { cleanAction: (action) => action, cleanState: (state) => state };

type Entry =
  [list: 'removed' | 'masked', name: string] | [list: 'maskedWithin', field: string, place: string];

/** Every entry of the list: a field, or a field in one place. */
function entriesOf(fields: PrivateFields): Entry[] {
  return [
    ...fields.removed.map((name): Entry => ['removed', name]),
    ...fields.masked.map((name): Entry => ['masked', name]),
    ...Object.entries(fields.maskedWithin).flatMap(([field, places]) =>
      places.map((place): Entry => ['maskedWithin', field, place]),
    ),
  ];
}

/** The list with one entry left out. */
function without([list, name, place]: Entry): PrivateFields {
  const keep = (names: readonly string[]) =>
    names.filter((other) => list === 'maskedWithin' || other !== name);
  return {
    removed: list === 'removed' ? keep(PRIVATE_FIELDS.removed) : PRIVATE_FIELDS.removed,
    masked: list === 'masked' ? keep(PRIVATE_FIELDS.masked) : PRIVATE_FIELDS.masked,
    maskedWithin: Object.fromEntries(
      Object.entries(PRIVATE_FIELDS.maskedWithin).map(([field, places]) => [
        field,
        field === name ? places.filter((other) => other !== place) : places,
      ]),
    ),
  };
}

describe('a session record holds nothing private', () => {
  let corpus: Corpus;
  let find: (text: string) => Kind | null;

  beforeAll(async () => {
    corpus = await sessionCorpus();
    find = privateValueFinder(corpus);
  });

  it('walks a session that met every kind of private value, in every list and document', () => {
    const kinds = new Set(leaksOf(corpus, RAW, find).map((leak) => leak.kind));
    expect([...kinds].sort()).toEqual(
      ['address', 'birthday', 'email', 'idNumber', 'name', 'password', 'phone', 'token'].sort(),
    );
    const types = new Set(corpus.actions.map((action) => action.type));
    const unanswered = (corpus.states as State[]).flatMap((state) =>
      Object.keys(state).filter((name) => isList(state[name]) && !types.has(`${name}/searchSucceeded`)),
    );
    expect(unanswered).toEqual([]);
    const unopened = Object.keys(OPENED_FROM).filter((name) => !types.has(`${name}/loadSucceeded`));
    expect(unopened).toEqual([]);
  });

  it('leaves none of them in any action or state, once cleaned', () => {
    expect(leaksOf(corpus, createCleaner(), find).slice(0, 10)).toEqual([]);
  });

  it('needs every entry of the private-field list: without any one of them, something leaks', () => {
    const needless = entriesOf(PRIVATE_FIELDS).filter(
      (entry) => leaksOf(corpus, createCleaner(without(entry)), find).length === 0,
    );
    expect(needless).toEqual([]);
  });
});
