/**
 * MSW handlers of the tracking service (03-community-analytics §7 "Tracking analytics"), on any origin ("*"):
 *   POST /api/v1/mini_tracking/aggregate  Elasticsearch search body -> as 03 §7 answers AggregateTrackingEvent:
 *                                          aggregations, raw hits under _hits, the total under hits.total
 *   POST /api/v1/mini_tracking/search     ES body -> ES response; or the generic form {query: [{k, op, v}], ...}
 *                                          -> {results, total}
 *   GET  /api/v1/customers/:id            id or openid -> customer; unknown -> code 404
 *   GET  /api/v1/mini_tracking/avatars/:n.svg  the generated customers' avatars (no network needed)
 * Bad queries answer code 400 with a message naming the clause, bodies nested too deeply or too large 400/413,
 * anything unexpected a 500 envelope (endpoint()). Session and permission checks are added by the platform layer,
 * not here.
 */
import { HttpResponse, type RequestHandler } from 'msw';
import { readJson } from '../lib/body';
import { endpoint } from '../lib/endpoint';
import { badRequest, notFound } from '../lib/errors';
import { ok } from '../lib/envelope';
import { avatarSvg } from './avatar';
import { QueryError } from './engine/errors';
import { genericSearch, isGenericSearch } from './engine/generic';
import { search } from './engine/search';
import { getTrackingStore, type TrackingStore } from './store';
import type { EsSearchResponse } from './types';

export interface TrackingHandlerOptions {
  /** The store to answer from; the shared lazily built demo store by default. */
  store?: () => TrackingStore;
}

/**
 * The JSON body ({} when empty), read with the shared size and nesting limits: the query compiler recurses,
 * so a bool nested thousands of levels deep is refused before it reaches it.
 */
async function readQuery(request: Request): Promise<unknown> {
  return (await readJson(request)) ?? {};
}

/**
 * AggregateTrackingEvent's answer as 03 §7 gives it: read by its buckets, with the raw hits under `_hits` only
 * (not also in Elasticsearch's `hits.hits`), so the client reads the spec's shape. The total stays Elasticsearch's.
 */
function aggregateAnswer({ hits: { hits, ...counts }, ...response }: EsSearchResponse) {
  return { ...response, hits: counts, _hits: hits };
}

/** A query the engine refuses answers code 400 naming the clause; anything else is the endpoint's 500 envelope. */
function answer(run: () => unknown) {
  try {
    return ok(run());
  } catch (error) {
    if (error instanceof QueryError) throw badRequest(error.message);
    throw error;
  }
}

export function trackingHandlers(options: TrackingHandlerOptions = {}): RequestHandler[] {
  const store = options.store ?? getTrackingStore;
  return [
    endpoint('post', '/api/v1/mini_tracking/aggregate', async ({ request }) => {
      const body = await readQuery(request);
      return answer(() => aggregateAnswer(search(store(), body)));
    }),
    endpoint('post', '/api/v1/mini_tracking/search', async ({ request }) => {
      const body = await readQuery(request);
      return answer(() =>
        isGenericSearch(body)
          ? genericSearch(store(), body as Record<string, unknown>)
          : search(store(), body),
      );
    }),
    endpoint('get', '/api/v1/mini_tracking/avatars/:file', ({ params }) => {
      const m = /^(\d+)\.svg$/.exec(params.file);
      if (!m) return new HttpResponse(null, { status: 404 });
      return new HttpResponse(avatarSvg(Number(m[1])), {
        headers: { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'public, max-age=86400' },
      });
    }),
    endpoint('get', '/api/v1/customers/:id', ({ params }) => {
      const id = decodeURIComponent(params.id);
      const customer = store().customer(id);
      if (!customer) throw notFound(`Customer "${id}" not found`);
      return ok(customer);
    }),
  ];
}
