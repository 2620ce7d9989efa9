/**
 * @jest-environment node
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { backendProxy, cookieForThisOrigin, parseApiTarget } from './backendProxy';
import { apiBackend } from './apiBackend';

function listen(server: http.Server): Promise<string> {
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () =>
      resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`),
    );
  });
}

const close = (server: http.Server) =>
  new Promise<void>((done) => {
    server.close(() => done());
    server.closeAllConnections();
  });

/** A stand-in for the brand's backend: it answers what it saw and sets a session cookie for its own domain. */
function fakeBackend() {
  return http.createServer((req, res) => {
    res.setHeader('Set-Cookie', 'SESSION=abc; Domain=backoffice-api.example; Path=/; HttpOnly; Secure');
    res.setHeader('Content-Type', 'application/json');
    res.end(
      JSON.stringify({
        code: 200,
        data: {
          path: req.url,
          host: req.headers.host,
          origin: req.headers.origin,
          cookie: req.headers.cookie,
        },
      }),
    );
  });
}

describe('the backend proxy (API_TARGET)', () => {
  const backend = fakeBackend();
  let front: http.Server;
  let backendUrl: string;
  let frontUrl: string;

  beforeAll(async () => {
    backendUrl = await listen(backend);
    const app = express();
    app.use(backendProxy(new URL(backendUrl)));
    app.get('*', (_req, res) => res.type('text/html').send('<p>the app</p>'));
    front = http.createServer(app);
    frontUrl = await listen(front);
  });
  afterAll(async () => {
    await close(front);
    await close(backend);
  });

  it('forwards API paths with the target as Host and Origin, and the browser cookies', async () => {
    const answer = await fetch(`${frontUrl}/api/v1/manager/login`, {
      method: 'POST',
      headers: { Origin: frontUrl, Cookie: 'SESSION=before' },
      body: '{}',
    });
    const { data } = (await answer.json()) as { data: Record<string, string> };
    expect(data).toEqual({
      path: '/api/v1/manager/login',
      host: new URL(backendUrl).host,
      origin: backendUrl,
      cookie: 'SESSION=before',
    });
  });

  it('hands the session cookie to the browser for this origin', async () => {
    const answer = await fetch(`${frontUrl}/api/v1/manager/info`);
    expect(answer.headers.get('set-cookie')).toBe('SESSION=abc; Path=/; HttpOnly');
  });

  it('leaves the app files to the next handler', async () => {
    expect(await (await fetch(`${frontUrl}/index.html`)).text()).toBe('<p>the app</p>');
  });
});

describe('a backend that cannot be reached', () => {
  it('answers 502 with an error envelope and says once which target failed', async () => {
    const lines: string[] = [];
    const app = express();
    app.use(backendProxy(new URL('http://127.0.0.1:9'), (line) => lines.push(line)));
    const front = http.createServer(app);
    const url = await listen(front);
    try {
      for (let i = 0; i < 2; i++) {
        const answer = await fetch(`${url}/api/v1/manager/login`, { method: 'POST', body: '{}' });
        expect(answer.status).toBe(502);
        expect(await answer.json()).toEqual({
          code: 502,
          msg: 'The backend http://127.0.0.1:9 cannot be reached',
        });
      }
      expect(lines).toEqual([
        '[backend] http://127.0.0.1:9 cannot be reached (ECONNREFUSED) for POST /api/v1/manager/login',
      ]);
    } finally {
      await close(front);
    }
  });
});

describe('the API_TARGET setting', () => {
  it('takes an http(s) origin and says what is wrong with anything else', () => {
    expect(parseApiTarget(undefined)).toBeNull();
    expect(parseApiTarget('')).toBeNull();
    expect(parseApiTarget('https://backoffice-api.example')?.origin).toBe('https://backoffice-api.example');
    expect(() => parseApiTarget('backoffice-api.example')).toThrow(/must be an http\(s\) URL/);
    expect(() => parseApiTarget('ftp://backoffice-api.example')).toThrow(/must be an http\(s\) URL/);
  });

  it('makes npm start proxy instead of loading the mock', () => {
    const log = jest.spyOn(console, 'log').mockImplementation(() => undefined);
    expect(apiBackend('https://backoffice-api.example').name).toBe('backend-proxy');
    expect(log).toHaveBeenCalledWith(
      'API calls go to https://backoffice-api.example (API_TARGET); the mock backend is not loaded.',
    );
    log.mockRestore();
  });
});

describe('cookies for a development origin', () => {
  it('keeps Secure only when the app itself is served over https', () => {
    const cookie = 'SESSION=abc; Domain=api.example; Secure; SameSite=Lax';
    expect(cookieForThisOrigin(cookie, false)).toBe('SESSION=abc; SameSite=Lax');
    expect(cookieForThisOrigin(cookie, true)).toBe('SESSION=abc; Secure; SameSite=Lax');
  });
});
