import { env } from './env';

/**
 * Every call of the app goes under /api (the prefix rule of 01-platform §7, the `{scrm}` service, the tag center
 * and the tracking service included): what a server in front of the app forwards to the backend, whether the
 * dev and standalone servers' proxy (mock/server/backendProxy.ts) or the nginx recipe (deploy/nginx).
 */
export const API_PREFIX = '/api';

/** A request path, with or without its query, that belongs to the backend. */
export const API_PATH = new RegExp(`^${API_PREFIX}(/|\\?|$)`);

/**
 * Who is signed in: the first call of every address, which the first-screen script sends before the app's code
 * has run (config/build/firstScreenPreload.ts) and the session service takes the answer of.
 */
export const SESSION_CHECK_PATH = `${API_PREFIX}/v1/manager/me`;

/**
 * GETs that a first screen reads before its list can ask for anything, by name. At the address of a route that
 * names them (`PageRoute.firstGets`), the first-screen script asks them beside the session check, and the first
 * GET of each path takes the answer (which counts only when that check says someone is signed in).
 */
export const FIRST_GETS = {
  /** The global config (02-operations §7): the activity of the reservation records, the complaints' form. */
  config: `${API_PREFIX}/v1/${env.scrmSegment}/config/back`,
  /** The operator's DOC role (03 §2.1): the variant of the DOC lists they read. */
  docRole: `${API_PREFIX}/v1/${env.scrmSegment}/my/doc/role`,
} as const;

export type FirstGet = keyof typeof FIRST_GETS;
