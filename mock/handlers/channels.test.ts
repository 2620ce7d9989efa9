/** The channel service's mock: groups, a group's channels, the save rules and codes, link generation. */
import { channelGroups, channels, type ChannelRecord } from '../db/channels';
import { installMockBackend } from '../node';
import { call, ORIGIN } from '../testing';
import { signIn } from '../../test/signIn';
import { CHANNEL_MESSAGES } from './channels';

installMockBackend();
beforeEach(() => signIn('admin'));

const QRCODE = '/api/v1/qrcode';
const firstGroup = () => [...channelGroups().all()].sort((a, b) => b.created_at - a.created_at)[0];
const channelAt = (page: string) =>
  channels().findOne(
    (channel) => channel.path.startsWith(`${page}?`) && !channel.wechat_url_link,
  ) as ChannelRecord;

describe('the channel groups', () => {
  it('lists every group, newest first, and saves one with its name and remark', async () => {
    const listed = await call('GET', `${QRCODE}/group`);
    expect(listed.data).toHaveLength(channelGroups().all().length);
    expect((listed.data as { id: string }[])[0].id).toBe(firstGroup().id);

    const saved = await call('POST', `${QRCODE}/group`, { name: '  Winter expo ', comment: 'Events' });
    expect(saved).toMatchObject({ code: 200, data: { name: 'Winter expo', comment: 'Events' } });
  });

  it.each([
    ['no name', { comment: 'x' }, CHANNEL_MESSAGES.groupName],
    ['a blank name', { name: '  ', comment: 'x' }, CHANNEL_MESSAGES.groupName],
    ['no remark', { name: 'Expo' }, CHANNEL_MESSAGES.groupRemark],
  ])('refuses a group with %s', async (_, body, msg) => {
    expect(await call('POST', `${QRCODE}/group`, body)).toMatchObject({ code: 400, msg });
  });
});

describe("a group's channels", () => {
  it('answers a page at a time, newest update first, and searches names', async () => {
    const group = firstGroup();
    const all = channels()
      .find((channel) => channel.group_id === group.id)
      .sort((a, b) => b.updated_at - a.updated_at);
    const page = await call('GET', `${QRCODE}/qrcode?group_id=${group.id}&page=1&size=5`);
    expect(page.data).toEqual({ results: all.slice(5, 10), total: all.length });

    const name = all[0].name;
    const found = (
      await call('GET', `${QRCODE}/qrcode?group_id=${group.id}&name=${encodeURIComponent(name)}`)
    ).data as { results: ChannelRecord[] };
    expect(found.results.map((channel) => channel.name)).toContain(name);
    expect(found.results.every((channel) => channel.name.includes(name))).toBe(true);
  });

  it('says 988 for a group that does not exist', async () => {
    expect((await call('GET', `${QRCODE}/qrcode?group_id=missing`)).code).toBe(988);
  });
});

describe('saving a channel', () => {
  const valid = () => ({
    name: 'Hall 3 poster',
    group_id: firstGroup().id,
    path: 'pages/index/index?channel=poster&from=hall3',
  });

  it.each([
    ['without a query (03 §3: the query is optional)', 'pages/index/index'],
    ["of a subpackage's page", 'packageA/pages/detail/detail?channel=expo'],
  ])('creates a channel %s', async (_, path) => {
    expect(await call('POST', `${QRCODE}/qrcode`, { ...valid(), path })).toMatchObject({
      code: 200,
      data: { path },
    });
  });

  it('creates one, then refuses its name again in the group (989)', async () => {
    expect(await call('POST', `${QRCODE}/qrcode`, valid())).toMatchObject({
      code: 200,
      data: { name: 'Hall 3 poster', path: 'pages/index/index?channel=poster&from=hall3' },
    });
    expect(await call('POST', `${QRCODE}/qrcode`, valid())).toMatchObject({ code: 989 });
  });

  it('says 988 for a group that does not exist', async () => {
    expect((await call('POST', `${QRCODE}/qrcode`, { ...valid(), group_id: 'missing' })).code).toBe(988);
  });

  it.each([
    ['no name', { name: '' }, CHANNEL_MESSAGES.name],
    ['no page', { path: '' }, CHANNEL_MESSAGES.path],
    ['a query with a space', { path: 'pages/index/index?channel=spring sale' }, CHANNEL_MESSAGES.query],
    ['a parameter without value', { path: 'pages/index/index?channel=' }, CHANNEL_MESSAGES.query],
    ['a page with a leading slash', { path: '/pages/index/index?channel=a' }, CHANNEL_MESSAGES.path],
  ])('refuses a channel with %s', async (_, change, msg) => {
    expect(await call('POST', `${QRCODE}/qrcode`, { ...valid(), ...change })).toMatchObject({
      code: 400,
      msg,
    });
  });

  it('drops the links of a channel whose path changed', async () => {
    const linked = channels().findOne((channel) => Boolean(channel.wechat_url_link)) as ChannelRecord;
    const answer = await call('POST', `${QRCODE}/qrcode`, {
      id: linked.id,
      name: linked.name,
      group_id: linked.group_id,
      path: 'pages/index/index?channel=moved',
    });
    expect(answer.code).toBe(200);
    expect(channels().get(linked.id)?.wechat_url_link).toBeUndefined();
  });
});

