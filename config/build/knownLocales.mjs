/**
 * Webpack loader: react-intl's createIntl and intl-messageformat ask `Intl.NumberFormat.supportedLocalesOf`
 * whether the browser formats the app's locale (zh-CN, en-US: every browser does). That question starts the
 * browser's number formatting, about 15-35 ms in Chromium here, which a list's first screen otherwise never
 * needs (its numbers are formatted by hand: src-models/common/numbers.ts). The locale is taken as supported
 * instead. A patched line that is no longer found fails the build, so an upgrade cannot drop the patch
 * silently.
 */
const PATCHES = {
  'create-intl.js': [
    ['!Intl.NumberFormat.supportedLocalesOf(locale).length', 'false'],
    ['!Intl.DateTimeFormat.supportedLocalesOf(locale).length', 'false'],
  ],
  'core.js': [
    [
      'var supportedLocales = Intl.NumberFormat.supportedLocalesOf(locales);',
      'var supportedLocales = [].concat(locales);',
    ],
  ],
};

export default function knownLocales(source) {
  const file = this.resourcePath.split(/[\\/]/).pop();
  let patched = source;
  for (const [from, to] of PATCHES[file] ?? []) {
    if (!patched.includes(from)) throw new Error(`knownLocales: "${from}" not found in ${this.resourcePath}`);
    patched = patched.replace(from, to);
  }
  return patched;
}
