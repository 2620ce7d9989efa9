/**
 * The tracking event store: columns (see columns.ts) plus the customers behind the events. Built once, read-only.
 * getTrackingStore() builds the demo store on its first call: MOCK_TRACKING_EVENTS events (default 200,000; 20,000
 * when MOCK_SEED_SIZE=small, as in jest), seed MOCK_TRACKING_SEED, over the 180 days before that call. The HTTP
 * servers (dev server, `npm run serve`, the bench) make that call when they start (createMockMiddleware).
 */
import { ColumnsBuilder, DYNAMIC_OBJECTS, type Column, type DictColumn, type NumColumn } from './columns';
import { DEFAULT_SEED, generateTracking, type GenerateOptions } from './generator';
import type { TrackingCustomer, TrackingEvent } from './types';

export interface TrackingStore {
  readonly size: number;
  /** Leaf fields by dotted path, in schema order then first-seen order. */
  readonly columns: ReadonlyMap<string, Column>;
  /** Paths of objects ("location", "launch_option.query") for exists and _source filtering. */
  readonly objectPaths: ReadonlySet<string>;
  readonly createdAt: NumColumn;
  /** Document id of a row: the event's own `_id`, else one derived from the row (stable for a given build). */
  id(row: number): string;
  customer(idOrOpenid: string): TrackingCustomer | undefined;
  readonly customers: readonly TrackingCustomer[];
  /** A field that may exist but has no values here (an absent page parameter): an all-missing column. */
  emptyColumn(path: string): DictColumn;
  isDynamicPath(path: string): boolean;
}

export interface BuildOptions {
  /** The customers behind the events; derived from the events' customer.mini_profile when absent. */
  customers?: readonly TrackingCustomer[];
}

export function buildStore(events: Iterable<TrackingEvent>, options: BuildOptions = {}): TrackingStore {
  const builder = new ColumnsBuilder();
  for (const event of events) builder.add(event);
  const { size, columns, ids } = builder.finish();
  const objectPaths = new Set<string>();
  for (const path of columns.keys()) {
    const parts = path.split('.');
    for (let i = 1; i < parts.length; i++) objectPaths.add(parts.slice(0, i).join('.'));
  }
  for (const path of DYNAMIC_OBJECTS) objectPaths.add(path);
  const customers = options.customers ?? deriveCustomers(size, columns);
  const byKey = new Map<string, TrackingCustomer>();
  for (const c of customers) byKey.set(c.openid, c);
  for (const c of customers) byKey.set(c.id, c);
  const empty = new Map<string, DictColumn>();
  let zeros: Uint8Array | undefined;
  return {
    size,
    columns,
    objectPaths,
    createdAt: columns.get('created_at') as NumColumn,
    id: (row) => ids?.[row] ?? `ev${row.toString(36).padStart(7, '0')}`,
    customer: (key) => byKey.get(key),
    customers,
    emptyColumn(path) {
      let column = empty.get(path);
      if (!column) {
        zeros ??= new Uint8Array(size);
        column = { kind: 'dict', path, type: 'keyword', codes: zeros, values: [''], lookup: new Map() };
        empty.set(path, column);
      }
      return column;
    },
    isDynamicPath: (path) => DYNAMIC_OBJECTS.some((prefix) => path.startsWith(`${prefix}.`)),
  };
}

/** One customer per openid seen, with the profile of its first event; the openid doubles as the id. */
function deriveCustomers(size: number, columns: ReadonlyMap<string, Column>): TrackingCustomer[] {
  const openid = columns.get('customer.mini_profile.openid') as DictColumn;
  const nickname = columns.get('customer.mini_profile.nickname') as DictColumn;
  const avatar = columns.get('customer.mini_profile.avatar_url') as DictColumn;
  const unionid = columns.get('unionid') as DictColumn;
  const seen = new Set<number>();
  const out: TrackingCustomer[] = [];
  for (let row = 0; row < size; row++) {
    const code = openid.codes[row];
    if (code === 0 || seen.has(code)) continue;
    seen.add(code);
    const id = String(openid.values[code]);
    out.push({
      id,
      openid: id,
      unionid: unionid.codes[row] ? String(unionid.values[unionid.codes[row]]) : undefined,
      mini_profile: {
        openid: id,
        nickname: String(nickname.values[nickname.codes[row]] ?? ''),
        avatar_url: String(avatar.values[avatar.codes[row]] ?? ''),
      },
    });
  }
  return out;
}

/** A store of generated events (see generator.ts), without keeping the events as objects. */
export function generateStore(options: GenerateOptions): TrackingStore {
  const generated = generateTracking(options);
  return buildStore(generated.events(), { customers: generated.customers });
}

let current: TrackingStore | undefined;

/** The environment when there is one (the handlers may also be bundled for a browser). */
const environment = (): Record<string, string | undefined> =>
  typeof process === 'undefined' ? {} : process.env;

const integerSetting = (value: string | undefined): number | undefined =>
  value !== undefined && /^\d+$/.test(value.trim()) ? Number(value) : undefined;

/** Events in the demo store: MOCK_TRACKING_EVENTS, else 20,000 for small seeds (tests), else 200,000. */
export function defaultEventCount(env = environment()): number {
  return integerSetting(env.MOCK_TRACKING_EVENTS) ?? (env.MOCK_SEED_SIZE === 'small' ? 20_000 : 200_000);
}

export function getTrackingStore(): TrackingStore {
  current ??= generateStore({
    count: defaultEventCount(),
    seed: integerSetting(environment().MOCK_TRACKING_SEED) ?? DEFAULT_SEED,
    now: Date.now(),
  });
  return current;
}

/** Replaces the shared store (tests); undefined rebuilds it lazily on next use. */
export function setTrackingStore(store: TrackingStore | undefined): void {
  current = store;
}
