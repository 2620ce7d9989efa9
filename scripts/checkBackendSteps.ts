/**
 * The pieces the table of `npm run check:backend` (checkBackendCalls.ts) is written with: a call is one service
 * call of the product; an answer other calls build on (a list's first page, the global config) is a source, made
 * once by the first call that needs it, so a get takes its id from the search line above it.
 */
import { toListSearch, type ListQuery } from '../src-models/list';
import type { ListService } from '../src-services/listService';
import type { CallOptions } from '../src-services/request';
import type { QueryItem, SearchResult } from '../src-services/types';

/** A call that could not be made: what it needs was not answered (its own line says why). */
export class Skipped extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'Skipped';
  }
}

/** An answer other calls build on, made once. */
export interface Source<T> {
  /** Names it in a skipped line: `the coupon list`. */
  name: string;
  /** The list models it searches, by name. */
  lists?: readonly string[];
  fetch: (answers: Answers, options: CallOptions) => Promise<T>;
}

export const source = <T>(name: string, fetch: Source<T>['fetch']): Source<T> => ({ name, fetch });

/** The answers of one run: each source is asked once. */
export class Answers {
  private readonly made = new Map<Source<unknown>, Promise<unknown>>();

  /** The source's answer, asked now if no call asked for it yet; its own failure as it is. */
  of<T>(from: Source<T>, options: CallOptions): Promise<T> {
    let answer = this.made.get(from as Source<unknown>) as Promise<T> | undefined;
    if (!answer) {
      answer = from.fetch(this, options);
      // Reported by the call that reads it; never an unhandled rejection meanwhile.
      answer.catch(() => undefined);
      this.made.set(from as Source<unknown>, answer);
    }
    return answer;
  }

  /** What a call builds on: if the source failed, the call is skipped (the source's own line says why). */
  async need<T>(from: Source<T>, options: CallOptions): Promise<T> {
    try {
      return await this.of(from, options);
    } catch (error) {
      if (error instanceof Skipped) throw error;
      throw new Skipped(`${from.name} failed`);
    }
  }

  /** The first row of a search, for the get of one record. */
  async firstRow<T>(from: Source<SearchResult<T>>, options: CallOptions): Promise<T> {
    const { results } = await this.need(from, options);
    if (results.length === 0) throw new Skipped(`${from.name} answered no row`);
    return results[0];
  }
}

/** One line of the check: a call of the product and its name. */
export interface Check {
  name: string;
  /** The list models the call searches, by name (the table's test finds every list of the product here). */
  lists?: readonly string[];
  run: (answers: Answers, options: CallOptions) => Promise<unknown>;
}

/** What the check reads of a list model (src-models/list): its service, its first search and its name. */
export interface CheckedList<T> {
  name: string;
  config: {
    service: Pick<ListService<T, never>, 'search' | 'filters'>;
    fixedScope?: QueryItem[];
  };
  initialState: { query: ListQuery };
  searchAt: (params: URLSearchParams) => { payload: Partial<ListQuery> | undefined };
}

type ScopeOf = (answers: Answers, options: CallOptions) => Promise<QueryItem[]>;

/**
 * The list's first page as the product asks for it: the search a page at a plain URL sends (page 0, the list's
 * page size, its default order and conditions), within the page's scope, with the list's fixed conditions.
 */
export function firstSearch<T>(list: CheckedList<T>, scope: QueryItem[] = []) {
  const query: ListQuery = {
    ...list.initialState.query,
    ...list.searchAt(new URLSearchParams()).payload,
    scope,
  };
  return toListSearch(query, list.config.fixedScope);
}

/** A list's first page; `scope` gives the page's scope (a store's staff: the store of another answer). */
export function listOf<T>(name: string, list: CheckedList<T>, scope?: ScopeOf): Source<SearchResult<T>> {
  return {
    name,
    lists: [list.name],
    fetch: async (answers, options) =>
      list.config.service.search(firstSearch(list, scope ? await scope(answers, options) : []), options),
  };
}

/** A call that needs nothing of another answer. */
export const call = (name: string, run: (options: CallOptions) => Promise<unknown>): Check => ({
  name,
  run: (_answers, options) => run(options),
});

/** A call that builds on other answers (its id, its scope, its variant). */
export const callAfter = (name: string, run: Check['run']): Check => ({ name, run });

/** A source's own call (the list's search, the config's load): the line that reports it. */
export function ask<T>(name: string, from: Source<T>): Check {
  return { name, lists: from.lists, run: (answers, options) => answers.of(from, options) };
}

/** The get of the first row a search answered. */
export function getFirst<T>(
  name: string,
  from: Source<SearchResult<T>>,
  get: (row: T, options: CallOptions) => Promise<unknown>,
): Check {
  return { name, run: async (answers, options) => get(await answers.firstRow(from, options), options) };
}

/** A list's saved filters (`GET {base}/filter`), as its filter menu reads them. */
export function filtersOf<T>(list: CheckedList<T>, options: CallOptions) {
  const { filters } = list.config.service;
  if (!filters) throw new Error(`The ${list.name} list keeps no saved filters`);
  return filters.list(options);
}

export const savedFilters = <T>(name: string, list: CheckedList<T>): Check =>
  call(name, (options) => filtersOf(list, options));
