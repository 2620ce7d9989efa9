/**
 * The lists no line of checkBackendCalls.ts names, each searched by itself: every list model a domain of
 * src-models exports is found here, so a new list is checked from the day it is written, with no line to add.
 * A line of its own is still worth writing for a scoped list (a store's staff): here it is searched unscoped.
 */
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { ask, listOf, type Check, type CheckedList } from './checkBackendSteps';

const MODELS = path.join(__dirname, '../src-models');

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/** What the list factory makes (src-models/list/createListModel.ts), told by the parts the check reads. */
export function isListModel(value: unknown): value is CheckedList<unknown> {
  return (
    isObject(value) &&
    typeof value.name === 'string' &&
    typeof value.searchAt === 'function' &&
    isObject(value.initialState) &&
    isObject(value.initialState.query) &&
    isObject(value.config) &&
    isObject(value.config.service) &&
    typeof value.config.service.search === 'function'
  );
}

/** The list models among a module's exports, and in the records it exports (a club list per variant). */
export function listModelsIn(exports: Record<string, unknown>): CheckedList<unknown>[] {
  return Object.values(exports).flatMap((value) => {
    if (isListModel(value)) return [value];
    return isObject(value) ? Object.values(value).filter(isListModel) : [];
  });
}

/** Every list model of the product: the exports of each domain's index in src-models. */
export function productLists(): CheckedList<unknown>[] {
  const found = readdirSync(MODELS, { withFileTypes: true })
    // A folder without an index (src-models/areas holds the store's tables) is not a domain.
    .filter((entry) => entry.isDirectory() && existsSync(path.join(MODELS, entry.name, 'index.ts')))
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    .flatMap((entry) => listModelsIn(require(path.join(MODELS, entry.name)) as Record<string, unknown>));
  return [...new Map(found.map((list) => [list.name, list])).values()];
}

/** A line per list that no check names: its first page, as a page at a plain URL asks for it. */
export function unnamedLists(
  checks: Record<string, readonly Check[]>,
  lists: readonly CheckedList<unknown>[],
): Check[] {
  const named = new Set(Object.values(checks).flatMap((calls) => calls.flatMap((call) => call.lists ?? [])));
  return lists
    .filter((list) => !named.has(list.name))
    .map((list) => ask(`${list.name}: first page`, listOf(`the ${list.name} list`, list)));
}
