// umi-request's only use of qs (about 12 KB gzip with its dependencies, in the login page): it writes a call's
// flat `params` as a query string (`arrayFormat: 'repeat'`, `strictNullHandling`), and would read back params
// given as URLSearchParams, which this code never passes. The same in a few lines. See webpack.config.ts.

/** As qs encodes (RFC 3986): also ! ' ( ) *, which encodeURIComponent leaves. */
const encode = (text: string) =>
  encodeURIComponent(text).replace(/[!'()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);

type Value = string | number | boolean | null | undefined;

export function stringify(params: Record<string, Value | Value[]> | null | undefined): string {
  const parts: string[] = [];
  for (const [key, value] of Object.entries(params ?? {}))
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item === undefined) continue;
      parts.push(item === null ? encode(key) : `${encode(key)}=${encode(String(item))}`);
    }
  return parts.join('&');
}

export function parse(text: string): Record<string, string | null | (string | null)[]> {
  const params: Record<string, string | null | (string | null)[]> = {};
  for (const part of String(text).split('&').filter(Boolean)) {
    const [key, value] = part.split(/=(.*)/s).map((piece) => decodeURIComponent(piece.replace(/\+/g, ' ')));
    const item = part.includes('=') ? value : null;
    params[key] = key in params ? ([] as (string | null)[]).concat(params[key], item) : item;
  }
  return params;
}
