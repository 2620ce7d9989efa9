/**
 * The channel service under /api/v1/qrcode (03-community-analytics §7 'Channel center', §8): groups, one
 * group's channels a page at a time, create or edit (989 for a name the group has already, 988 for a group
 * that does not exist, the path's rules of 03 §5), and URL link and scheme generation with WeChat's codes. A
 * page the mini-program does not have fails with 40165; a parameter `mock_error=<code>` makes generation fail
 * with any other of the codes of 03 §8, so each can be seen. The download answers a link to a ZIP of the group's
 * codes once they are drawn, which takes a while per code as WeChat's would.
 */
import type { HttpHandler } from 'msw';
import { PAGE_PATH, queryProblem, splitPath } from '../../config/channels/rules';
import { MINI_PROGRAM_PAGES } from '../../config/miniProgram';
import { PRIVILEGES } from '../../config/privileges';
import { channelGroups, channels, type ChannelRecord } from '../db/channels';
import { exportFiles } from '../db/exports';
import { readJsonObject } from '../lib/body';
import { endpoint } from '../lib/endpoint';
import { ok } from '../lib/envelope';
import { badRequest, MockError, notFound } from '../lib/errors';
import { nowSeconds, requireOperator } from '../lib/session';
import { wxaCodePng } from '../lib/wxaCode';
import { zip } from '../lib/zip';
import { createHash } from 'node:crypto';

const QRCODE = '/api/v1/qrcode';

export const CHANNEL_MESSAGES = {
  groupName: 'input name',
  groupRemark: 'input remark',
  groupNotFound: 'The channel group does not exist',
  name: 'Field "name" must be a non-empty text of at most 64 characters',
  groupId: 'Field "group_id" must name a channel group',
  description: 'Field "description" must be text of at most 200 characters',
  path: 'Field "path" must be a mini-program page such as pages/index/index, with or without its query',
  query:
    "Only numbers, upper and lower case letters and some characters (!#$'()*+,/:;@-._~%) are allowed,length not more than 1024",
  notFound: 'The channel does not exist',
  id: 'Field "id" must name a channel',
  paging: 'page must be 0 or more and size 1 to 100',
  width: 'Field "width" must be a whole number from 100 to 1000',
  emptyGroup: 'The channel group has no channels to download',
} as const;

/** How long drawing one code takes, so the download dialog's 'generating' is seen (docs/areas/channel.md). */
export const MS_PER_CODE = Number(process.env.MOCK_CHANNEL_MS_PER_CODE) || 10;
const MAX_DOWNLOAD_MS = 2000;
const ZIP_TYPE = 'application/zip';

/** WeChat's answers to link generation (03 §8), reachable with `mock_error=<code>`. */
const WECHAT_CODES: Readonly<Record<number, string>> = {
  40002: 'invalid grant type',
  40013: 'invalid appid',
  85079: 'miniprogram has no online release',
  40165: 'invalid weapp pagepath',
  40212: 'invalid query',
  85401: 'time limit between current time and expire time is less than 1 minute or more than 1 year',
  44990: 'reach max api minute quota',
  85400: 'long term limit reached',
  45009: 'reach max api daily quota limit',
};

