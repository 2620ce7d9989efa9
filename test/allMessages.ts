/**
 * Both languages' messages at once, for tests and the checks over the registries: the shell's shared files and
 * every area file found in src-locales/en-US (the zh-CN file of the same name has the same keys: its type says
 * so). The app loads only the shown language's, and an area's files with its pages (src-locales/signedIn.ts).
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { platformMessages, type LocaleCode, type Messages } from 'src-locales/index';
import type { AreaMessageFile } from 'src-locales/signedIn';
import enShared from 'src-locales/en-US/shared';
import zhShared from 'src-locales/zh-CN/shared';

type Table = Record<string, string>;

const LOCALES = path.join(__dirname, '../src-locales');
/** The shell's files: loaded with the signed-in shell, not with an area (as signedIn.ts's `webpackExclude`). */
const SHELL_FILES = /^(shared|platform|menus|editors|list)\.ts$/;

/** The area message files, by the names the en-US folder holds. */
export const areaMessageFiles = readdirSync(path.join(LOCALES, 'en-US'))
  .filter((file) => /^\w+\.ts$/.test(file) && !SHELL_FILES.test(file))
  .map((file) => file.replace(/\.ts$/, '') as AreaMessageFile);

/** A language's table of one area file. */
export function messageFile(locale: LocaleCode, file: AreaMessageFile): Table {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  return (require(path.join(LOCALES, locale, file)) as { default: Table }).default;
}

const allAreaFiles = (locale: LocaleCode): Table =>
  Object.assign({}, ...areaMessageFiles.map((file) => messageFile(locale, file))) as Table;

export const areaMessages: Messages = {
  'en-US': { ...enShared, ...allAreaFiles('en-US') },
  'zh-CN': { ...zhShared, ...allAreaFiles('zh-CN') },
};

/** Everything the signed-in part shows: the platform's messages and the areas'. */
export const signedInMessages: Messages = {
  'en-US': { ...platformMessages['en-US'], ...areaMessages['en-US'] },
  'zh-CN': { ...platformMessages['zh-CN'], ...areaMessages['zh-CN'] },
};
