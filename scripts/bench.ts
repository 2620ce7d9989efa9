/**
 * `npm run bench`: prints the project's measurements. Figures are printed, never asserted: speed is judged
 * here, not by timed tests. `npm run bench -- coupon chart` runs only the sections whose title holds a word given.
 */
import { benchBundles } from './bench/bundles';
import { benchCouponList } from './bench/couponList';
import { benchFirstChart } from './bench/firstChart';
import { benchInteractions } from './bench/interactions';
import { benchListRoutes } from './bench/listRoutes';
import { benchMemberList } from './bench/memberList';
import { benchPageBuilder } from './bench/pageBuilder';
import { benchReferralGraph } from './bench/referralGraph';
import { benchReservationList } from './bench/reservationList';
import { benchSheetImport } from './bench/sheetImport';
import { benchSoak } from './bench/soak';
import { benchTracking } from './bench/tracking';
import { benchTrackingTabs } from './bench/trackingTabs';

const sections: [string, () => Promise<string[]>][] = [
  ['Build and bundles', benchBundles],
  ['Tracking aggregation engine', benchTracking],
  ['Coupon list in Chromium', benchCouponList],
  ['Every route: list times and first loads in Chromium', benchListRoutes],
  ['Interactions in Chromium', benchInteractions],
  ['Tracking dashboard tabs in Chromium', benchTrackingTabs],
  ['Tracking dashboard, first chart per tab in Chromium', benchFirstChart],
  ['Referral graph in Chromium', benchReferralGraph],
  ['Import preview in Chromium', benchSheetImport],
  ['Member list with tags in Chromium', benchMemberList],
  ['Reservation records in Chromium', benchReservationList],
  ['Page builder of 300 blocks in Chromium', benchPageBuilder],
  ['A working day in one tab (soak) in Chromium', benchSoak],
];

async function main() {
  const words = process.argv.slice(2).map((word) => word.toLowerCase());
  const chosen = sections.filter(
    ([title]) => !words.length || words.some((word) => title.toLowerCase().includes(word)),
  );
  for (const [title, run] of chosen) {
    console.log(`\n== ${title} ==`);
    // A section that fails says so and the others still run: one broken harness must not hide every figure.
    try {
      for (const line of await run()) console.log(line);
    } catch (error: unknown) {
      console.log(`  FAILED: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
      process.exitCode = 1;
    }
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
