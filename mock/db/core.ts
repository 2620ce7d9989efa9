/**
 * The in-memory db: named collections, each seeded on first use from a registered seeder with its own PRNG
 * stream (derived from the db seed and the collection name), so adding a collection never changes another's
 * data and the access order does not matter.
 */
import { Random } from '../lib/random';

export interface Doc {
  id: string;
}

/** `small` for tests, `demo` for a realistic demo, or an explicit record count per main collection. */
export type SeedSize = 'small' | 'demo' | number;

export interface SeedContext {
  random: Random;
  size: SeedSize;
  /** The seed's "now" in unix seconds: seeded dates are placed relative to it. */
  now: number;
  db: Db;
  /** The record count for this seed size: `small` or `demo`, or the explicit number. */
  count(counts: { small: number; demo: number }): number;
}

export type Seeder<T extends Doc> = (context: SeedContext) => T[];

const seeders = new Map<string, Seeder<Doc>>();

/** Registers how a collection is seeded; the latest registration for a name wins. */
export function registerSeeder<T extends Doc>(name: string, seeder: Seeder<T>): void {
  seeders.set(name, seeder as unknown as Seeder<Doc>);
}

/** Whether a collection has a seeder: a seeder that reads another collection by name checks this first. */
export const hasSeeder = (name: string): boolean => seeders.has(name);

export class Collection<T extends Doc> {
  private readonly items = new Map<string, T>();
  private snapshot: T[] | null = null;

  constructor(
    readonly name: string,
    private readonly newId: () => string,
  ) {}

  /** Every record in insertion order. The array is cached until the next write: do not mutate it. */
  all(): readonly T[] {
    this.snapshot ??= Array.from(this.items.values());
    return this.snapshot;
  }

  get size(): number {
    return this.items.size;
  }

  get(id: string): T | undefined {
    return this.items.get(id);
  }

  find(predicate: (item: T) => boolean): T[] {
    return this.all().filter(predicate);
  }

  findOne(predicate: (item: T) => boolean): T | undefined {
    return this.all().find(predicate);
  }

  /** Adds a record, giving it an id when it has none. */
  insert(item: Omit<T, 'id'> & { id?: string }): T {
    const id = item.id ?? this.newId();
    if (this.items.has(id)) throw new Error(`Duplicate id ${id} in collection ${this.name}`);
    const record = { ...item, id } as T;
    this.items.set(id, record);
    this.snapshot = null;
    return record;
  }

  insertMany(items: ReadonlyArray<Omit<T, 'id'> & { id?: string }>): T[] {
    return items.map((item) => this.insert(item));
  }

  /** Merges `patch` into a copy of the record (earlier readers keep the old object); undefined if absent. */
  update(id: string, patch: Partial<Omit<T, 'id'>>): T | undefined {
    const current = this.items.get(id);
    if (!current) return undefined;
    const next = { ...current, ...patch, id } as T;
    this.items.set(id, next);
    this.snapshot = null;
    return next;
  }

  remove(id: string): boolean {
    const removed = this.items.delete(id);
    if (removed) this.snapshot = null;
    return removed;
  }

  removeWhere(predicate: (item: T) => boolean): number {
    const ids = this.find(predicate).map((item) => item.id);
    ids.forEach((id) => this.items.delete(id));
    if (ids.length > 0) this.snapshot = null;
    return ids.length;
  }

  clear(): void {
    this.items.clear();
    this.snapshot = null;
  }
}

export interface DbOptions {
  seedSize?: SeedSize;
  seed?: string | number;
  /** Unix seconds; see `defaultNow`. */
  now?: number;
}

/** 2025-06-01 00:00 UTC+8: the fixed "now" of small (test) seeds. */
export const FIXED_NOW = 1748707200;

/**
 * Tests get a fixed clock so their data never changes. The demo is placed around today's midnight (UTC+8),
 * so "last 7 days" views have data; it is still the same all day. `MOCK_NOW` (unix seconds) overrides both.
 */
export function defaultNow(size: SeedSize, env: string | undefined = process.env.MOCK_NOW): number {
  if (env && /^\d+$/.test(env)) return Number(env);
  if (size === 'small') return FIXED_NOW;
  const offset = 8 * 3600;
  const seconds = Math.floor(Date.now() / 1000) + offset;
  return seconds - (seconds % 86400) - offset;
}

export function seedSizeFrom(value: string | undefined = process.env.MOCK_SEED_SIZE): SeedSize {
  if (value === 'small' || value === 'demo') return value;
  if (value && /^\d+$/.test(value)) return Number(value);
  return 'demo';
}

export class Db {
  readonly seedSize: SeedSize;
  readonly seed: string;
  readonly now: number;
  private readonly collections = new Map<string, Collection<Doc>>();
  private ids: Random;

  constructor(options: DbOptions = {}) {
    this.seedSize = options.seedSize ?? seedSizeFrom();
    this.seed = String(options.seed ?? 'moto-member');
    this.now = options.now ?? defaultNow(this.seedSize);
    this.ids = new Random(`${this.seed}:ids`);
  }

  /** The collection called `name`, created and seeded on first use. */
  collection<T extends Doc>(name: string): Collection<T> {
    let existing = this.collections.get(name);
    if (!existing) {
      existing = new Collection<Doc>(name, () => this.ids.id());
      // Registered before seeding so a seeder that reads its own collection gets it rather than recursing.
      this.collections.set(name, existing);
      const seeder = seeders.get(name);
      if (seeder) existing.insertMany(seeder(this.seedContext(name)));
    }
    return existing as unknown as Collection<T>;
  }

  /** Drops every collection; each is seeded again, identically, on its next use. */
  reset(): void {
    this.collections.clear();
    this.ids = new Random(`${this.seed}:ids`);
  }

  private seedContext(name: string): SeedContext {
    const size = this.seedSize;
    return {
      random: new Random(`${this.seed}:${name}`),
      size,
      now: this.now,
      db: this,
      count: ({ small, demo }) => (typeof size === 'number' ? size : size === 'small' ? small : demo),
    };
  }
}

export function createDb(options: DbOptions = {}): Db {
  return new Db(options);
}

/**
 * A placeholder banner (750*472, a colour per hue), served by the upload service like any uploaded file, so a
 * seeded record passes the image URL rule (config/mediaUrl.ts) when it is edited.
 */
export const demoBannerUrl = (hue: number) => `/api/v1/upload-center/files/demo-banner/${hue}.svg`;
