/**
 * Renders the nginx recipe (deploy/nginx/backoffice.conf.template) into a site config for one deployment:
 *
 *   API_TARGET=https://backoffice-api.example DIST_ROOT=/srv/backoffice/dist \
 *   TRUSTED_FRAME_ORIGINS=https://host.moto.example npx tsx mock/server/nginxConfig.ts > backoffice.conf
 *
 * The security headers come from config/securityHeaders.ts and the proxied paths from config/apiPath.ts, so
 * nginx sends what the standalone server sends and forwards what its proxy forwards.
 */
import fs from 'node:fs';
import path from 'node:path';
import { API_PREFIX } from '../../config/apiPath';
import { env } from '../../config/env';
import { securityHeaders } from '../../config/securityHeaders';
import { parseApiTarget } from './backendProxy';

export const TEMPLATE = path.resolve(__dirname, '../../deploy/nginx/backoffice.conf.template');

export interface NginxSite {
  /** The backend's origin, as API_TARGET of `npm run serve`. */
  backend: string | undefined;
  /** Where the production build (dist/) lies on the nginx host. */
  distRoot: string | undefined;
  /** The TRUSTED_FRAME_ORIGINS the build was made with: they may show the app in a frame. */
  frameOrigins: readonly string[];
  /** nginx's `listen`: a port, or address:port. */
  listen?: string;
  /** nginx's `server_name`: the host names this site answers for. */
  serverName?: string;
}

// Characters that would end a quoted value or an nginx directive, or start a variable.
const UNSAFE = /[\s"';{}$\\]/;

function backendOrigin(value: string | undefined): string {
  const target = parseApiTarget(value);
  if (!target) throw new Error('API_TARGET must name the backend, such as https://backoffice-api.example');
  if (UNSAFE.test(target.origin)) throw new Error(`API_TARGET cannot go into an nginx config: "${value}"`);
  return target.origin;
}

function distRoot(value: string | undefined): string {
  if (!value || !path.isAbsolute(value) || UNSAFE.test(value))
    throw new Error(
      `DIST_ROOT must be the absolute path of the production build on the nginx host, without spaces or quotes, got "${value ?? ''}"`,
    );
  return value.replace(/\/+$/, '') || '/';
}

function frameOrigin(value: string): string {
  let origin = '';
  try {
    const url = new URL(value);
    if (url.protocol === 'http:' || url.protocol === 'https:') origin = url.origin;
  } catch {
    // Reported below with the rest.
  }
  if (origin !== value || UNSAFE.test(value))
    throw new Error(
      `TRUSTED_FRAME_ORIGINS must list origins such as https://host.moto.example (no path), got "${value}"`,
    );
  return value;
}

function directiveValue(name: string, value: string): string {
  if (!value.split(' ').every((word) => word && !UNSAFE.test(word)))
    throw new Error(`${name} cannot go into an nginx config: "${value}"`);
  return value;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** 'Content-Security-Policy' is written `${CONTENT_SECURITY_POLICY}` in the template. */
const placeholderOf = (header: string) => header.toUpperCase().replace(/-/g, '_');

/** Fills every `${NAME}` of the template; a name without a value, or a value the template never asks for, throws. */
export function fillTemplate(template: string, values: Record<string, string>): string {
  const unused = new Set(Object.keys(values));
  const filled = template.replace(/\$\{(\w+)\}/g, (_match, name: string) => {
    if (!Object.hasOwn(values, name))
      throw new Error(`The nginx template asks for ${name}, which has no value`);
    unused.delete(name);
    return values[name];
  });
  if (unused.size) throw new Error(`The nginx template never uses ${[...unused].join(', ')}`);
  return filled;
}

export function renderNginxConfig(site: NginxSite, template = fs.readFileSync(TEMPLATE, 'utf8')): string {
  const headers = securityHeaders(site.frameOrigins.map(frameOrigin));
  return fillTemplate(template, {
    LISTEN: directiveValue('The listen address', site.listen ?? '80'),
    SERVER_NAME: directiveValue('The server name', site.serverName ?? '_'),
    DIST_ROOT: distRoot(site.distRoot),
    BACKEND: backendOrigin(site.backend),
    // nginx matches the path without its query.
    API_URI_REGEX: `^${escapeRegExp(API_PREFIX)}(/|$)`,
    ...Object.fromEntries(Object.entries(headers).map(([name, value]) => [placeholderOf(name), value])),
  });
}

if (require.main === module) {
  try {
    process.stdout.write(
      renderNginxConfig({
        backend: process.env.API_TARGET,
        distRoot: process.env.DIST_ROOT,
        frameOrigins: env.trustedFrameOrigins,
        listen: process.env.NGINX_LISTEN || undefined,
        serverName: process.env.NGINX_SERVER_NAME || undefined,
      }),
    );
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
}
