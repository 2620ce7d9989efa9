/**
 * The absolute URL to open, only when it is http(s): a server URL is never trusted to be `javascript:` free.
 * Relative URLs are read against the page (Node has no page: tests read them against localhost).
 */
export function httpUrl(url: unknown, base?: string): string | null {
  if (typeof url !== 'string' || url.trim() === '') return null;
  try {
    const page =
      base ?? (globalThis as { location?: { href?: string } }).location?.href ?? 'http://localhost/';
    const resolved = new URL(url, page);
    return resolved.protocol === 'http:' || resolved.protocol === 'https:' ? resolved.toString() : null;
  } catch {
    return null;
  }
}
