import http from 'node:http';
import type { Page } from 'playwright-core';
import { appUrl, baseUrl, errorsOf, newPage, signIn } from './harness';

async function privilegesOnAccountPage(page: Page): Promise<string[]> {
  await page.goto(appUrl('/account'));
  await page.getByTestId('privilege-list').waitFor();
  return page.getByTestId('privilege-list').locator('.ant-tag').allTextContents();
}

describe('the platform in Chromium', () => {
  it('signs in with a demo account, switches language (remembered), and signs out', async () => {
    const { page } = await newPage({ locale: 'en-US' });
    await page.goto(appUrl('/login'));
    await page.getByRole('button', { name: /^admin@moto\.example/ }).click();
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL((url) => !url.hash.startsWith('#/login'));
    await page.getByRole('banner').getByText('Moto Member Back Office').waitFor();

    await page.getByRole('button', { name: '中文' }).click();
    await page.getByRole('banner').getByText('摩托会员运营后台').waitFor();
    // antd's own texts follow: the collapse trigger of the side bar is antd's.
    await page.reload();
    await page.getByRole('banner').getByText('摩托会员运营后台').waitFor();

    await page.getByRole('complementary').getByText('退出登录').click();
    await page.waitForURL((url) => url.hash.startsWith('#/login'));
    await page.getByRole('button', { name: '登录' }).waitFor();
    // The session is gone on the server: the signed-in pages send us back.
    await page.goto(appUrl('/account'));
    await page.waitForURL((url) => url.hash.startsWith('#/login'));
    expect(errorsOf(page)).toEqual([]);
  });

  it('shows each operator the privileges of their session', async () => {
    const admin = await newPage();
    await signIn(admin.page, 'admin');
    const adminPrivileges = await privilegesOnAccountPage(admin.page);
    expect(adminPrivileges).toContain('ScrmConfigSaveBack');

    const viewer = await newPage();
    await signIn(viewer.page, 'viewer');
    const viewerPrivileges = await privilegesOnAccountPage(viewer.page);
    expect(viewerPrivileges).toContain('CouponCenterSearchCoupon');
    expect(viewerPrivileges).not.toContain('ScrmConfigSaveBack');
  });

  it('paints the header red on a test-environment host and light grey elsewhere', async () => {
    const background = async (page: Page) =>
      page.locator('.ant-layout-header').evaluate((header) => getComputedStyle(header).backgroundColor);
    const { page } = await newPage();
    await signIn(page, 'admin');
    expect(await background(page)).toBe('rgb(240, 242, 245)');

    // Chromium sends *.localhost to this machine: the same server under a test-environment host name.
    const testHost = baseUrl().replace('127.0.0.1', 'test.localhost');
    const other = await newPage();
    await other.page.goto(`${testHost}/#/login`);
    await other.page.locator('input[name=email]').fill('admin@moto.example');
    await other.page.locator('input[name=password]').fill('admin123');
    await other.page.locator('form button[type=submit]').click();
    await other.page.locator('.ant-layout-header').waitFor();
    expect(await background(other.page)).toBe('rgb(200, 16, 46)');
  });

  it('sets the login page in the app font, and keeps each account label on one line in both languages', async () => {
    const { page } = await newPage({ locale: 'en-US' });
    await page.goto(appUrl('/login'));
    const loginFont = await page
      .getByRole('heading', { level: 1 })
      .evaluate((heading) => getComputedStyle(heading).fontFamily);
    expect(loginFont).toMatch(/^-apple-system, BlinkMacSystemFont, "Segoe UI", Roboto/);

    // The lines each label's text takes (a text node has one client rect per line); without the fix the Chinese
    // labels wrapped one character per line.
    const labelLines = () =>
      page.locator('.ant-descriptions-item-label').evaluateAll((labels) =>
        labels.map((label) => {
          const texts = document.createTreeWalker(label, NodeFilter.SHOW_TEXT);
          let lines = 0;
          for (let text = texts.nextNode(); text; text = texts.nextNode()) {
            const range = document.createRange();
            range.selectNodeContents(text);
            lines += range.getClientRects().length;
          }
          return `${label.textContent}: ${lines}`;
        }),
      );
    await signIn(page, 'admin', '/account');
    await page.getByText('Source of privileges').waitFor();
    expect(await labelLines()).toEqual(['Name: 1', 'Email: 1', 'Source of privileges: 1', 'Privileges: 1']);
    await page.getByRole('button', { name: '中文' }).click();
    await page.getByText('权限来源').waitFor();
    expect(await labelLines()).toEqual(['姓名: 1', '邮箱: 1', '权限来源: 1', '权限: 1']);
  });

  it('opens dialogs without their motion while the system asks for reduced motion', async () => {
    const { page } = await newPage();
    await signIn(page, 'admin', '/post/list');
    // Every class a popup takes while it moves in, from here on.
    await page.evaluate(() => {
      const seen: string[] = [];
      (window as unknown as { motionClasses: string[] }).motionClasses = seen;
      new MutationObserver((changes) => {
        for (const { target } of changes)
          if (target instanceof Element && /-appear-active|-enter-active/.test(target.className))
            seen.push(target.className);
      }).observe(document.body, { attributes: true, attributeFilter: ['class'], subtree: true });
    });
    const motionClasses = () =>
      page.evaluate(() => (window as unknown as { motionClasses: string[] }).motionClasses);
    const openAndCloseSetTop = async () => {
      await page.getByRole('button', { name: 'Set top' }).first().click();
      const dialog = page.getByRole('dialog', { name: 'Set top' });
      await dialog.getByLabel('Weight').waitFor();
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await dialog.waitFor({ state: 'hidden' });
    };

    await openAndCloseSetTop();
    expect(await motionClasses()).toEqual([]);
    // The setting is followed while the page is open.
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await openAndCloseSetTop();
    expect((await motionClasses()).some((name) => /ant-zoom-(appear|enter)-active/.test(name))).toBe(true);
    expect(errorsOf(page)).toEqual([]);
  });

  it('keeps a refused login on the page with its message', async () => {
    const { page } = await newPage();
    await page.goto(appUrl('/login'));
    await page.locator('input[name=email]').fill('admin@moto.example');
    await page.locator('input[name=password]').fill('not-the-password');
    await page.getByRole('button', { name: 'Login' }).click();
    await page.getByRole('alert').filter({ hasText: 'Login Fail' }).waitFor();
    expect(page.url()).toContain('#/login');
    expect(await page.locator('input[name=email]').inputValue()).toBe('admin@moto.example');
  });
});

