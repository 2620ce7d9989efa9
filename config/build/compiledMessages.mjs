/**
 * Webpack loader for a messages file of src-locales (`export default { id: 'ICU text' }`): hands over the
 * messages already parsed (formatjs's AST), so the production build ships react-intl without its message parser
 * (about 10 KB gzip of the login page; webpack.config.ts points the parser at formatjs's `no-parser` entry).
 * The file is read by running it at build time, with `?messages-source`, which this loader's rule excludes.
 */
import { parse } from '@formatjs/icu-messageformat-parser';

export default function compiledMessages() {
  const done = this.async();
  this.importModule(`${this.resourcePath}?messages-source`)
    .then(({ default: messages }) => {
      const parsed = Object.fromEntries(Object.entries(messages).map(([id, text]) => [id, parse(text)]));
      done(null, `export default ${JSON.stringify(parsed)};`);
    })
    .catch(done);
}
