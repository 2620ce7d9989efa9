import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { theme } from 'antd';

/** The font families of a CSS `font-family` value, unquoted. */
const families = (value: string) =>
  value.split(',').map((family) => family.trim().replace(/^['"]|['"]$/g, ''));

describe('the login page font', () => {
  it('is the font stack of the rest of the app (antd), not the browser default serif', () => {
    const css = readFileSync(join(__dirname, 'login.css'), 'utf8');
    const page = /\.login-page\s*\{([^}]*)\}/.exec(css)?.[1] ?? '';
    const declared = /font-family:([^;]*);/.exec(page)?.[1] ?? '';
    expect(families(declared)).toEqual(families(theme.getDesignToken().fontFamily));
  });
});
