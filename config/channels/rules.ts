/**
 * The rules of a mini-code channel's path and of a bulk-upload row (03-community-analytics §5 'Channel', 'Bulk
 * spreadsheet rows', §9): pure, so the dialog, the bulk preview and the mock apply the same ones. Each answers
 * problem codes; the UI words them with `channel.rule.<code>` (both languages).
 */

/** Up to 10 tracking parameters (a query is optional); the query at most 1024 characters, a warning above 128 (03 §9). */
export const MAX_CHANNEL_PARAMS = 10;
export const MAX_QUERY_LENGTH = 1024;
export const MAX_PATH_LENGTH = 1024;
export const LONG_PATH_WARNING = 128;

/**
 * A mini-program page's path, without a leading slash or a query: `pages/index/index`, or a subpackage's
 * `packageA/pages/detail/detail`.
 */
export const PAGE_PATH = /^[\w-]+(?:\/[\w-]+)+$/;

/** Digits, letters and !#$&'()*+,/:;=?@-._~% (03 §5), for a parameter's key and value. */
const PARAM_TEXT = /^[0-9A-Za-z!#$&'()*+,/:;=?@\-._~%]+$/;

export interface ChannelParam {
  key: string;
  value: string;
}

/** A channel's path as the dialog edits it: the page, and the query split into its parameters. */
export interface SplitPath {
  page: string;
  params: ChannelParam[];
}

/** `pages/a/a?x=1&y=2` -> page `pages/a/a`, params x=1, y=2 (a pair without `=` has an empty value). */
export function splitPath(path: string): SplitPath {
  const mark = path.indexOf('?');
  if (mark < 0) return { page: path, params: [] };
  const query = path.slice(mark + 1);
  const params = query
    ? query.split('&').map((pair) => {
        const equals = pair.indexOf('=');
        return equals < 0
          ? { key: pair, value: '' }
          : { key: pair.slice(0, equals), value: pair.slice(equals + 1) };
      })
    : [];
  return { page: path.slice(0, mark), params };
}

/** The query the parameters make, in their order. */
export const queryOf = (params: readonly ChannelParam[]): string =>
  params.map(({ key, value }) => `${key}=${value}`).join('&');

/** The path a channel saves: the page, then `?` and the query when there are parameters. */
export function joinPath({ page, params }: SplitPath): string {
  const query = queryOf(params);
  return query ? `${page}?${query}` : page;
}

export type ParamProblem = 'keyRequired' | 'valueRequired' | 'queryInvalid';

export type QueryProblem = 'tooManyParams' | 'queryInvalid';

/** What is wrong with one parameter's key or value (the dialog shows it under the field). */
export function paramProblem(part: 'key' | 'value', text: string | undefined): ParamProblem | null {
  if (!text?.trim()) return part === 'key' ? 'keyRequired' : 'valueRequired';
  return PARAM_TEXT.test(text) ? null : 'queryInvalid';
}

/**
 * What is wrong with the parameters as a whole: how many, and the whole query's characters and length. None is
 * fine: 03 §3 makes the query optional, and §5 counts the pairs of a query that is there.
 */
export function queryProblem(params: readonly ChannelParam[]): QueryProblem | null {
  if (params.length === 0) return null;
  if (params.length > MAX_CHANNEL_PARAMS) return 'tooManyParams';
  const query = queryOf(params);
  const valid =
    query.length <= MAX_QUERY_LENGTH &&
    params.every(({ key, value }) => PARAM_TEXT.test(key) && PARAM_TEXT.test(value));
  return valid ? null : 'queryInvalid';
}

/** A bulk row: name, optional description, path, then up to ten source type / source name pairs. */
export interface BulkRow {
  name: string;
  description: string;
  path: string;
  params: ChannelParam[];
}

export type BulkRowProblem =
  | 'nameRequired'
  | 'pathRequired'
  | 'pathTooLong'
  | 'noQuery'
  | 'manyQuestionMarks'
  | 'chineseOrSpace'
  | 'emptyValue'
  | 'channelRequired'
  | 'tooManyParams';

export type BulkRowWarning = 'pathLong';

export interface CheckedBulkRow {
  /** The row's number in the sheet, the header being row 1. */
  row: number;
  cells: BulkRow;
  /** The path the channel gets: the row's path, then its pairs as the query. */
  fullPath: string;
  problems: BulkRowProblem[];
  warnings: BulkRowWarning[];
}

const CHINESE_OR_SPACE = /[\s\u3000-\u303f\u3400-\u9fff\uf900-\ufaff\uff00-\uffef]/;

/** The row's cells read from a sheet row (`cells[0]` is column 1); trailing empty pairs are dropped. */
export function bulkRowOf(cells: readonly unknown[]): BulkRow {
  const text = (index: number) => String(cells[index] ?? '').trim();
  const params: ChannelParam[] = [];
  for (let index = 3; index < cells.length; index += 2) {
    params.push({ key: text(index), value: text(index + 1) });
  }
  while (params.length && !params[params.length - 1].key && !params[params.length - 1].value) params.pop();
  return { name: text(0), description: text(1), path: text(2), params };
}

/**
 * Every problem of one bulk row (03 §5): no name; no path (the 'address'); a path over 1024 characters, a
 * warning above 128; no query (neither in the path nor as pairs); more than one question mark; Chinese
 * characters or spaces; a pair without its value; no parameter named `channel`; more than ten pairs.
 */
export function checkBulkRow(row: number, cells: BulkRow): CheckedBulkRow {
  const fromPath = splitPath(cells.path);
  const params = [...fromPath.params, ...cells.params.filter((param) => param.key || param.value)];
  const fullPath = joinPath({ page: fromPath.page, params });
  const problems: BulkRowProblem[] = [];
  const warnings: BulkRowWarning[] = [];
  if (!cells.name) problems.push('nameRequired');
  if (!cells.path) problems.push('pathRequired');
  if (fullPath.length > MAX_PATH_LENGTH) problems.push('pathTooLong');
  else if (fullPath.length > LONG_PATH_WARNING) warnings.push('pathLong');
  if (cells.path) {
    if (params.length === 0) problems.push('noQuery');
    if ((cells.path.match(/\?/g)?.length ?? 0) > 1) problems.push('manyQuestionMarks');
    if (CHINESE_OR_SPACE.test(fullPath)) problems.push('chineseOrSpace');
    if (params.some((param) => !param.value)) problems.push('emptyValue');
    if (params.length > 0 && !params.some((param) => param.key === 'channel'))
      problems.push('channelRequired');
    if (params.length > MAX_CHANNEL_PARAMS) problems.push('tooManyParams');
  }
  return { row, cells, fullPath, problems, warnings };
}
