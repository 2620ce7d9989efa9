/**
 * The real backend in place of the mock: `API_TARGET=https://backoffice-api.example npm start` (or `npm run
 * serve`) forwards every API path to that origin. The browser still talks to one origin, so cookies and the
 * app's relative paths work as they do in production behind nginx.
 */
import type { ClientRequest, IncomingMessage } from 'node:http';
import type { RequestHandler } from 'express';
import { createProxyMiddleware } from 'http-proxy-middleware';
import { API_PATH } from '../../config/apiPath';

/** The API_TARGET setting, checked: an http(s) origin, else a message that says what is wrong. */
export function parseApiTarget(value: string | undefined): URL | null {
  if (!value) return null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(
      `API_TARGET must be an http(s) URL such as https://backoffice-api.example, got "${value}"`,
    );
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new Error(`API_TARGET must be an http(s) URL, got "${value}"`);
  return url;
}

/**
 * Set-Cookie as the browser should keep it on this origin: no Domain (the backend's), and no Secure when the
 * app is served over plain http (a development server), or the browser would drop the session cookie.
 */
export function cookieForThisOrigin(cookie: string, overHttps: boolean): string {
  return cookie
    .split(';')
    .map((part) => part.trim())
    .filter((part) => !/^domain=/i.test(part) && (overHttps || !/^secure$/i.test(part)))
    .join('; ');
}

function rewriteHeaders(proxyReq: ClientRequest, target: URL) {
  // Host is set by changeOrigin; a backend that checks Origin or Referer (CSRF) sees its own origin.
  if (proxyReq.getHeader('origin')) proxyReq.setHeader('origin', target.origin);
  const referer = proxyReq.getHeader('referer');
  if (typeof referer === 'string') {
    const { pathname, search } = new URL(referer);
    proxyReq.setHeader('referer', `${target.origin}${pathname}${search}`);
  }
}

function rewriteCookies(proxyRes: IncomingMessage, req: IncomingMessage) {
  const cookies = proxyRes.headers['set-cookie'];
  if (!cookies) return;
  const overHttps = (req.socket as { encrypted?: boolean }).encrypted === true;
  proxyRes.headers['set-cookie'] = cookies.map((cookie) => cookieForThisOrigin(cookie, overHttps));
}

/**
 * Forwards API paths to `target`; anything else goes on to the next handler (the app's files). A target that
 * cannot be reached answers 502 with an error envelope (the login page says 'Network Failed') and prints one
 * line naming the target, once until it answers again.
 */
export function backendProxy(target: URL, log: (line: string) => void = console.error): RequestHandler {
  let failing = false;
  return createProxyMiddleware((path) => API_PATH.test(path), {
    target: target.origin,
    changeOrigin: true,
    secure: true,
    logLevel: 'silent',
    onProxyReq: (proxyReq) => rewriteHeaders(proxyReq, target),
    onProxyRes: (proxyRes, req) => {
      failing = false;
      rewriteCookies(proxyRes, req);
    },
    onError: (error, req, res) => {
      if (!failing) {
        const reason = (error as NodeJS.ErrnoException).code ?? error.message;
        log(`[backend] ${target.origin} cannot be reached (${reason}) for ${req.method} ${req.url}`);
      }
      failing = true;
      if (res.headersSent) {
        res.destroy();
        return;
      }
      res.writeHead(502, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ code: 502, msg: `The backend ${target.origin} cannot be reached` }));
    },
  });
}
