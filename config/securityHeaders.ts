/**
 * The security headers the app runs under, for every server in front of it: the standalone server
 * (mock/server/standalone.ts) and the nginx recipe (deploy/nginx, rendered by mock/server/nginxConfig.ts).
 */

/**
 * Scripts only from the app's own files. Styles may be inline because antd's CSS-in-JS and style-loader add
 * <style> elements at run time. Images and videos may come from any http(s) URL (what a banner field takes),
 * data: icons and blob: previews. Framing by the app itself and the trusted hosting frames only.
 */
export function contentSecurityPolicy(frameAncestors: readonly string[]): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: http: https:",
    "media-src 'self' blob: http: https:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    ["frame-ancestors 'self'", ...frameAncestors].join(' '),
  ].join('; ');
}

/**
 * Browsers' own default, stated: routes live in the URL's hash, which is never sent, so other sites see the
 * origin at most (image hosts that check the Referer of a banner still see it); plain http targets see nothing.
 */
export const REFERRER_POLICY = 'strict-origin-when-cross-origin';

/** Every header, by name, as sent with every answer (pages, files, API, errors). */
export function securityHeaders(frameAncestors: readonly string[]): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(frameAncestors),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': REFERRER_POLICY,
  };
}