describe('link generation', () => {
  it('generates a URL link and a scheme, kept on the channel', async () => {
    const channel = channelAt('pages/index/index');
    const link = await call('POST', `${QRCODE}/urllink`, { id: channel.id });
    expect(link.data).toMatchObject({ wechat_url_link: expect.stringMatching(/^https:\/\/wxaurl\.cn\//) });
    const scheme = await call('POST', `${QRCODE}/scheme`, { id: channel.id });
    expect(scheme.data).toMatchObject({ wechat_scheme: expect.stringMatching(/^weixin:\/\/dl\/business\//) });
    expect(channels().get(channel.id)).toMatchObject({
      wechat_url_link: expect.any(String),
      wechat_scheme: expect.any(String),
    });
  });

  it('fails with 40165 for a page the mini-program does not have', async () => {
    const channel = channelAt('pages/events/poster');
    expect((await call('POST', `${QRCODE}/urllink`, { id: channel.id })).code).toBe(40165);
    expect(channels().get(channel.id)?.wechat_url_link).toBeUndefined();
  });

  it.each([40002, 40013, 85079, 40212, 85401, 44990, 85400, 45009])(
    'fails with %i when the path asks for it',
    async (code) => {
      const saved = await call('POST', `${QRCODE}/qrcode`, {
        name: `Failing ${code}`,
        group_id: firstGroup().id,
        path: `pages/index/index?channel=test&mock_error=${code}`,
      });
      const id = (saved.data as ChannelRecord).id;
      expect((await call('POST', `${QRCODE}/scheme`, { id })).code).toBe(code);
    },
  );

  it('answers 968 to an operator who may only read, and 400 for a body without id', async () => {
    expect(await call('POST', `${QRCODE}/urllink`, {})).toMatchObject({
      code: 400,
      msg: CHANNEL_MESSAGES.id,
    });
    await signIn('viewer');
    expect((await call('GET', `${QRCODE}/group`)).code).toBe(200);
    expect((await call('POST', `${QRCODE}/urllink`, { id: channelAt('pages/index/index').id })).code).toBe(
      968,
    );
    await signIn('club');
    expect((await call('GET', `${QRCODE}/group`)).code).toBe(968);
  });
});

describe("the download of a group's codes", () => {
  /** The names of the archive's entries, read from its central directory. */
  function entryNames(bytes: Buffer): string[] {
    const names: string[] = [];
    for (let at = bytes.indexOf('PK\u0001\u0002'); at >= 0; at = bytes.indexOf('PK\u0001\u0002', at + 4)) {
      const length = bytes.readUInt16LE(at + 28);
      names.push(bytes.subarray(at + 46, at + 46 + length).toString('utf8'));
    }
    return names;
  }

  /** The width the archive's first entry, a PNG, is drawn at (its IHDR, right after the signature). */
  function firstEntryWidth(bytes: Buffer): number {
    const png = bytes.subarray(30 + bytes.readUInt16LE(26) + bytes.readUInt16LE(28));
    expect(png.subarray(1, 4).toString('ascii')).toBe('PNG');
    return png.readUInt32BE(16);
  }

  it("answers, once the codes are drawn, a link to a ZIP of every channel's png, named as its card", async () => {
    // A group of its own, with two channels: the mock draws each code (600 px by default) before it answers.
    channels().all(); // seeded first, so none of them lands in the new group
    const group = await call<{ id: string }>('POST', `${QRCODE}/group`, { name: 'Print run', comment: 'x' });
    for (const [name, from] of [
      ['Hall/3', 'door'],
      ['Hall:3', 'stage'],
    ]) {
      const path = `pages/index/index?channel=print&from=${from}`;
      expect(await call('POST', `${QRCODE}/qrcode`, { name, group_id: group.data.id, path })).toMatchObject({
        code: 200,
      });
    }
    const answer = await call<{ url: string }>('POST', `${QRCODE}/download`, { group_id: group.data.id });
    expect(answer.code).toBe(200);
    const response = await fetch(`${ORIGIN}${answer.data.url}`);
    expect(response.headers.get('content-type')).toBe('application/zip');
    const archive = Buffer.from(await response.arrayBuffer());
    // A name a file cannot have is made one, and kept apart from a name it now equals.
    expect(entryNames(archive).sort()).toEqual(['Hall_3 (2).png', 'Hall_3.png']);
    expect(firstEntryWidth(archive)).toBe(600);
  });

  it.each([
    ['a group that does not exist', { group_id: 'nope' }, 988],
    ['a width out of range', { width: 99 }, 400],
    ['a width that is no whole number', { width: 300.5 }, 400],
  ])('refuses %s', async (_, body, code) => {
    const answer = await call('POST', `${QRCODE}/download`, { group_id: firstGroup().id, ...body });
    expect(answer.code).toBe(code);
  });

  it('refuses a group without channels', async () => {
    channels().all(); // seeded first, so none of them lands in the new group
    const empty = await call<{ id: string }>('POST', `${QRCODE}/group`, { name: 'Empty', comment: 'x' });
    const answer = await call('POST', `${QRCODE}/download`, { group_id: empty.data.id });
    expect(answer).toMatchObject({
      code: 400,
      msg: CHANNEL_MESSAGES.emptyGroup,
    });
  });
});
