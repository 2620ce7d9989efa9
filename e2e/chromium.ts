import { chromium, type Browser } from 'playwright-core';

const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

// Flags this machine needs (STACK.md): no sandbox as root, no background traffic on a closed network, and
// WebGL through SwiftShader for the L7 heatmap.
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--use-angle=swiftshader',
  '--enable-unsafe-swiftshader',
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
