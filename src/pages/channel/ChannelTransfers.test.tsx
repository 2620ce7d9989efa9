/** The channel center's bulk upload and the download of a group's codes, as an operator uses them. */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { utils, write } from 'xlsx';
import { installMockBackend } from 'mock/node';
import { channelGroups, channels } from 'mock/db/channels';
import { renderPage } from 'test/renderPage';
import { PAGE_LOAD } from 'test/openApp';
import ChannelCenterPage from './ChannelCenterPage';

installMockBackend();

const HEADER = ['Name', 'Description', 'Path', 'Source type 1', 'Source name 1'];
const newestGroup = () => [...channelGroups().all()].sort((a, b) => b.created_at - a.created_at)[0];

function xlsxFile(name: string, rows: string[][]): File {
  const book = utils.book_new();
  utils.book_append_sheet(book, utils.aoa_to_sheet(rows), 'Sheet1');
  return new File([write(book, { bookType: 'xlsx', type: 'array' }) as ArrayBuffer], name);
}

async function openBulk(locale?: 'zh-CN') {
  const view = await renderPage(<ChannelCenterPage />, { path: '/channel-center', account: 'admin', locale });
  await screen.findByTestId('channel-total', {}, PAGE_LOAD);
  fireEvent.click(screen.getByRole('button', { name: locale ? /批量上传/ : /Bulk upload/ }));
  const dialog = await screen.findByRole('dialog', {}, PAGE_LOAD);
  const choose = (file: File) => view.user.upload(dialog.querySelector('input[type=file]')!, file);
  return { ...view, dialog, choose };
}

describe('the bulk upload', () => {
  it("says 'please choose file' without a file, and 'file error' for a file that is no spreadsheet", async () => {
    const { dialog, choose } = await openBulk();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Check file' }));
    expect(await within(dialog).findByText('please choose file')).toBeVisible();

    await choose(new File([new Uint8Array([0, 1, 2, 3, 255, 254])], 'codes.xlsx'));
    expect(within(dialog).getByText('Chosen: codes.xlsx')).toBeVisible();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Check file' }));
    expect(await within(dialog).findByText('file error', {}, PAGE_LOAD)).toBeVisible();
  });

  it('previews each row with its errors, then creates the valid rows and reports each outcome', async () => {
    const group = newestGroup();
    const taken = channels().find((channel) => channel.group_id === group.id)[0].name;
    const { dialog, choose } = await openBulk();
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
    expect(await within(dialog).findByText('5 rows: 3 valid, 2 with errors', {}, PAGE_LOAD)).toBeVisible();
    expect(within(dialog).getByText('The name is missing')).toBeVisible();
    expect(within(dialog).getByText('A parameter named channel is required')).toBeVisible();
    expect(within(dialog).getByText('pages/index/index?channel=gate')).toBeVisible();
    // Nothing is created before the operator confirms.
    expect(channels().find((channel) => channel.name === 'Gate A')).toHaveLength(0);

    const create = within(dialog).getByRole('button', { name: 'Create 3 channels' });
    fireEvent.click(create);
    fireEvent.click(create);
    expect(await within(dialog).findByText('Bulk upload finished', {}, PAGE_LOAD)).toBeVisible();
    expect(within(dialog).getByText('2 created, 1 failed, 2 left out with errors')).toBeVisible();
    expect(within(dialog).getByText(/^Row 5: /)).toBeVisible();
    expect(channels().find((channel) => channel.name === 'Gate A')).toHaveLength(1);
    expect(channels().find((channel) => channel.name === 'Gate B')[0].path).toBe(
      'pages/index/index?channel=gate&from=b',
    );
    fireEvent.click(within(dialog).getAllByRole('button', { name: 'Close' }).at(-1)!);
    // The list behind shows the new channels.
    expect(await screen.findByText('Gate A', {}, PAGE_LOAD)).toBeInTheDocument();
  });

  it('speaks Chinese', async () => {
    const { dialog } = await openBulk('zh-CN');
    fireEvent.click(within(dialog).getByRole('button', { name: '检查文件' }));
    expect(await within(dialog).findByText('请选择文件')).toBeVisible();
  });
});

describe("the download of a group's codes", () => {
  it("says 'generating' until the link arrives, then offers it", async () => {
    const open = jest.spyOn(window, 'open').mockImplementation(() => null);
    await renderPage(<ChannelCenterPage />, { path: '/channel-center', account: 'viewer' });
    await screen.findByTestId('channel-total', {}, PAGE_LOAD);
    fireEvent.click(screen.getByRole('button', { name: /Download codes/ }));
    const dialog = await screen.findByRole('dialog', {}, PAGE_LOAD);
    expect(within(dialog).getByText('generating')).toBeVisible();
    const download = await within(dialog).findByRole('button', { name: /Download/ }, PAGE_LOAD);
    expect(within(dialog).getByText('Ready: every code of the group in one ZIP file')).toBeVisible();
    fireEvent.click(download);
    await waitFor(() =>
      expect(open).toHaveBeenCalledWith(
        expect.stringMatching(/\/api\/v1\/table\/files\/.+\.zip$/),
        '_blank',
        'noopener,noreferrer',
      ),
    );
    open.mockRestore();
  });
});
