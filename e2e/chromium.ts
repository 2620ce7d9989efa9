import { chromium, type Browser } from 'playwright-core';

const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

/**
 * Chromium 156 draws its omnibox popup as a web page of its own, loaded in every new window: every test and
 * bench run opens a fresh context, so a window, and that page took ~850 ms of CPU while the measured page loaded
 * on two cores (a tracking tab's first chart: median 1,659 -> 1,074 ms without it). A user's window loads it once.
 */
const OMNIBOX_WEBUI = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup', 'WebUIOmniboxFullPopup'];

/**
 * Playwright 1.65's own --disable-features list (server/chromium/chromiumSwitches.ts): Chromium keeps only the
 * last --disable-features it is given, so ours must repeat these (requests to Google on a closed network, HTTPS
 * upgrades, storage partitioning, paint holding).
 */
const PLAYWRIGHT_DISABLED_FEATURES = [
  'AimEnabled',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsFirstBalancedModeAutoEnable',
  'HttpsUpgrades',
  'LensOverlay',
  'MediaRouter',
  'NetworkTimeServiceQuerying',
  'OptimizationHints',
  'PaintHolding',
  'PreconnectToSearch',
  'ThirdPartyStoragePartitioning',
];

// Flags this machine needs (STACK.md): no sandbox as root, no background traffic on a closed network, and
// WebGL through SwiftShader for the L7 heatmap. Only WebGL goes through SwiftShader: pages are rastered and
// composited in software, as Chromium does without a GPU; through SwiftShader's emulated GL they cost a fifth
// more CPU (the accessibility sweep of three areas: 68 -> 54 CPU-seconds, both cores busy throughout).
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu-rasterization',
  '--disable-gpu-compositing',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--use-angle=swiftshader',
  '--enable-unsafe-swiftshader',
  `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, ...OMNIBOX_WEBUI].join(',')}`,
];

/** Debian's Chromium, headless, with the flags above and any a caller adds (the benches: no GPU). */
export function launchChromium(extraArgs: readonly string[] = []): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [...CHROMIUM_ARGS, ...extraArgs],
  });
}

/**
 * Opens the app once before the tests. A fresh machine's first Chromium start builds its caches and the server
 * reads the build for the first time: that is paid here, not by the first test file (the only one that failed
 * on a busy machine, twice, in different steps).
 */
export async function warmUp(url: string): Promise<void> {
  const browser = await launchChromium();
  try {
    const page = await browser.newPage();
    await page.goto(`${url}/#/login`);
    await page.locator('input[name=email]').waitFor({ timeout: 60_000 });
  } finally {
    await browser.close();
  }
}
