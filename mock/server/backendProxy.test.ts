/**
 * @jest-environment node
 */
import type http from 'node:http';
import express from 'express';
import { backendProxy, cookieForThisOrigin, parseApiTarget } from './backendProxy';
import { apiBackend } from './apiBackend';
import { serve, type RunningServer } from './serve';

/** A stand-in for the brand's backend: it answers what it saw and sets a session cookie for its own domain. */
function fakeBackend(): http.RequestListener {
  return (req, res) => {
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
  };
}

describe('the backend proxy (API_TARGET)', () => {
  let backend: RunningServer;
  let front: RunningServer;
  let backendUrl: string;
  let frontUrl: string;

  beforeAll(async () => {
    backend = await serve(fakeBackend());
    backendUrl = backend.url;
    const app = express();
    app.use(backendProxy(new URL(backendUrl)));
    app.get('*', (_req, res) => res.type('text/html').send('<p>the app</p>'));
    front = await serve(app);
    frontUrl = front.url;
  });
  afterAll(async () => {
    await front.close();
    await backend.close();
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
    const front = await serve(app);
    const { url } = front;
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
      await front.close();
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
