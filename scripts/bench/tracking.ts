/**
 * Tracking aggregation bench (issue 5 "Measured"): each dashboard tab's query over 100,000 and 1,000,000 generated
 * events, on the columnar engine and on a naive array-of-objects scan of the same events, in the same run. Every
 * query covers the whole 180 days (the worst case; the dashboard's default 7 days touches ~4 % of the rows).
 * Prints the median of several runs and whether both answers agree. Target: < 50 ms per tab at 1,000,000.
 *
 *   npx tsx scripts/bench/tracking.ts        (or through `npm run bench`, which imports benchTracking)
 */
import { search } from '../../mock/tracking/engine/search';
import { generateTracking } from '../../mock/tracking/generator';
import { naiveSearch } from '../../mock/tracking/naive';
import { buildStore } from '../../mock/tracking/store';
import type { TrackingEvent } from '../../mock/tracking/types';
import { median } from './figures';

/** A fixed "now" keeps the generated data, and so the bench, identical from run to run. */
const NOW = Date.UTC(2024, 4, 1, 4, 0, 0);
const SIZES = [100_000, 1_000_000];
const TARGET_MS = 50;
const OPENID = 'customer.mini_profile.openid';

/** The request each tab sends (03-community-analytics §7 "Tracking analytics", §9 constants). */
export function tabQueries(now: number): Record<string, Record<string, unknown>> {
  const range = { range: { created_at: { gte: now - 180 * 86_400_000, lte: now } } };
  const pages = { bool: { filter: [range, { term: { type: 'page_on_show' } }] } };
  const launches = { bool: { filter: [range, { term: { type: 'app_on_launch' } }] } };
  const daily = (aggs: object) => ({
    date_histogram: { field: 'created_at', calendar_interval: 'day', time_zone: '+08:00', min_doc_count: 0 },
    aggs,
  });
  const terms = (field: string, size = 100) => ({ terms: { field, size } });
  const pvuv = {
    pv: { value_count: { field: OPENID } },
    uv: { cardinality: { field: OPENID, precision_threshold: 40000 } },
  };
  return {
    'PV/UV': { size: 0, query: pages, aggs: { ...pvuv, daily: daily(pvuv) } },
    scene: { size: 0, query: pages, aggs: { daily: daily({ scene: terms('launch_option.scene') }) } },
    area: {
      size: 0,
      query: pages,
      aggs: {
        daily: daily({
          country: {
            ...terms('ip.country'),
            aggs: { province: { ...terms('ip.province'), aggs: { city: terms('ip.city') } } },
          },
        }),
      },
    },
    device: {
      size: 0,
      query: pages,
      aggs: {
        platform: terms('system_info.platform'),
        brand: terms('system_info.brand'),
        model: terms('system_info.model'),
      },
    },
    system: {
      size: 0,
      query: pages,
      aggs: {
        language: terms('system_info.language'),
        version: terms('system_info.version'),
        network: terms('network.networkType'),
        wifi: terms('system_info.wifiEnabled'),
      },
    },
    referral: {
      size: 3500,
      query: {
        bool: { filter: [...launches.bool.filter, { exists: { field: 'launch_option.query.from_openid' } }] },
      },
      _source: ['created_at', 'launch_option.query.from_openid', 'customer.mini_profile'],
      aggs: { invitee: terms(OPENID, 10000) },
    },
    map: {
      size: 3500,
      query: {
        bool: {
          filter: [...launches.bool.filter, { exists: { field: 'location.latitude' } }],
          must_not: [{ term: { 'location.latitude': 0 } }],
        },
      },
      _source: ['location'],
    },
  };
}

function time<T>(runs: number, fn: () => T): { ms: number; result: T } {
  let result = fn(); // warm-up, also the answer compared below
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    result = fn();
    times.push(performance.now() - started);
  }
  return { ms: median(times), result };
}

const fmt = (ms: number) => (ms >= 100 ? ms.toFixed(0) : ms.toFixed(1)).padStart(7) + ' ms';

export async function benchTracking(): Promise<string[]> {
  const lines = [
    'Tracking aggregation: columnar engine vs naive array-of-objects scan (range = all 180 days)',
    `${'events'.padEnd(10)} ${'tab'.padEnd(9)} ${'columnar'.padStart(10)} ${'naive'.padStart(10)} ${'speed-up'.padStart(9)}  same answer  < ${TARGET_MS} ms`,
  ];
  for (const count of SIZES) {
    const generated = generateTracking({ count, now: NOW });
    let started = performance.now();
    const events: TrackingEvent[] = [...generated.events()];
    const generateMs = performance.now() - started;
    started = performance.now();
    const store = buildStore(events, { customers: generated.customers });
    const buildMs = performance.now() - started;
    const naiveRuns = count > 500_000 ? 3 : 5;
    const tabs = Object.entries(tabQueries(NOW));
    // All columnar runs first: the naive scans allocate heavily and their garbage would be collected during them.
    const columnar = tabs.map(([, query]) => time(9, () => search(store, query)));
    tabs.forEach(([tab, query], i) => {
      const fast = columnar[i];
      const naive = time(naiveRuns, () => naiveSearch(events, query));
      const same =
        fast.result.hits.total?.value === naive.result.hits.total.value &&
        JSON.stringify(fast.result.hits.hits.map((h) => h._id)) ===
          JSON.stringify(naive.result.hits.hits.map((h) => h._id)) &&
        JSON.stringify(fast.result.aggregations ?? {}) === JSON.stringify(naive.result.aggregations ?? {});
      const target = count < 1_000_000 ? '' : fast.ms < TARGET_MS ? 'yes' : 'NO';
      lines.push(
        `${count.toLocaleString('en-US').padEnd(10)} ${tab.padEnd(9)} ${fmt(fast.ms)} ${fmt(naive.ms)} ${(naive.ms / fast.ms).toFixed(0).padStart(8)}x  ${(same ? 'yes' : 'NO').padEnd(11)}  ${target}`,
      );
    });
    lines.push(
      `${count.toLocaleString('en-US').padEnd(10)} (generate ${generateMs.toFixed(0)} ms, build columns ${buildMs.toFixed(0)} ms, ${store.customers.length.toLocaleString('en-US')} customers)`,
    );
  }
  return lines;
}

// Run directly (tsx scripts/bench/tracking.ts); stays quiet when imported by the main bench script.
if (/scripts[\\/]bench[\\/]tracking\.ts$/.test(process.argv[1] ?? '')) {
  benchTracking().then(
    (lines) => console.log(lines.join('\n')),
    (error: unknown) => {
      console.error(error);
      process.exitCode = 1;
    },
  );
}
