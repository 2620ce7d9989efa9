/**
 * Every call of the app goes under /api (the prefix rule of 01-platform §7, the `{scrm}` service, the tag center
 * and the tracking service included): what a server in front of the app forwards to the backend, whether the
 * dev and standalone servers' proxy (mock/server/backendProxy.ts) or the nginx recipe (deploy/nginx).
 */
export const API_PREFIX = '/api';

/** A request path, with or without its query, that belongs to the backend. */
export const API_PATH = new RegExp(`^${API_PREFIX}(/|\\?|$)`);
