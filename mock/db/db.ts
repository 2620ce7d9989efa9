/** The process-wide mock db that every handler reads, plus the helper areas use to add their collections. */
import { createDb, registerSeeder, type Collection, type Db, type Doc, type Seeder } from './core';

export const db: Db = createDb();

/** Back to the seeded state (tests call it after each test). */
export function resetDb(): void {
  db.reset();
}

/**
 * Declares a collection and how it is seeded; returns an accessor.
 *   export const coupons = defineCollection<Coupon>('coupons', ({ random, count }) => [...]);
 *   coupons().all(); coupons().insert({...});
 * Pass another Db to the accessor to use it on a db made by createDb (tests of seeders).
 */
export function defineCollection<T extends Doc>(
  name: string,
  seeder: Seeder<T> = () => [],
): (target?: Db) => Collection<T> {
  registerSeeder(name, seeder);
  return (target: Db = db) => target.collection<T>(name);
}
