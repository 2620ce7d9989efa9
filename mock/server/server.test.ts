/** The mock behind a real HTTP server (the standalone server and the dev-server middleware). */
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import express from 'express';
import webpackConfig from '../../webpack.config';
import { mediaBytes } from '../testing';
import { createMockMiddleware } from './middleware';
import { serve } from './serve';
import { startServer, type RunningServer } from './standalone';

let distDir: string;
let running: RunningServer;

beforeAll(async () => {
  distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mock-dist-'));
  fs.writeFileSync(path.join(distDir, 'index.html'), '<!doctype html><title>app</title>');
  running = await startServer({ port: 0, distDir, buildTrackingStore: false });
});

afterAll(async () => {
  await running.close();
  fs.rmSync(distDir, { recursive: true, force: true });
});

async function send(method: string, route: string, init: RequestInit = {}) {
  const response = await fetch(`${running.url}${route}`, { method, ...init });
  const text = await response.text();
  return { response, body: text.startsWith('{') ? (JSON.parse(text) as Record<string, unknown>) : text };
}

const json = (body: unknown, cookie?: string): RequestInit => ({
  body: JSON.stringify(body),
  headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
});

async function login(): Promise<string> {
  const { response } = await send(
    'POST',
    '/api/v1/manager/login',
    json({ email: 'admin@moto.example', password: 'admin123' }),
  );
  const cookie = response.headers.getSetCookie()[0];
  expect(cookie).toMatch(/^sid=[\w-]+; Path=\/; HttpOnly; SameSite=Lax$/);
  return cookie.split(';')[0];
}

// Large uploads through a real HTTP server: on a loaded 2-core machine they take longer than jest's 5 s default.

