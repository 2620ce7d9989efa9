/**
 * MSW handlers of the tracking service (03-community-analytics §7 "Tracking analytics"), on any origin ("*"):
 *   POST /api/v1/mini_tracking/aggregate  Elasticsearch search body -> ES response (hits, _hits, aggregations)
 *   POST /api/v1/mini_tracking/search     ES body -> ES response; or the generic form {query: [{k, op, v}], ...}
 *                                          -> {results, total}
 *   GET  /api/v1/customers/:id            id or openid -> customer; unknown -> code 404
 *   GET  /api/v1/mini_tracking/avatars/:n.svg  the generated customers' avatars (no network needed)
 * Bad queries answer code 400 with a message naming the clause. Session and permission checks are added by the
 * platform layer, not here.
 */
import { http, HttpResponse, type RequestHandler } from 'msw';
import { avatarSvg } from './avatar';
import { QueryError } from './engine/errors';
import { genericSearch, isGenericSearch } from './engine/generic';
import { search } from './engine/search';
import { failure, ok } from './envelope';
import { getTrackingStore, type TrackingStore } from './store';

export interface TrackingHandlerOptions {
  /** The store to answer from; the shared lazily built demo store by default. */
  store?: () => TrackingStore;
}

async function readJson(request: Request): Promise<{ body?: unknown; error?: string }> {
  const text = await request.text();
  if (!text.trim()) return { body: {} };
  try {
    return { body: JSON.parse(text) as unknown };
  } catch {
    return { error: 'Request body must be JSON' };
  }
}

function answer(run: () => unknown) {
  try {
    return ok(run());
  } catch (error) {
    if (error instanceof QueryError) return failure(400, error.message);
    throw error;
  }
}

export function trackingHandlers(options: TrackingHandlerOptions = {}): RequestHandler[] {
  const store = options.store ?? getTrackingStore;
  return [
    http.post('*/api/v1/mini_tracking/aggregate', async ({ request }) => {
      const { body, error } = await readJson(request);
      if (error) return failure(400, error);
      return answer(() => search(store(), body));
    }),
    http.post('*/api/v1/mini_tracking/search', async ({ request }) => {
      const { body, error } = await readJson(request);
      if (error) return failure(400, error);
      return answer(() =>
        isGenericSearch(body)
          ? genericSearch(store(), body as Record<string, unknown>)
          : search(store(), body),
      );
    }),
    http.get('*/api/v1/mini_tracking/avatars/:file', ({ params }): Response => {
      const m = /^(\d+)\.svg$/.exec(String(params.file));
      if (!m) return new HttpResponse(null, { status: 404 });
      return new HttpResponse(avatarSvg(Number(m[1])), {
        headers: { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'public, max-age=86400' },
      });
    }),
    http.get('*/api/v1/customers/:id', ({ params }) => {
      const id = decodeURIComponent(String(params.id));
      const customer = store().customer(id);
      if (!customer) return failure(404, `Customer "${id}" not found`);
      return ok(customer);
    }),
  ];
}
