import { areaFiles } from './en-US/areas';
import enShared from './en-US/shared';
import zhShared from './zh-CN/shared';
import { platformMessages, type LocaleCode, type Messages } from './index';
import type { AreaMessageFile } from './signedIn';

type Table = Record<string, string>;

/** A language's table of one area file (the zh-CN file has the en-US file's keys: its type says so). */
function fileOf(locale: LocaleCode, file: AreaMessageFile): Table {
  if (locale === 'en-US') return areaFiles[file];
  // Test code in node: the Chinese files are found by the English table's names, so no second list is kept.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  return (require(`./${locale}/${file}`) as { default: Table }).default;
}

const allAreaFiles = (locale: LocaleCode): Table =>
  Object.assign(
    {},
    ...Object.keys(areaFiles).map((file) => fileOf(locale, file as AreaMessageFile)),
  ) as Table;

/**
 * Both languages' messages at once, for tests and the checks over the registries: the shell's shared files and
 * every area file. The app loads only the shown language's, and an area's files with its pages (signedIn.ts).
 */
export const areaMessages: Messages = {
  'en-US': { ...enShared, ...allAreaFiles('en-US') },
  'zh-CN': { ...zhShared, ...allAreaFiles('zh-CN') },
};

/** Everything the signed-in part shows: the platform's messages and the areas'. */
export const signedInMessages: Messages = {
  'en-US': { ...platformMessages['en-US'], ...areaMessages['en-US'] },
  'zh-CN': { ...platformMessages['zh-CN'], ...areaMessages['zh-CN'] },
};
