/**
 * `npm run bench`: prints the project's measurements. Figures are printed, never asserted: speed is judged
 * here, not by timed tests.
 */
import { benchBundles } from './bench/bundles';
import { benchCouponList } from './bench/couponList';
import { benchFirstChart } from './bench/firstChart';
import { benchReferralGraph } from './bench/referralGraph';
import { benchTracking } from './bench/tracking';
import { benchTrackingTabs } from './bench/trackingTabs';

const sections: [string, () => Promise<string[]>][] = [
  ['Build and bundles', benchBundles],
  ['Tracking aggregation engine', benchTracking],
  ['Coupon list in Chromium', benchCouponList],
  ['Tracking dashboard tabs in Chromium', benchTrackingTabs],
  ['Tracking dashboard, first chart per tab in Chromium', benchFirstChart],
  ['Referral graph in Chromium', benchReferralGraph],
];

async function main() {
  for (const [title, run] of sections) {
    console.log(`\n== ${title} ==`);
    for (const line of await run()) console.log(line);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
