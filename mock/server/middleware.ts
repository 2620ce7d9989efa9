/**
 * The mock as an express middleware, for webpack-dev-server's setupMiddlewares and the standalone server.
 * Mount it before any body parser: it streams the raw request (JSON, multipart uploads of 40 MB+) to msw.
 */
import type { IncomingMessage } from 'node:http';
import { createMiddleware } from '@mswjs/http-middleware';
import type { RequestHandler, Response } from 'express';
import { createHandlers } from '../handlers';
import { UPLOAD_LIMIT } from '../lib/body';
import { fail } from '../lib/envelope';
import { getTrackingStore } from '../tracking/store';

const MOCK_PATH = /^\/(api|__mock)(\/|\?|$)/;

/**
 * Reads and discards what a handler left of the request body (a call that takes none, an error answered before
 * reading): a half-read body leaves the keep-alive connection stuck, and the client's next request on it with
 * it. msw's view of the body pauses the request whenever nobody reads it, so its listeners go first. A body far
 * beyond any upload is not worth reading: that connection is closed instead.
 */
function drainRest(req: IncomingMessage) {
  if (req.complete) return;
  let drained = 0;
  req.removeAllListeners('data');
  req.on('data', (chunk: Buffer) => {
    drained += chunk.byteLength;
    if (drained > UPLOAD_LIMIT) req.socket.destroy();
  });
  req.resume();
}

/** A failure outside any handler (msw itself, a stream) still answers an envelope, never express's HTML page. */
function answerFailure(res: Response, error: unknown) {
  console.error('[mock] request failed', error);
  if (res.headersSent) {
    res.destroy();
    return;
  }
  res
    .status(200)
    .json(fail(500, `Internal mock error: ${error instanceof Error ? error.message : String(error)}`));
}

export interface MockMiddlewareOptions {
  /**
   * Build the tracking event store now (default), so the server pays for it when it starts, not the first
   * visitor of the tracking dashboard (200,000 events: ~1.8 s). jest's msw/node backend never comes here, and
   * jest's server tests pass false: under jest the small store is built on first use.
   */
  buildTrackingStore?: boolean;
  /** Serve `/__mock/reset` and `/__mock/sessions/expire` (off by default: the browser tests' server only). */
  testControls?: boolean;
}

export function createMockMiddleware(options: MockMiddlewareOptions = {}): RequestHandler {
  if (options.buildTrackingStore ?? true) getTrackingStore();
  // `http`: the browser keeps the cookies; msw's process-wide jar must not (it would log in every client).
  const handle = createMiddleware(
    ...createHandlers({ transport: 'http', testControls: options.testControls ?? false }),
  );
  return (req, res, next) => {
    if (!MOCK_PATH.test(req.originalUrl)) {
      next();
      return;
    }
    // Uploaded files are served as stored: the browser must never guess another type for them.
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.once('finish', () => drainRest(req));
    // Mounted under a prefix (`app.use('/api', ...)`) express strips it from req.url; msw needs the full path.
    const mountedUrl = req.url;
    req.url = req.originalUrl;
    void handle(req, res, (error?: unknown) => {
      req.url = mountedUrl;
      if (error) answerFailure(res, error);
      else next();
    });
  };
}
