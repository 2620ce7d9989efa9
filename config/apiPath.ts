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
 * The global config (02-operations §7): what the reservation records and the complaints read before their lists
 * can ask for anything (the activity, the form). The first-screen script asks it beside the session check at their
 * addresses (`PageRoute.readsConfigFirst`), once that check says someone is signed in.
 */
export const CONFIG_LOAD_PATH = `${API_PREFIX}/v1/${env.scrmSegment}/config/back`;
