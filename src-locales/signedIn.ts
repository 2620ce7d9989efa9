import type { AreaMessageFiles } from './messageIds';
import { platformMessages, type LocaleCode, type Messages } from './index';

/**
 * A message file (src-locales/<language>/<file>.ts) an area names in its route file's `messages`: its own, or a
 * shared widget's that only some areas show (formField, sheetImport, auditTrail, pageBuilder, linkAction,
 * subscribeMessage, locationPicker, tagging), so the others' first screen goes without it. The names are those
 * the en-US files declare (`AreaMessageFiles`).
 */
export type AreaMessageFile = keyof AreaMessageFiles;

type Table = Record<string, string>;

/**
 * Per language, one table that grows as areas join: react-intl looks a message up in it at each format, so an
 * area's messages are there for its page without rendering the whole app again.
 */
const loaded: Partial<Messages> = {};
const joined = new Set<AreaMessageFile>();
const filesIn: Partial<Record<LocaleCode, Set<AreaMessageFile>>> = {};
const shellLoads: Partial<Record<LocaleCode, Promise<void>>> = {};

const sharedOf = async (locale: LocaleCode): Promise<Table> =>
  (await import(/* webpackChunkName: "messages-[request]" */ `./${locale}/shared.ts`)).default as Table;

const areaFileOf = async (locale: LocaleCode, file: AreaMessageFile): Promise<Table> =>
  (
    await import(
      /* webpackChunkName: "messages-[request]", webpackExclude: /(areas|shared|platform|menus|editors|list)\.ts$/ */ `./${locale}/${file}.ts`
    )
  ).default as Table;

/** Adds area files to a language's table, which the shell's messages (`shellLoaded`) start. */
async function addFiles(
  locale: LocaleCode,
  files: readonly AreaMessageFile[],
  shellLoaded: Promise<void>,
): Promise<void> {
  const have = (filesIn[locale] ??= new Set());
  const missing = files.filter((file) => !have.has(file));
  // Asked beside the shell's messages, not once those are in: on a first screen, one stage less.
  const [tables] = await Promise.all([
    Promise.all(missing.map((file) => areaFileOf(locale, file))),
    shellLoaded,
  ]);
  Object.assign(loaded[locale] as Table, ...tables);
  for (const file of missing) have.add(file);
}

/**
 * Loads, once, what the signed-in shell shows in a language (the platform's messages, the menus and the shared
 * widgets'), and the files of the areas already joined: the shell loads the shown language's before it renders,
 * and the other's when the operator switches to it.
 */
export async function loadSignedInMessages(locale: LocaleCode): Promise<void> {
  // One load per language even when the shell and a page ask at once; a failed one can be tried again.
  const shellLoaded = (shellLoads[locale] ??= sharedOf(locale).then(
    (shared) => {
      loaded[locale] = { ...platformMessages[locale], ...shared };
    },
    (error: unknown) => {
      delete shellLoads[locale];
      throw error;
    },
  ));
  await addFiles(locale, [...joined], shellLoaded);
}

/** Adds an area's messages in the shown language, before its page renders (see SignedInApp). */
export async function joinAreaMessages(files: readonly AreaMessageFile[], locale: LocaleCode): Promise<void> {
  for (const file of files) joined.add(file);
  await loadSignedInMessages(locale);
}

/** A language's signed-in messages, once loaded (the shell loads the shown one before it renders). */
export function signedInMessagesOf(locale: LocaleCode): Record<string, string> {
  const messages = loaded[locale];
  if (!messages) throw new Error(`The ${locale} messages were not loaded before they were shown`);
  return messages;
}
