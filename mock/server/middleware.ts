/**
 * The mock as an express middleware, for webpack-dev-server's setupMiddlewares and the standalone server.
 * Mount it before any body parser: it streams the raw request (JSON, multipart uploads of 40 MB+) to msw.
 */
import { createMiddleware } from '@mswjs/http-middleware';
import type { RequestHandler } from 'express';
import { createHandlers } from '../handlers';

const MOCK_PATH = /^\/(api|__mock)(\/|\?|$)/;

export function createMockMiddleware(): RequestHandler {
  // `http`: the browser keeps the cookies; msw's process-wide jar must not (it would log in every client).
  const handle = createMiddleware(...createHandlers({ transport: 'http' }));
  return (req, res, next) => {
    if (!MOCK_PATH.test(req.originalUrl)) {
      next();
      return;
    }
    // Mounted under a prefix (`app.use('/api', ...)`) express strips it from req.url; msw needs the full path.
    const mountedUrl = req.url;
    req.url = req.originalUrl;
    void handle(req, res, (error?: unknown) => {
      req.url = mountedUrl;
      next(error);
    });
  };
}