describe('standalone server', () => {
  it('keeps sessions in the browser cookie only', async () => {
    const cookie = await login();
    expect((await send('GET', '/api/v1/manager/me', { headers: { cookie } })).body).toMatchObject({
      code: 200,
      data: { email: 'admin@moto.example' },
    });
    // Another client without the cookie must not ride on the first one's session.
    expect((await send('GET', '/api/v1/manager/me')).body).toMatchObject({ code: 969 });
    const logout = await send('POST', '/api/v1/manager/logout', { headers: { cookie } });
    expect(logout.response.headers.getSetCookie()[0]).toContain('Max-Age=0');
    expect((await send('GET', '/api/v1/manager/me', { headers: { cookie } })).body).toMatchObject({
      code: 969,
    });
  });

  it('answers bad bodies with envelopes', async () => {
    const malformed = await send('POST', '/api/v1/manager/login', {
      body: '{"email"',
      headers: { 'content-type': 'application/json' },
    });
    expect(malformed.response.status).toBe(200);
    expect(malformed.body).toEqual({ code: 400, msg: 'Malformed JSON body', data: null });
    const big = JSON.stringify({ email: 'x'.repeat(1_100_000) });
    expect((await send('POST', '/api/v1/manager/login', { body: big })).body).toMatchObject({ code: 413 });
    // Chunked, with no Content-Length: the cap applies while streaming.
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < 12; i += 1) controller.enqueue(new TextEncoder().encode('x'.repeat(100_000)));
        controller.close();
      },
    });
    const chunked = await send('POST', '/api/v1/manager/login', {
      body: stream,
      duplex: 'half',
    } as RequestInit);
    expect(chunked.body).toMatchObject({ code: 413, msg: 'Request body too large' });
    expect((await send('GET', '/api/v1/nothing')).body).toMatchObject({ code: 404 });
  });

  it('refuses a query nested thousands of levels deep with an envelope, not a stack trace', async () => {
    const cookie = await login();
    const deepBool =
      '{"bool":{"must":['.repeat(3000) + '{"term":{"type":"page_on_show"}}' + ']}}'.repeat(3000);
    const deep = await send('POST', '/api/v1/mini_tracking/search', {
      body: `{"query":${deepBool}}`,
      headers: { 'content-type': 'application/json', cookie },
    });
    expect(deep.response.status).toBe(200);
    expect(deep.body).toEqual({
      code: 400,
      msg: 'Body nested too deeply: more than 64 levels of objects and arrays',
      data: null,
    });
  });

  it('reads a large body sent to a call that takes none, so the connection serves the next request', async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const onOneConnection = (method: string, route: string, body?: string) =>
      new Promise<{ reused: boolean; body: Record<string, unknown> }>((resolve, reject) => {
        const request = http.request(`${running.url}${route}`, { method, agent }, (response) => {
          let text = '';
          response.on('data', (chunk: Buffer) => (text += chunk.toString()));
          response.on('end', () =>
            resolve({ reused: request.reusedSocket, body: JSON.parse(text) as Record<string, unknown> }),
          );
        });
        request.setTimeout(5000, () => request.destroy(new Error(`${method} ${route}: no answer in 5 s`)));
        request.on('error', reject);
        request.end(body);
      });
    try {
      const megabyte = 'x'.repeat(1_000_000);
      expect((await onOneConnection('POST', '/api/v1/manager/logout', megabyte)).body).toMatchObject({
        code: 200,
      });
      expect(await onOneConnection('GET', '/api/v1/manager/demo-accounts')).toMatchObject({
        reused: true,
        body: { code: 200 },
      });
      expect((await onOneConnection('POST', '/api/v1/nothing', megabyte)).body).toMatchObject({ code: 404 });
      expect(await onOneConnection('GET', '/api/v1/manager/demo-accounts')).toMatchObject({
        reused: true,
        body: { code: 200 },
      });
    } finally {
      agent.destroy();
    }
  });

  it('passes large multipart uploads through and serves the file back', async () => {
    const cookie = await login();
    const upload = (name: string, bytes: Uint8Array<ArrayBuffer>) => {
      const form = new FormData();
      form.append('file', new Blob([bytes]), name);
      return send('POST', '/api/v1/upload-center/upload', { body: form, headers: { cookie } });
    };
    const tooLong = await upload('ride.mp4', mediaBytes('mp4', 40_000_001));
    expect(tooLong.body).toEqual({ code: 400, msg: 'The video size can not exceed 40M', data: null });
    const image = await upload('banner.jpg', mediaBytes('jpg', 1_500_000));
    const data = (image.body as { data: { url: string } }).data;
    const served = await fetch(`${running.url}${data.url}`);
    expect(served.headers.get('content-type')).toBe('image/jpeg');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect((await served.arrayBuffer()).byteLength).toBe(1_500_000);
  });

  it('sends nosniff and the referrer policy with every answer, and the app under its Content-Security-Policy', async () => {
    for (const [method, route] of [
      ['GET', '/'],
      ['GET', '/js/missing.js'],
      ['GET', '/api/v1/manager/demo-accounts'],
      ['POST', '/api/v1/nothing'],
      ['GET', '/api/v1/upload-center/files/nope/a.png'],
    ]) {
      const { response } = await send(method, route);
      expect([route, response.headers.get('x-content-type-options')]).toEqual([route, 'nosniff']);
      expect([route, response.headers.get('referrer-policy')]).toEqual([
        route,
        'strict-origin-when-cross-origin',
      ]);
    }
    const policy = (await send('GET', '/')).response.headers.get('content-security-policy') ?? '';
    expect(policy.split('; ')).toEqual(
      expect.arrayContaining(["script-src 'self'", "object-src 'none'", "frame-ancestors 'self'"]),
    );
  });

  it('lets the trusted frame origins show the app in a frame', async () => {
    const trusting = await startServer({
      port: 0,
      distDir,
      buildTrackingStore: false,
      frameAncestors: ['https://host.moto.example'],
    });
    try {
      const policy = (await fetch(`${trusting.url}/`)).headers.get('content-security-policy');
      expect(policy).toContain("frame-ancestors 'self' https://host.moto.example");
    } finally {
      await trusting.close();
    }
  });

  it('serves the production build for other paths', async () => {
    const page = await send('GET', '/');
    expect(page.response.headers.get('content-type')).toContain('text/html');
    expect(page.body).toContain('<title>app</title>');
    expect((await send('GET', '/some/deep/link')).body).toContain('<title>app</title>');
  });

  it('has no test controls by default: they answer the 404 envelope and change nothing', async () => {
    const cookie = await login();
    for (const control of ['/__mock/reset', '/__mock/sessions/expire']) {
      const answer = await send('POST', control, { headers: { cookie } });
      expect(answer.response.headers.get('content-type')).toContain('application/json');
      expect(answer.body).toEqual({ code: 404, msg: `Unknown endpoint POST ${control}`, data: null });
    }
    expect((await send('GET', '/api/v1/manager/me', { headers: { cookie } })).body).toMatchObject({
      code: 200,
    });
  });

  it('serves the test controls when the browser tests turn them on', async () => {
    const withControls = await startServer({
      port: 0,
      distDir,
      buildTrackingStore: false,
      testControls: true,
    });
    try {
      // One process, one db: the controls of the second server drop the sessions of the first.
      const cookie = await login();
      const control = (route: string) => fetch(`${withControls.url}${route}`, { method: 'POST' });
      expect(await (await control('/__mock/sessions/expire')).json()).toMatchObject({ code: 200 });
      expect((await send('GET', '/api/v1/manager/me', { headers: { cookie } })).body).toMatchObject({
        code: 969,
      });
      expect(await (await control('/__mock/reset')).json()).toMatchObject({ code: 200 });
    } finally {
      await withControls.close();
    }
  });
});

