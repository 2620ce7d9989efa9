import { createIntl } from 'react-intl';
import en from 'src-locales/en-US/channel';
import zh from 'src-locales/zh-CN/channel';
import {
  bulkRowOf,
  checkBulkRow,
  joinPath,
  paramProblem,
  queryProblem,
  splitPath,
  PAGE_PATH,
  type BulkRowProblem,
  type ChannelParam,
} from './rules';
import type { MessageId } from 'src-locales/messageIds';

const english = createIntl({ locale: 'en-US', messages: en as Record<MessageId, string> });
const say = (code: string) => english.formatMessage({ id: `channel.rule.${code}` as MessageId });
const pairs = (count: number): ChannelParam[] =>
  Array.from({ length: count }, (_, index) => ({ key: `k${index}`, value: `v${index}` }));

describe("a channel's path", () => {
  it.each([
    ['pages/index/index', true],
    ['packageA/pages/detail/detail', true],
    ['index', false],
    ['/pages/index/index', false],
    ['pages/index/index?channel=a', false],
    ['pages/in dex/index', false],
  ])('takes %s as a page path: %s', (path, taken) => {
    expect(PAGE_PATH.test(path)).toBe(taken);
  });

  it('splits into its page and its parameters, and joins back', () => {
    const split = splitPath('pages/motorcycle/list?channel=poster&from=expo');
    expect(split).toEqual({
      page: 'pages/motorcycle/list',
      params: [
        { key: 'channel', value: 'poster' },
        { key: 'from', value: 'expo' },
      ],
    });
    expect(joinPath(split)).toBe('pages/motorcycle/list?channel=poster&from=expo');
    expect(splitPath('pages/index/index')).toEqual({ page: 'pages/index/index', params: [] });
    expect(joinPath({ page: 'pages/index/index', params: [] })).toBe('pages/index/index');
  });

  it('asks for each key and value, in the allowed characters only', () => {
    expect(paramProblem('key', '')).toBe('keyRequired');
    expect(paramProblem('value', '  ')).toBe('valueRequired');
    expect(paramProblem('key', 'utm_source')).toBeNull();
    expect(paramProblem('value', "a!#$&'()*+,/:;=?@-._~%9")).toBeNull();
    expect(paramProblem('value', 'spring sale')).toBe('queryInvalid');
    expect(paramProblem('value', '海报')).toBe('queryInvalid');
    expect(paramProblem('key', 'a<b')).toBe('queryInvalid');
  });

  it('takes 1 to 10 parameters and a query of at most 1024 characters', () => {
    expect(queryProblem([])).toBeNull();
    expect(queryProblem(pairs(1))).toBeNull();
    expect(queryProblem(pairs(10))).toBeNull();
    expect(queryProblem(pairs(11))).toBe('tooManyParams');
    // 'k=' plus 1022 characters is 1024: allowed; one more is not.
    expect(queryProblem([{ key: 'k', value: 'v'.repeat(1022) }])).toBeNull();
    expect(queryProblem([{ key: 'k', value: 'v'.repeat(1023) }])).toBe('queryInvalid');
    expect(queryProblem([{ key: 'k', value: 'a b' }])).toBe('queryInvalid');
  });

  it("words a bad query with the spec's exact text", () => {
    expect(say('queryInvalid')).toBe(
      "Only numbers, upper and lower case letters and some characters (!#$'()*+,/:;@-._~%) are allowed,length not more than 1024",
    );
  });
});

describe('a bulk-upload row', () => {
  const problemsOf = (cells: unknown[]) => checkBulkRow(2, bulkRowOf(cells)).problems;

  it('reads name, description, path and the source type / name pairs, and joins them into the path', () => {
    const checked = checkBulkRow(
      2,
      bulkRowOf(['Expo poster', 'Hall 3', 'pages/index/index', 'channel', 'expo', 'from', 'hall3', '', '']),
    );
    expect(checked.problems).toEqual([]);
    expect(checked.warnings).toEqual([]);
    expect(checked.fullPath).toBe('pages/index/index?channel=expo&from=hall3');
    expect(checked.cells.description).toBe('Hall 3');
  });

  it.each<[string, unknown[], BulkRowProblem]>([
    ['no name', ['', '', 'pages/index/index', 'channel', 'a'], 'nameRequired'],
    ['no path', ['Poster', '', '', 'channel', 'a'], 'pathRequired'],
    ['no query', ['Poster', '', 'pages/index/index'], 'noQuery'],
    ['two question marks', ['Poster', '', 'pages/index/index?channel=a?b=c'], 'manyQuestionMarks'],
    ['a space', ['Poster', '', 'pages/index/index', 'channel', 'spring sale'], 'chineseOrSpace'],
    ['Chinese characters', ['Poster', '', 'pages/index/index', 'channel', '海报'], 'chineseOrSpace'],
    ['a type without a name', ['Poster', '', 'pages/index/index', 'channel', 'a', 'from', ''], 'emptyValue'],
    ['no channel parameter', ['Poster', '', 'pages/index/index', 'from', 'expo'], 'channelRequired'],
    ['a path over 1024', ['Poster', '', `pages/index/index?channel=${'a'.repeat(1010)}`], 'pathTooLong'],
    [
      'eleven pairs',
      [
        'Poster',
        '',
        'pages/index/index',
        'channel',
        'a',
        ...pairs(10).flatMap(({ key, value }) => [key, value]),
      ],
      'tooManyParams',
    ],
  ])('is refused for %s', (_, cells, problem) => {
    expect(problemsOf(cells)).toContain(problem);
  });

  it('warns of a path over 128 characters, and still takes it', () => {
    const checked = checkBulkRow(
      3,
      bulkRowOf(['Poster', '', `pages/index/index?channel=${'a'.repeat(120)}`]),
    );
    expect(checked.problems).toEqual([]);
    expect(checked.warnings).toEqual(['pathLong']);
  });

  it('has every problem and warning worded in both languages', () => {
    const codes = [
      'nameRequired',
      'pathRequired',
      'pathTooLong',
      'noQuery',
      'manyQuestionMarks',
      'chineseOrSpace',
      'emptyValue',
      'channelRequired',
      'tooManyParams',
      'pathLong',
    ];
    for (const code of codes) {
      expect(Object.keys(en)).toContain(`channel.rule.${code}`);
      expect(Object.keys(zh)).toContain(`channel.rule.${code}`);
    }
    expect(say('channelRequired')).toBe('A parameter named channel is required');
  });
});
