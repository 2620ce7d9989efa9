import { API_PATH } from '../../config/apiPath';
import { contentSecurityPolicy, securityHeaders } from '../../config/securityHeaders';
import { fillTemplate, renderNginxConfig, type NginxSite } from './nginxConfig';

const site: NginxSite = {
  backend: 'https://backoffice-api.example:8443/ignored/path',
  distRoot: '/srv/backoffice/dist/',
  frameOrigins: ['https://host.moto.example', 'http://127.0.0.1:4174'],
};

/** The `add_header` lines of a config, by header name. */
function addedHeaders(config: string): Record<string, string> {
  return Object.fromEntries(
    [...config.matchAll(/^\s*add_header ([\w-]+) "([^"]*)" always;$/gm)].map(([, name, value]) => [
      name,
      value,
    ]),
  );
}

describe('the nginx recipe (mock/server/nginxConfig.ts)', () => {
  const config = renderNginxConfig(site);

  it('sends exactly the security headers of the standalone server, the same Content-Security-Policy above all', () => {
    expect(config).not.toContain('${');
    const headers = addedHeaders(config);
    expect(headers['Content-Security-Policy']).toBe(contentSecurityPolicy(site.frameOrigins));
    expect(headers).toEqual(securityHeaders(site.frameOrigins));
    // The backend's copies are dropped, or API answers would carry two of each.
    const hidden = [...config.matchAll(/^\s*proxy_hide_header ([\w-]+);$/gm)].map(([, name]) => name);
    expect(hidden.sort()).toEqual(Object.keys(headers).sort());
  });

  it('proxies the API paths of the standalone proxy to the backend origin, and nothing else', () => {
    expect(config).toContain('    proxy_pass https://backoffice-api.example:8443;\n');
    const [, locationRegex] = config.match(/^\s*location ~ (\S+) \{\n\s*proxy_pass /m) ?? [];
    const apiLocation = new RegExp(locationRegex);
    // nginx matches the path alone; API_PATH also sees the query.
    for (const uri of [
      '/api',
      '/api/',
      '/api/v1/manager/login',
      '/apis',
      '/api2/v1',
      '/',
      '/js/api.js',
      '/x/api/',
    ])
      expect([uri, apiLocation.test(uri)]).toEqual([uri, API_PATH.test(uri)]);
    // The backend's answers keep their own Cache-Control.
    expect(config).toContain(`    ~${locationRegex} "";\n`);
  });

  it('caches the hashed chunks and stylesheet for a year, revalidates index.html and serves it for every page', () => {
    expect(config).toContain('    ~^/(js|css)/ "public, max-age=31536000, immutable";\n');
    expect(config).toContain('    default "no-cache";\n');
    expect(config).toMatch(/^\s*add_header Cache-Control \$backoffice_cache_control;$/m);
    expect(config).toMatch(/location ~ \^\/\(js\|css\)\/ \{\s*try_files \$uri =404;\s*\}/);
    expect(config).toMatch(/location \/ \{\s*try_files \$uri \/index\.html;\s*\}/);
    expect(config).toContain('    root /srv/backoffice/dist;\n');
    expect(config).toContain('    listen 80;\n');
    expect(config).toContain('    gzip on;\n');
  });

  it('refuses a setting that is missing or would break the config, saying which', () => {
    expect(() => renderNginxConfig({ ...site, backend: undefined })).toThrow(
      /API_TARGET must name the backend/,
    );
    expect(() => renderNginxConfig({ ...site, backend: 'backoffice-api.example' })).toThrow(/API_TARGET/);
    expect(() => renderNginxConfig({ ...site, distRoot: 'dist' })).toThrow(
      /DIST_ROOT must be the absolute path/,
    );
    expect(() => renderNginxConfig({ ...site, distRoot: '/srv/my dist' })).toThrow(/DIST_ROOT/);
    expect(() => renderNginxConfig({ ...site, frameOrigins: ['https://host.moto.example/page'] })).toThrow(
      /TRUSTED_FRAME_ORIGINS must list origins/,
    );
    expect(() => renderNginxConfig({ ...site, frameOrigins: ['https://host.moto.example;"'] })).toThrow(
      /TRUSTED_FRAME_ORIGINS/,
    );
    expect(() => renderNginxConfig({ ...site, listen: '80; include /etc/passwd' })).toThrow(/listen/);
  });

  it('fails on a template placeholder without a value and on a value the template never uses', () => {
    expect(fillTemplate('root ${DIST_ROOT};', { DIST_ROOT: '/srv' })).toBe('root /srv;');
    expect(() => fillTemplate('root ${DIST};', { DIST_ROOT: '/srv' })).toThrow(/asks for DIST/);
    expect(() => fillTemplate('root /srv;', { DIST_ROOT: '/srv' })).toThrow(/never uses DIST_ROOT/);
  });
});
