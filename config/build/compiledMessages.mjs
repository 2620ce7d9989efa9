/**
 * Webpack loader for a messages file of src-locales (`export default { id: 'ICU text' }`): hands over the
 * messages already parsed (formatjs's AST), so the production build ships react-intl without its message parser
 * (about 10 KB gzip of the login page; webpack.config.ts points the parser at formatjs's `no-parser` entry).
 * The file is read by running it at build time, with `?messages-source`, which this loader's rule excludes. An area
 * file's menu labels (`export const menu`) stay a named export, which the menus gather; what a gathering file
 * (menus.ts) reads of the others comes parsed already.
 */
import { parse } from '@formatjs/icu-messageformat-parser';

export default function compiledMessages() {
  const done = this.async();
  this.importModule(`${this.resourcePath}?messages-source`)
    .then(({ default: messages, menu }) => {
      const parsed = (table) =>
        JSON.stringify(
          Object.fromEntries(
            Object.entries(table).map(([id, text]) => [id, typeof text === 'string' ? parse(text) : text]),
          ),
        );
      const named = menu ? `export const menu = ${parsed(menu)};\n` : '';
      done(null, `${named}export default ${parsed(messages)};`);
    })
    .catch(done);
}
