/**
 * The nginx recipe (deploy/nginx, issue 12) in Chromium: Debian's nginx serves the production build, with the
 * browser tests' mock server standing in for the backend, and the operator works through it as through a
 * deployment. Skips, saying so, where nginx is not installed (.ci/run installs it).
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import type { Response } from 'playwright-core';
import { contentSecurityPolicy, securityHeaders } from '../config/securityHeaders';
import { mediaBytes } from '../mock/testing';
import { E2E_FRAME_ANCESTORS } from './globalSetup';
import {
  appUrl,
  cspViolations,
  errorsOf,
  newPage,
  serverOfThisWorker,
  signInThroughLoginPage,
} from './harness';
import { hasNginx, NGINX_MISSING, startNginx, type RunningNginx } from './nginxServer';

const DIST = path.resolve(__dirname, '../dist');
const A_YEAR = 'public, max-age=31536000, immutable';

const nginxFound = hasNginx();
if (!nginxFound) console.warn(NGINX_MISSING);

let nginx: RunningNginx | undefined;
/** This worker's test server, behind nginx. */
const backend = serverOfThisWorker();

beforeAll(async () => {
  if (!nginxFound) return;
  nginx = await startNginx({ backend, distRoot: DIST, frameOrigins: E2E_FRAME_ANCESTORS });
  // The harness opens the app at E2E_BASE_URL: in this file the app is what nginx serves.
  process.env.E2E_BASE_URL = nginx.url;
});

afterAll(async () => {
  delete process.env.E2E_BASE_URL;
  await nginx?.close();
});

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** A request with exactly these headers (fetch would add its own Accept-Encoding and decompress). */
function request(url: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Answer> {
  return new Promise((resolve, reject) => {
    http
      .request(url, { method, headers, agent: false }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks),
          }),
        );
        response.on('error', reject);
      })
      .on('error', reject)
      .end();
  });
}

const nginxUrl = (route: string) => `${nginx!.url}${route}`;

/** The entry chunk named by the built index.html, e.g. /js/main.0c05322c.js. */
function mainChunk(): string {
  const [, src] =
    fs.readFileSync(path.join(DIST, 'index.html'), 'utf8').match(/src="(\/js\/main\.\w+\.js)"/) ?? [];
  if (!src) throw new Error('No main chunk in dist/index.html: run npm run build:e2e');
  return src;
}

async function login(): Promise<string> {
  const response = await fetch(nginxUrl('/api/v1/manager/login'), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@moto.example', password: 'admin123' }),
  });
  expect(response.status).toBe(200);
  return response.headers.getSetCookie()[0].split(';')[0];
}

async function upload(cookie: string, name: string, bytes: Uint8Array<ArrayBuffer>) {
  const form = new FormData();
  form.append('file', new Blob([bytes]), name);
  const response = await fetch(nginxUrl('/api/v1/upload-center/upload'), {
    method: 'POST',
    headers: { cookie },
    body: form,
  });
  return {
    status: response.status,
    body: (await response.json()) as { msg: string; data: { url: string } | null },
  };
}

