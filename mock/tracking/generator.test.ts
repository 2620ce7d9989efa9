import { generateTracking } from './generator';
import { PROVINCES } from './regions';
import { SCENES } from '../../config/trackingScenes';
import { buildStore, defaultEventCount, generateStore } from './store';
import type { TrackingEvent } from './types';

const NOW = Date.UTC(2024, 4, 1, 4, 0, 0);
const generate = (count: number, seed?: number) => [...generateTracking({ count, now: NOW, seed }).events()];

describe('generator', () => {
  const events = generate(5000);

  it('is deterministic for a seed and differs across seeds', () => {
    expect(JSON.stringify(generate(5000))).toBe(JSON.stringify(events));
    expect(JSON.stringify(generate(5000, 7))).not.toBe(JSON.stringify(events));
    const g = generateTracking({ count: 500, now: NOW });
    expect([...g.events()]).toEqual([...g.events()]);
  });

  it('yields exactly the count, sorted, within the 180 days up to now', () => {
    expect(events).toHaveLength(5000);
    const times = events.map((e) => e.created_at as number);
    expect(times).toEqual([...times].sort((a, b) => a - b));
    const nowSec = NOW / 1000;
    const firstDay = Math.floor((nowSec + 28800) / 86400) * 86400 - 28800 - 179 * 86400;
    expect(Math.min(...times)).toBeGreaterThanOrEqual(firstDay);
    expect(Math.max(...times)).toBeLessThanOrEqual(nowSec);
  });

  it('draws values from the reference tables', () => {
    const scenes = new Set(SCENES.map((s) => s.code));
    const cities = new Map(PROVINCES.map((p) => [p.name, new Set(p.cities.map((c) => c.name))]));
    for (const e of events) {
      expect(scenes.has(e.launch_option!.scene!)).toBe(true);
      if (e.ip?.country === '中国') expect(cities.get(e.ip.province!)?.has(e.ip.city!)).toBe(true);
      expect(['app_on_launch', 'page_on_show']).toContain(e.type);
    }
  });

  it('has a realistic, skewed spread', () => {
    const share = (pred: (e: TrackingEvent) => boolean) => events.filter(pred).length / events.length;
    expect(share((e) => e.type === 'app_on_launch')).toBeGreaterThan(0.15);
    expect(share((e) => e.type === 'app_on_launch')).toBeLessThan(0.35);
    expect(share((e) => e.launch_option!.scene === 1001)).toBeGreaterThan(0.15);
    expect(share((e) => e.system_info!.platform === 'ios')).toBeGreaterThan(0.2);
    expect(share((e) => e.system_info!.platform === 'android')).toBeGreaterThan(0.4);
    expect(share((e) => e.ip!.province === '广东省')).toBeGreaterThan(
      share((e) => e.ip!.province === '西藏自治区'),
    );
    expect(share((e) => (e.location?.latitude ?? 0) !== 0)).toBeGreaterThan(0.3);
    expect(share((e) => e.scope!.options?.id !== undefined)).toBeGreaterThan(0.05);
    // A few heavy visitors: the busiest openid has far more than the average share.
    const perVisitor = new Map<string, number>();
    for (const e of events) if (e.openid) perVisitor.set(e.openid, (perVisitor.get(e.openid) ?? 0) + 1);
    const average = events.length / perVisitor.size;
    expect(Math.max(...perVisitor.values())).toBeGreaterThan(5 * average);
  });

  it('refers launches to other known customers', () => {
    const g = generateTracking({ count: 5000, now: NOW });
    const openids = new Set(g.customers.map((c) => c.openid));
    const referred = events.filter((e) => e.type === 'app_on_launch' && e.launch_option?.query?.from_openid);
    expect(referred.length).toBeGreaterThan(20);
    for (const e of referred) {
      expect(openids.has(e.launch_option!.query!.from_openid!)).toBe(true);
      expect(e.launch_option!.query!.from_openid).not.toBe(e.openid);
    }
  });

  it('builds the same store from the stream as from the array', () => {
    const fromStream = generateStore({ count: 5000, now: NOW });
    const fromArray = buildStore(events);
    expect(fromStream.size).toBe(5000);
    expect(fromStream.createdAt.sorted).toBe(true);
    for (const [path, column] of fromArray.columns) {
      const other = fromStream.columns.get(path)!;
      if (column.kind === 'dict' && other.kind === 'dict')
        expect(Array.from(other.codes, (c) => other.values[c])).toEqual(
          Array.from(column.codes, (c) => column.values[c]),
        );
    }
    expect(fromStream.customer(events[0].openid!)?.mini_profile.openid).toBe(events[0].openid);
  });

  it('sizes the demo store from the environment', () => {
    expect(defaultEventCount({})).toBe(200_000);
    expect(defaultEventCount({ MOCK_SEED_SIZE: 'small' })).toBe(20_000);
    expect(defaultEventCount({ MOCK_TRACKING_EVENTS: '3000000' })).toBe(3_000_000);
    expect(defaultEventCount({ MOCK_TRACKING_EVENTS: '' })).toBe(200_000);
  });
});

describe('store building', () => {
  it('maps unknown fields dynamically and rejects arrays', () => {
    const store = buildStore([{ created_at: 1, extra: { n: 3, ok: true } } as TrackingEvent]);
    expect(store.columns.get('extra.n')).toMatchObject({ kind: 'dict', type: 'long' });
    expect(store.columns.get('extra.ok')).toMatchObject({ kind: 'dict', type: 'boolean' });
    expect(() => buildStore([{ created_at: 1, tags: ['a'] } as unknown as TrackingEvent])).toThrow(
      'holds an array',
    );
  });

  it('sorts rows by created_at, missing dates last, and keeps explicit ids', () => {
    const store = buildStore([
      { _id: 'late', created_at: 300 },
      { _id: 'none' } as TrackingEvent,
      { _id: 'early', created_at: '1970-01-01T00:01:40Z' },
    ]);
    expect([0, 1, 2].map((row) => store.id(row))).toEqual(['early', 'late', 'none']);
    expect(Array.from(store.createdAt.values)).toEqual([100, 300, NaN]);
    expect(store.createdAt.sorted).toBe(true);
  });
});
