import { PRIVILEGES, ALL_PRIVILEGES } from '../../config/privileges';
import { createDb, defaultNow, FIXED_NOW, seedSizeFrom } from './core';
import { db, defineCollection, resetDb } from './db';
import { DEMO_ACCOUNTS, DEMO_OPERATORS } from './operators';
import { operators } from './collections';

interface Bike {
  id: string;
  name: string;
  cc: number;
  at: number;
}

const bikes = defineCollection<Bike>('test-bikes', ({ random, count, now }) =>
  Array.from({ length: count({ small: 5, demo: 50 }) }, (_, i) => ({
    id: random.id(),
    name: `Bike ${i}`,
    cc: random.pick([125, 250, 650, 1200]),
    at: now - random.int(0, 86400),
  })),
);

afterEach(resetDb);

describe('mock db', () => {
  it('seeds from the env size (small under jest) and the same seed gives the same data', () => {
    expect(db.seedSize).toBe('small');
    expect(db.now).toBe(FIXED_NOW);
    expect(bikes().size).toBe(5);
    const again = createDb({ seedSize: 'small' });
    expect(bikes(again).all()).toEqual(bikes().all());
    expect(bikes(createDb({ seedSize: 'small', seed: 'other' })).all()).not.toEqual(bikes().all());
    expect(bikes(createDb({ seedSize: 'demo', now: FIXED_NOW })).size).toBe(50);
    expect(bikes(createDb({ seedSize: 7 })).size).toBe(7);
  });

  it('inserts, updates, finds and removes, and reset brings the seed back', () => {
    const seeded = bikes().all();
    const added = bikes().insert({ name: 'Custom', cc: 900, at: 0 });
    expect(added.id).toMatch(/^[0-9a-f]{24}$/);
    const before = bikes().get(added.id);
    const updated = bikes().update(added.id, { cc: 1000 });
    expect(updated).toEqual({ ...added, cc: 1000 });
    expect(before?.cc).toBe(900); // earlier readers keep their copy
    expect(bikes().update('missing', { cc: 1 })).toBeUndefined();
    expect(bikes().find((bike) => bike.cc === 1000)).toEqual([updated]);
    expect(bikes().findOne((bike) => bike.name === 'Custom')?.id).toBe(added.id);
    expect(() => bikes().insert({ ...added })).toThrow(/Duplicate id/);
    expect(bikes().remove(added.id)).toBe(true);
    expect(bikes().remove(added.id)).toBe(false);
    bikes().insert({ name: 'Again', cc: 1, at: 0 });
    resetDb();
    expect(bikes().all()).toEqual(seeded);
  });

  it('reads the seed size from MOCK_SEED_SIZE', () => {
    expect(seedSizeFrom('small')).toBe('small');
    expect(seedSizeFrom('1000')).toBe(1000);
    expect(seedSizeFrom('')).toBe('demo');
    expect(seedSizeFrom('huge')).toBe('demo');
    expect(defaultNow('demo', '1700000000')).toBe(1700000000);
    expect(defaultNow('demo', undefined) % 86400).toBe(16 * 3600); // midnight UTC+8
  });

  it('seeds the four demo operators', () => {
    expect(
      operators()
        .all()
        .map((operator) => operator.email),
    ).toEqual(['admin@moto.example', 'club@moto.example', 'viewer@moto.example', 'clubadmin@moto.example']);
    expect(DEMO_ACCOUNTS.map((account) => account.password)).toEqual([
      'admin123',
      'club123',
      'viewer123',
      'clubadmin123',
    ]);
    const [admin, club, viewer, clubAdmin] = DEMO_OPERATORS;
    // The administrator of one club lists no clubs: the DOC role opens its applications (03 §6).
    expect(clubAdmin.privileges).toEqual([PRIVILEGES.docAdmin]);
    expect(admin.privileges).toEqual([...ALL_PRIVILEGES]);
    expect(club.privileges).toEqual(
      expect.arrayContaining([
        PRIVILEGES.docAdmin,
        PRIVILEGES.docSave,
        PRIVILEGES.postDelete,
        PRIVILEGES.rideDelete,
      ]),
    );
    expect(club.privileges).toContain(PRIVILEGES.trackingSearch);
    expect(club.privileges).not.toContain(PRIVILEGES.couponSearch);
    expect(viewer.privileges).toEqual(
      expect.arrayContaining([PRIVILEGES.memberGet, PRIVILEGES.couponSearch]),
    );
    expect(viewer.privileges.every((name) => /Search|Get/.test(name))).toBe(true);
    expect(viewer.privileges).not.toContain(PRIVILEGES.couponSave);
  });
});