/** Serves an express app on a free port for the length of one test. */
async function serving(app: express.Express, test: (base: string) => Promise<void>) {
  const server = await serve(app);
  try {
    await test(server.url);
  } finally {
    await server.close();
  }
}

describe('createMockMiddleware', () => {
  it('sees the full path when mounted under a prefix, and leaves other paths alone', async () => {
    const app = express();
    app.use('/api', createMockMiddleware({ buildTrackingStore: false }));
    app.use('/', createMockMiddleware({ buildTrackingStore: false }));
    app.get('/hello', (_req, res) => {
      res.send('next called');
    });
    await serving(app, async (base) => {
      const demo = (await (await fetch(`${base}/api/v1/manager/demo-accounts`)).json()) as { code: number };
      expect(demo.code).toBe(200);
      expect(await (await fetch(`${base}/hello`)).text()).toBe('next called');
    });
  });

  it("has no test controls in npm start's dev server, and sends nosniff", async () => {
    const { devServer } = webpackConfig({}, { mode: 'development' });
    const app = express();
    for (const middleware of devServer?.setupMiddlewares?.([], {} as never) ?? [])
      app.use(
        typeof middleware === 'function' ? middleware : (middleware.middleware as express.RequestHandler),
      );
    await serving(app, async (base) => {
      const reset = await fetch(`${base}/__mock/reset`, { method: 'POST' });
      expect(reset.headers.get('content-type')).toContain('application/json');
      expect(reset.headers.get('x-content-type-options')).toBe('nosniff');
      expect(await reset.json()).toEqual({
        code: 404,
        msg: 'Unknown endpoint POST /__mock/reset',
        data: null,
      });
    });
  });
});

describe('npm run serve against a real backend (API_TARGET)', () => {
  it('serves the build and forwards the API to the target, whose session cookie the browser keeps', async () => {
    const log = jest.spyOn(console, 'log').mockImplementation(() => undefined);
    // The mock on its own server stands in for the brand's backend.
    const front = await startServer({ port: 0, distDir, apiTarget: running.url });
    try {
      const answer = await fetch(`${front.url}/api/v1/manager/login`, {
        method: 'POST',
        ...json({ email: 'admin@moto.example', password: 'admin123' }),
      });
      expect(((await answer.json()) as { code: number }).code).toBe(200);
      const cookie = answer.headers.get('set-cookie')?.split(';')[0] ?? '';
      const info = await fetch(`${front.url}/api/v1/manager/me`, { headers: { cookie } });
      expect(((await info.json()) as { code: number }).code).toBe(200);
      const page = await fetch(`${front.url}/`);
      expect(await page.text()).toContain('<title>app</title>');
      expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
      expect(log).toHaveBeenCalledWith(
        `API calls go to ${running.url} (API_TARGET); the mock backend is not loaded.`,
      );
    } finally {
      await front.close();
      log.mockRestore();
    }
  });
});
