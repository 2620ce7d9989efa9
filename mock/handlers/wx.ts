/**
 * The mini-program's WeChat calls (02-operations §7, §9). `getwxacode` takes `reqData`, a JSON object of path,
 * width and env_version, and answers the code as a PNG data URL in the envelope (docs/areas/floor.md): a real
 * PNG drawn from the path and version (`lib/wxaCode.ts`). `generate_urllink` answers a link that differs by
 * path, query and version. Any operator with a session may ask: the floor editor and the channel center do.
 */
import { createHash } from 'node:crypto';
import type { HttpHandler } from 'msw';
import { readJsonObject, isPlainObject } from '../lib/body';
import { endpoint } from '../lib/endpoint';
import { ok } from '../lib/envelope';
import { badRequest } from '../lib/errors';
import { requireOperator } from '../lib/session';
import { PAGE_PATH } from '../../config/channels/rules';
import { wxaCodePng } from '../lib/wxaCode';

const WXA = '/api/v1/wx/wxa';

export const WX_MESSAGES = {
  reqData: 'reqData must be a JSON object with path, width and env_version',
  path: 'path must be a mini-program page such as pages/index/index',
  width: 'width must be a whole number from 280 to 1280',
  colours:
    'auto_color and is_hyaline must be true or false, line_color {r, g, b} each a whole number from 0 to 255',
  envVersion: 'env_version must be release or trial',
  query: 'query must be text such as id=123',
  body: 'The body must be an object with path, query and env_version',
} as const;

export const WXA_CODE_WIDTH_RANGE = { min: 280, max: 1280 } as const;
const DEFAULT_WIDTH = 430;
const ENV_VERSIONS = ['release', 'trial'];

function readPage(value: unknown, withQuery: boolean): string {
  if (typeof value !== 'string') throw badRequest(WX_MESSAGES.path);
  const [page, query] = value.split('?', 2);
  if (!PAGE_PATH.test(page) || (!withQuery && query !== undefined)) throw badRequest(WX_MESSAGES.path);
  return value;
}

function readEnv(value: unknown): string {
  if (typeof value !== 'string' || !ENV_VERSIONS.includes(value)) throw badRequest(WX_MESSAGES.envVersion);
  return value;
}

const isChannel = (value: unknown) =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= 255;

/** The colour settings (03 §7), each optional as WeChat has them. */
function checkColours(data: Record<string, unknown>): void {
  const flag = (value: unknown) => value === undefined || typeof value === 'boolean';
  const line = data.line_color;
  const lineValid = line === undefined || (isPlainObject(line) && [line.r, line.g, line.b].every(isChannel));
  if (!flag(data.auto_color) || !flag(data.is_hyaline) || !lineValid) throw badRequest(WX_MESSAGES.colours);
}

function readReqData(url: URL): { path: string; width: number; env_version: string } {
  let data: unknown;
  try {
    data = JSON.parse(url.searchParams.get('reqData') ?? '');
  } catch {
    throw badRequest(WX_MESSAGES.reqData);
  }
  if (!isPlainObject(data)) throw badRequest(WX_MESSAGES.reqData);
  const width = data.width ?? DEFAULT_WIDTH;
  if (
    typeof width !== 'number' ||
    !Number.isInteger(width) ||
    width < WXA_CODE_WIDTH_RANGE.min ||
    width > WXA_CODE_WIDTH_RANGE.max
  )
    throw badRequest(WX_MESSAGES.width);
  checkColours(data);
  return { path: readPage(data.path, true), width, env_version: readEnv(data.env_version) };
}

export function wxHandlers(): HttpHandler[] {
  return [
    endpoint('get', `${WXA}/getwxacode`, (context) => {
      requireOperator(context);
      const { path, width, env_version } = readReqData(context.url);
      const png = wxaCodePng(path, env_version, width);
      return ok({ image: `data:image/png;base64,${png.toString('base64')}` });
    }),
    endpoint('post', `${WXA}/generate_urllink`, async (context) => {
      requireOperator(context);
      const body = await readJsonObject(context.request);
      const path = readPage(body.path, false);
      const query = body.query ?? '';
      if (typeof query !== 'string' || query.length > 1024) throw badRequest(WX_MESSAGES.query);
      const env = readEnv(body.env_version);
      const hash = createHash('sha256').update(`${env}|${path}?${query}`).digest('hex').slice(0, 14);
      return ok({ url_link: `https://wxaurl.cn/${hash}` });
    }),
  ];
}