(nginxFound ? describe : describe.skip)('the app behind nginx (deploy/nginx)', () => {
  it('signs in, shows the coupon list and draws a tracking chart, with no Content Security Policy violation', async () => {
    const { page } = await newPage();
    const violations = await cspViolations(page);
    const answers: Response[] = [];
    page.on('response', (response) => answers.push(response));

    await signInThroughLoginPage(page, 'admin', '/coupon/list');
    await page.getByTestId('list-total').waitFor();
    expect(await page.locator('tr.ant-table-row').count()).toBeGreaterThan(0);

    await page.goto(appUrl('/tracking'));
    const pane = page.locator('.ant-tabs-tabpane-active').first();
    await pane.locator('tbody tr.ant-table-row').first().waitFor({ timeout: 30_000 });
    const chart = pane.locator('canvas').first();
    await chart.waitFor();
    expect(await chart.evaluate((canvas: HTMLCanvasElement) => canvas.width * canvas.height)).toBeGreaterThan(
      0,
    );

    expect(violations).toEqual([]);
    expect(errorsOf(page)).toEqual([]);

    // What the browser got: the page under the app's policy, every chunk and stylesheet gzipped and cached for a
    // year.
    const shell = answers.find((answer) => answer.url() === nginxUrl('/'));
    expect(await shell?.headerValue('content-security-policy')).toBe(
      contentSecurityPolicy(E2E_FRAME_ANCESTORS),
    );
    const chunks = answers.filter((answer) => /^\/(js|css)\//.test(new URL(answer.url()).pathname));
    expect(chunks.filter((answer) => answer.url().endsWith('.css'))).toHaveLength(1);
    expect(chunks.length).toBeGreaterThan(5);
    for (const chunk of chunks) {
      const headers = await chunk.allHeaders();
      expect([chunk.url(), headers['content-encoding'], headers['cache-control']]).toEqual([
        chunk.url(),
        'gzip',
        A_YEAR,
      ]);
    }
    // The API answers came from the backend through nginx.
    expect(answers.some((answer) => answer.url() === nginxUrl('/api/v1/manager/login'))).toBe(true);
  });

  it('refuses an inline script under its policy, and the check above sees the violation', async () => {
    const { page } = await newPage();
    const violations = await cspViolations(page);
    await page.goto(appUrl('/login'));
    await page.locator('input[name=email]').waitFor();
    const ran = await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.inlineScriptRan = true';
      document.body.append(script);
      return (window as unknown as { inlineScriptRan?: boolean }).inlineScriptRan === true;
    });
    expect(ran).toBe(false);
    const refused = () => violations.some((text) => /^script-src(-elem)? refused inline/.test(text));
    for (let wait = 0; wait < 50 && !refused(); wait += 1)
      await new Promise((resolve) => setTimeout(resolve, 100));
    expect(violations).toEqual(
      expect.arrayContaining([expect.stringMatching(/^script-src(-elem)? refused inline/)]),
    );
  });

  it('sends the security headers of the app server on every answer, and has index.html revalidated', async () => {
    const index = await request(nginxUrl('/'));
    expect(index.status).toBe(200);
    expect(index.body.toString()).toContain('<div id="root"></div>');
    expect(index.headers['cache-control']).toBe('no-cache');
    expect(index.headers['content-security-policy']).toBe(contentSecurityPolicy(E2E_FRAME_ANCESTORS));
    expect(index.headers['x-content-type-options']).toBe('nosniff');
    expect(index.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');

    // The same as the app server's (npm run serve), on pages, chunks, API answers and errors alike.
    const appServer = (await request(`${backend}/`)).headers;
    const names = Object.keys(securityHeaders(E2E_FRAME_ANCESTORS)).map((name) => name.toLowerCase());
    for (const route of [
      '/',
      '/index.html',
      mainChunk(),
      '/api/v1/manager/demo-accounts',
      '/js/missing.0000.js',
    ]) {
      const { headers } = await request(nginxUrl(route));
      for (const name of names) expect([route, name, headers[name]]).toEqual([route, name, appServer[name]]);
    }
  });

  it('serves the hashed chunks gzipped when the browser accepts it, cached for a year; a missing one is a 404', async () => {
    const file = fs.readFileSync(path.join(DIST, mainChunk()));
    const zipped = await request(nginxUrl(mainChunk()), { 'accept-encoding': 'gzip, deflate' });
    expect(zipped.status).toBe(200);
    expect(zipped.headers['content-type']).toBe('application/javascript');
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers.vary).toBe('Accept-Encoding');
    expect(zipped.headers['cache-control']).toBe(A_YEAR);
    expect(zipped.body.length).toBeLessThan(file.length / 2);
    expect(zlib.gunzipSync(zipped.body).equals(file)).toBe(true);

    const plain = await request(nginxUrl(mainChunk()));
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.equals(file)).toBe(true);

    // Never the app shell under a chunk's name, and nothing cached for a year.
    const missing = await request(nginxUrl('/js/main.00000000.js'));
    expect(missing.status).toBe(404);
    expect(missing.headers['cache-control']).toBeUndefined();
    expect(missing.body.toString()).not.toContain('<div id="root">');
  });

  it('forwards the API paths to the backend as they are, and nothing else', async () => {
    for (const route of ['/api/v1/manager/demo-accounts', '/api/v1/nothing', '/api']) {
      const [through, direct] = await Promise.all([request(nginxUrl(route)), request(`${backend}${route}`)]);
      expect([route, through.status, through.body.toString()]).toEqual([
        route,
        direct.status,
        direct.body.toString(),
      ]);
      expect([route, through.headers['content-type']]).toEqual([route, direct.headers['content-type']]);
      expect([route, through.headers['cache-control']]).toEqual([route, direct.headers['cache-control']]);
    }
    expect(
      JSON.parse((await request(nginxUrl('/api/v1/manager/demo-accounts'))).body.toString()),
    ).toMatchObject({
      code: 200,
    });
    // The browser tests' controls are no API path: they stay behind nginx.
    const reset = await request(nginxUrl('/__mock/reset'), {}, 'POST');
    expect(reset.status).toBe(405);
  });

  it("takes uploads up to the upload service's own limit (nginx's default stops at 1 MB)", async () => {
    const cookie = await login();
    const image = await upload(cookie, 'banner.jpg', mediaBytes('jpg', 1_500_000));
    expect(image.status).toBe(200);
    const fileUrl = image.body.data!.url;
    const [served, direct] = await Promise.all([request(nginxUrl(fileUrl)), request(`${backend}${fileUrl}`)]);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(served.headers['cache-control']).toBe(direct.headers['cache-control']);
    expect(served.body.length).toBe(1_500_000);

    const video = await upload(cookie, 'ride.mp4', mediaBytes('mp4', 40_000_001));
    expect(video.body.msg).toBe('The video size can not exceed 40M');
  });
});