const KNOWN_PAGES = new Set(MINI_PROGRAM_PAGES.map((page) => page.path.replace(/^\//, '')));

function readText(value: unknown, max: number, message: string, required: boolean): string {
  if (value === undefined || value === null) {
    if (required) throw badRequest(message);
    return '';
  }
  if (typeof value !== 'string' || value.length > max || (required && !value.trim()))
    throw badRequest(message);
  return value.trim();
}

function readPath(value: unknown): string {
  if (typeof value !== 'string') throw badRequest(CHANNEL_MESSAGES.path);
  const { page, params } = splitPath(value);
  if (!PAGE_PATH.test(page)) throw badRequest(CHANNEL_MESSAGES.path);
  if (queryProblem(params) || params.some((param) => !param.key || !param.value))
    throw badRequest(CHANNEL_MESSAGES.query);
  return value;
}

function existingChannel(value: unknown): ChannelRecord {
  if (typeof value !== 'string' || !value) throw badRequest(CHANNEL_MESSAGES.id);
  const channel = channels().get(value);
  if (!channel) throw notFound(CHANNEL_MESSAGES.notFound);
  return channel;
}

/** What WeChat would answer for the channel's page and query. */
function wechatRefusal(channel: ChannelRecord): MockError | null {
  const { page, params } = splitPath(channel.path);
  const asked = Number(params.find((param) => param.key === 'mock_error')?.value);
  if (WECHAT_CODES[asked]) return new MockError(asked, WECHAT_CODES[asked]);
  if (!KNOWN_PAGES.has(page)) return new MockError(40165, WECHAT_CODES[40165]);
  return null;
}

const token = (channel: ChannelRecord, kind: string) =>
  createHash('sha256').update(`${kind}|${channel.id}|${channel.path}`).digest('hex');

function readWidth(value: unknown): number {
  if (value === undefined) return 600;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 100 || value > 1000)
    throw badRequest(CHANNEL_MESSAGES.width);
  return value;
}

/** Entry names as the cards name their pngs, made unique within the archive. */
function entryNames(records: readonly ChannelRecord[]): string[] {
  const seen = new Map<string, number>();
  return records.map(({ name }) => {
    const safe = name.replace(/[\\/:*?"<>|]/g, '_');
    const count = (seen.get(safe) ?? 0) + 1;
    seen.set(safe, count);
    return count === 1 ? `${safe}.png` : `${safe} (${count}).png`;
  });
}

function readPaging(url: URL): { page: number; size: number } {
  const page = Number(url.searchParams.get('page') ?? 0);
  const size = Number(url.searchParams.get('size') ?? 20);
  if (!Number.isInteger(page) || page < 0 || !Number.isInteger(size) || size < 1 || size > 100)
    throw badRequest(CHANNEL_MESSAGES.paging);
  return { page, size };
}

export function channelHandlers(): HttpHandler[] {
  return [
    endpoint('get', `${QRCODE}/group`, (context) => {
      requireOperator(context, PRIVILEGES.channelSearch);
      return ok([...channelGroups().all()].sort((a, b) => b.created_at - a.created_at));
    }),

    endpoint('post', `${QRCODE}/group`, async (context) => {
      requireOperator(context, PRIVILEGES.channelSave);
      const body = await readJsonObject(context.request);
      const fields = {
        name: readText(body.name, 64, CHANNEL_MESSAGES.groupName, true),
        description: readText(body.description, 200, CHANNEL_MESSAGES.description, false),
        comment: readText(body.comment, 200, CHANNEL_MESSAGES.groupRemark, true),
      };
      const now = nowSeconds();
      if (body.id !== undefined) {
        if (typeof body.id !== 'string' || !channelGroups().get(body.id))
          throw notFound(CHANNEL_MESSAGES.groupNotFound);
        return ok(channelGroups().update(body.id, { ...fields, updated_at: now }));
      }
      return ok(channelGroups().insert({ ...fields, created_at: now, updated_at: now }));
    }),

    endpoint('get', `${QRCODE}/qrcode`, (context) => {
      requireOperator(context, PRIVILEGES.channelSearch);
      const groupId = context.url.searchParams.get('group_id');
      if (!groupId || !channelGroups().get(groupId)) throw new MockError(988, 'group does not exist');
      const name = (context.url.searchParams.get('name') ?? '').trim().toLowerCase();
      const { page, size } = readPaging(context.url);
      const found = channels()
        .find((channel) => channel.group_id === groupId && channel.name.toLowerCase().includes(name))
        .sort((a, b) => b.updated_at - a.updated_at);
      return ok({ results: found.slice(page * size, (page + 1) * size), total: found.length });
    }),

    endpoint('post', `${QRCODE}/qrcode`, async (context) => {
      requireOperator(context, PRIVILEGES.channelSave);
      const body = await readJsonObject(context.request);
      const name = readText(body.name, 64, CHANNEL_MESSAGES.name, true);
      if (typeof body.group_id !== 'string' || !body.group_id) throw badRequest(CHANNEL_MESSAGES.groupId);
      if (!channelGroups().get(body.group_id)) throw new MockError(988, 'group does not exist');
      const fields = {
        name,
        group_id: body.group_id,
        description: readText(body.description, 200, CHANNEL_MESSAGES.description, false),
        path: readPath(body.path),
      };
      const editing = body.id === undefined ? null : existingChannel(body.id);
      const duplicate = channels().findOne(
        (channel) =>
          channel.group_id === fields.group_id && channel.name === name && channel.id !== editing?.id,
      );
      if (duplicate) throw new MockError(989, 'duplicate channel');
      const now = nowSeconds();
      if (editing) {
        // A new path needs new links: the old ones open the old page.
        const moved = editing.path !== fields.path;
        return ok(
          channels().update(editing.id, {
            ...fields,
            updated_at: now,
            ...(moved ? { wechat_url_link: undefined, wechat_scheme: undefined } : {}),
          }),
        );
      }
      return ok(channels().insert({ ...fields, created_at: now, updated_at: now }));
    }),

    endpoint('post', `${QRCODE}/urllink`, async (context) => {
      requireOperator(context, PRIVILEGES.channelSave);
      const channel = existingChannel((await readJsonObject(context.request)).id);
      const refusal = wechatRefusal(channel);
      if (refusal) throw refusal;
      const link = `https://wxaurl.cn/${token(channel, 'link').slice(0, 12)}`;
      return ok(channels().update(channel.id, { wechat_url_link: link, updated_at: nowSeconds() }));
    }),

    endpoint('post', `${QRCODE}/scheme`, async (context) => {
      requireOperator(context, PRIVILEGES.channelSave);
      const channel = existingChannel((await readJsonObject(context.request)).id);
      const refusal = wechatRefusal(channel);
      if (refusal) throw refusal;
      const scheme = `weixin://dl/business/?t=${token(channel, 'scheme').slice(0, 11)}`;
      return ok(channels().update(channel.id, { wechat_scheme: scheme, updated_at: nowSeconds() }));
    }),

    endpoint('post', `${QRCODE}/download`, async (context) => {
      const operator = requireOperator(context, PRIVILEGES.channelSearch);
      const body = await readJsonObject(context.request);
      const group = typeof body.group_id === 'string' ? channelGroups().get(body.group_id) : undefined;
      if (!group) throw new MockError(988, 'group does not exist');
      const width = readWidth(body.width);
      const records = channels()
        .find((channel) => channel.group_id === group.id)
        .sort((a, b) => b.updated_at - a.updated_at);
      if (records.length === 0) throw badRequest(CHANNEL_MESSAGES.emptyGroup);
      await new Promise((done) => setTimeout(done, Math.min(MAX_DOWNLOAD_MS, records.length * MS_PER_CODE)));
      const names = entryNames(records);
      const archive = zip(
        records.map((channel, index) => ({
          name: names[index],
          bytes: wxaCodePng(channel.path, 'release', width),
        })),
      );
      const file = exportFiles().insert({
        operator_id: operator.id,
        name: `${group.name}.zip`,
        content_type: ZIP_TYPE,
        bytes: archive,
        created_at: nowSeconds(),
      });
      return ok({ url: `/api/v1/table/files/${file.id}/${encodeURIComponent(file.name)}` });
    }),
  ];
}