/**
 * A hosting page on another origin of this machine: another port, so the same site and the session cookie
 * still flows into the frame. It answers the app's request for privileges, and posts them once more on load.
 */
function hostPage(privileges: string[]): string {
  const app = baseUrl();
  return `<!doctype html><html><body style="margin:0">
    <iframe id="app" src="${app}/#/account" style="width:1400px;height:860px;border:0"></iframe>
    <script>
      const frame = document.getElementById('app');
      const send = () => frame.contentWindow.postMessage({ type: 'privileges', privileges: ${JSON.stringify(privileges)} }, '${app}');
      window.addEventListener('message', (event) => {
        if (event.data && event.data.type === 'privileges-request') send();
      });
      frame.addEventListener('load', () => setTimeout(send, 300));
    </script>
  </body></html>`;
}

const hosts: http.Server[] = [];

/** Serves the hosting page on a loopback port (a real server: Chromium blocks a fulfilled "public" page). */
function serveHost(port: number, privileges: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const server = http.createServer((_request, response) => {
      response.writeHead(200, { 'content-type': 'text/html' });
      response.end(hostPage(privileges));
    });
    hosts.push(server);
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve(`http://127.0.0.1:${port}`));
  });
}

afterAll(() => Promise.all(hosts.map((server) => new Promise((done) => server.close(done)))));

describe('privileges from the hosting frame', () => {
  // The e2e build trusts http://127.0.0.1:4174 (package.json build:e2e) and nothing else.
  it('applies the privileges a trusted parent posts', async () => {
    const host = await serveHost(4174, ['ScrmDocSearch', 'MiniTrackingSearch']);
    const { page } = await newPage();
    await signIn(page, 'admin'); // the context's session cookie then flows into the frame
    await page.goto(host);
    const frame = page.frameLocator('#app');
    await frame.getByText('The hosting frame').waitFor();
    const shown = await frame.getByTestId('privilege-list').locator('.ant-tag').allTextContents();
    expect(shown.sort()).toEqual(['MiniTrackingSearch', 'ScrmDocSearch']);
  });

  it('cannot be framed by an untrusted parent at all, so it never hears from it', async () => {
    const host = await serveHost(4175, ['ScrmDocSearch']);
    const { page } = await newPage();
    await signIn(page, 'viewer');
    // The server's Content-Security-Policy names the trusted origins in frame-ancestors; Chromium says so.
    const refused = page.waitForEvent('console', (message) => message.text().includes('frame-ancestors'));
    await page.goto(host);
    await refused;
    expect(await page.frameLocator('#app').getByTestId('privilege-list').count()).toBe(0);
  });
});
