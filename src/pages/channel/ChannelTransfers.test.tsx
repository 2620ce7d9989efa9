/**
 * The channel center's bulk upload, as an operator uses it. The download of a group's codes is a reader's, in
 * ChannelCenterPage.test.tsx (one render of the page for all that a reader sees).
 */
import { act, fireEvent, screen, within } from '@testing-library/react';
import { utils, write } from 'xlsx';
import { installMockBackend } from 'mock/node';
import { channelGroups, channels } from 'mock/db/channels';
import { localeChosen } from 'src-models/preferences';
import { renderPage } from 'test/renderPage';
import { buttonByText, shows } from 'test/queries';
import ChannelCenterPage from './ChannelCenterPage';

installMockBackend();

const HEADER = ['Name', 'Description', 'Path', 'Source type 1', 'Source name 1'];
const newestGroup = () => [...channelGroups().all()].sort((a, b) => b.created_at - a.created_at)[0];

function xlsxFile(name: string, rows: string[][]): File {
  const book = utils.book_new();
  utils.book_append_sheet(book, utils.aoa_to_sheet(rows), 'Sheet1');
  return new File([write(book, { bookType: 'xlsx', type: 'array' }) as ArrayBuffer], name);
}

describe('the bulk upload', () => {
  it("says 'please choose file' in both languages and 'file error' for a file that is no spreadsheet, then previews each row with its errors, creates the valid rows and reports each outcome", async () => {
    const group = newestGroup();
    const taken = channels().find((channel) => channel.group_id === group.id)[0].name;
    // Opened in Chinese, then switched once as the shell's language switch does (a switch draws the page anew).
    const { user, store } = await renderPage(<ChannelCenterPage />, {
      path: '/channel-center',
      account: 'admin',
      locale: 'zh-CN',
    });
    await shows(() => screen.queryByTestId('channel-total'));
    fireEvent.click(buttonByText('批量上传'));
    const dialog = await shows(() => screen.queryByRole('dialog'));
    const choose = (file: File) => user.upload(dialog.querySelector('input[type=file]')!, file);
    fireEvent.click(within(dialog).getByRole('button', { name: '检查文件' }));
    expect(await shows(() => within(dialog).queryByText('请选择文件'))).toBeVisible();
    act(() => void store.dispatch(localeChosen('en-US')));
    expect(await shows(() => within(dialog).queryByText('please choose file'))).toBeVisible();

    await choose(new File([new Uint8Array([0, 1, 2, 3, 255, 254])], 'codes.xlsx'));
    expect(await shows(() => within(dialog).queryByText('Chosen: codes.xlsx'))).toBeVisible();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Check file' }));
    expect(await shows(() => within(dialog).queryByText('file error'))).toBeVisible();

    await choose(
      xlsxFile('channels.xlsx', [
        HEADER,
        ['Gate A', 'By the gate', 'pages/index/index', 'channel', 'gate'],
        ['', '', 'pages/index/index', 'channel', 'x'],
        ['No channel', '', 'pages/index/index', 'from', 'hall'],
        [taken, '', 'pages/index/index?channel=dup'],
        ['Gate B', '', 'pages/index/index?channel=gate&from=b'],
      ]),
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Check file' }));
    expect(await shows(() => within(dialog).queryByText('5 rows: 3 valid, 2 with errors'))).toBeVisible();
    expect(within(dialog).getByText('The name is missing')).toBeVisible();
    expect(within(dialog).getByText('A parameter named channel is required')).toBeVisible();
    expect(within(dialog).getByText('pages/index/index?channel=gate')).toBeVisible();
    // Nothing is created before the operator confirms.
    expect(channels().find((channel) => channel.name === 'Gate A')).toHaveLength(0);

    const create = within(dialog).getByRole('button', { name: 'Create 3 channels' });
    fireEvent.click(create);
    fireEvent.click(create);
    expect(await shows(() => within(dialog).queryByText('Bulk upload finished'))).toBeVisible();
    expect(within(dialog).getByText('2 created, 1 failed, 2 left out with errors')).toBeVisible();
    expect(within(dialog).getByText(/^Row 5: /)).toBeVisible();
    expect(channels().find((channel) => channel.name === 'Gate A')).toHaveLength(1);
    expect(channels().find((channel) => channel.name === 'Gate B')[0].path).toBe(
      'pages/index/index?channel=gate&from=b',
    );
    fireEvent.click(within(dialog).getAllByRole('button', { name: 'Close' }).at(-1)!);
    // The list behind shows the new channels.
    expect(await shows(() => screen.queryByText('Gate A'))).toBeInTheDocument();
  });
});
