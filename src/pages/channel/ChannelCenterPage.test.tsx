/** The channel center: groups and the chosen group's cards, the two-step channel dialog, a group's rules. */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { installMockBackend } from 'mock/node';
import { channelGroups, channels } from 'mock/db/channels';
import { renderPage } from 'test/renderPage';
import { PAGE_LOAD } from 'test/openApp';
import ChannelCenterPage from './ChannelCenterPage';

const server = installMockBackend();

const newestGroup = () => [...channelGroups().all()].sort((a, b) => b.created_at - a.created_at)[0];
const newestChannelOf = (groupId: string) =>
  channels()
    .find((channel) => channel.group_id === groupId)
    .sort((a, b) => b.updated_at - a.updated_at)[0];

async function openCenter(account: 'admin' | 'viewer' = 'admin', locale?: 'zh-CN') {
  await renderPage(<ChannelCenterPage />, { path: '/channel-center', account, locale });
  await screen.findByTestId('channel-total', {}, PAGE_LOAD);
}

describe('the channel center', () => {
  it('chooses the first group and shows its details and its channels as cards', async () => {
    const group = newestGroup();
    await openCenter();
    const total = channels().find((channel) => channel.group_id === group.id).length;
    expect(screen.getByTestId('channel-total')).toHaveTextContent(`${total} channels`);
    expect(screen.getAllByText(group.comment).length).toBeGreaterThan(0);
    expect(await screen.findByText(newestChannelOf(group.id).name, {}, PAGE_LOAD)).toBeInTheDocument();
    expect(
      await screen.findByRole('img', { name: `Mini code of ${newestChannelOf(group.id).name}` }, PAGE_LOAD),
    ).toBeInTheDocument();
    // 03 §2.4: the card's date is YYYY/MM/DD, in UTC+8 as every date.
    const updated = new Date((newestChannelOf(group.id).updated_at + 8 * 3600) * 1000);
    const day = updated.toISOString().slice(0, 10).replaceAll('-', '/');
    expect(screen.getAllByText(`Updated ${day}`).length).toBeGreaterThan(0);
  });

  it('shows another group’s channels when it is chosen', async () => {
    await openCenter();
    const other = [...channelGroups().all()].sort((a, b) => b.created_at - a.created_at)[3];
    fireEvent.click(screen.getByRole('menuitem', { name: other.name }));
    const count = channels().find((channel) => channel.group_id === other.id).length;
    await waitFor(
      () => expect(screen.getByTestId('channel-total')).toHaveTextContent(`${count} channels`),
      PAGE_LOAD,
    );
  });

  it('creates a channel in two steps: the rules first, then the code to confirm, Back keeping what was typed', async () => {
    await openCenter();
    fireEvent.click(screen.getByRole('button', { name: /Create Mini Code/ }));
    const dialog = await screen.findByRole('dialog', {}, PAGE_LOAD);
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'Hall 3 poster' } });
    fireEvent.change(within(dialog).getByLabelText('Page path'), { target: { value: 'pages/index/index' } });
    fireEvent.change(within(dialog).getByLabelText('Parameter value 1'), {
      target: { value: 'spring sale' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
    expect(
      await within(dialog).findByText(
        "Only numbers, upper and lower case letters and some characters (!#$'()*+,/:;@-._~%) are allowed,length not more than 1024",
        {},
        PAGE_LOAD,
      ),
    ).toBeInTheDocument();

    fireEvent.change(within(dialog).getByLabelText('Parameter value 1'), { target: { value: 'poster' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /Add parameter/ }));
    fireEvent.change(within(dialog).getByLabelText('Parameter name 2'), { target: { value: 'from' } });
    fireEvent.change(within(dialog).getByLabelText('Parameter value 2'), { target: { value: 'hall3' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
    expect(
      await within(dialog).findByText('pages/index/index?channel=poster&from=hall3', {}, PAGE_LOAD),
    ).toBeVisible();
    expect(
      await within(dialog).findByRole('img', { name: 'Mini code of Hall 3 poster' }, PAGE_LOAD),
    ).toBeVisible();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Back' }));
    expect(within(dialog).getByLabelText('Parameter value 2')).toHaveValue('hall3');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
    await within(dialog).findByRole('img', { name: 'Mini code of Hall 3 poster' }, PAGE_LOAD);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Action Success', {}, PAGE_LOAD)).toBeInTheDocument();
    expect(await screen.findByText('Hall 3 poster', {}, PAGE_LOAD)).toBeInTheDocument();
    expect(channels().findOne((channel) => channel.name === 'Hall 3 poster')?.path).toBe(
      'pages/index/index?channel=poster&from=hall3',
    );
  });

  it("asks a group for its name and remark with the spec's words", async () => {
    await openCenter();
    fireEvent.click(screen.getByRole('button', { name: /Create New Group/ }));
    const dialog = await screen.findByRole('dialog', {}, PAGE_LOAD);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('input name', {}, PAGE_LOAD)).toBeInTheDocument();
    expect(within(dialog).getByText('input remark')).toBeInTheDocument();
  });

  it('compares the card’s code with a picture, refusing a file that is not an image', async () => {
    const channel = newestChannelOf(newestGroup().id);
    await openCenter();
    await screen.findByRole('img', { name: `Mini code of ${channel.name}` }, PAGE_LOAD);
    fireEvent.click(screen.getByRole('button', { name: `Compare ${channel.name}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Compare two pictures' }, PAGE_LOAD);
    expect(within(dialog).getByRole('img', { name: 'First picture' })).toBeInTheDocument();
    expect(within(dialog).getByText('No second picture yet')).toBeInTheDocument();

    const [firstInput, secondInput] = Array.from(dialog.querySelectorAll('input[type=file]'));
    fireEvent.change(firstInput, {
      target: { files: [new File(['hello'], 'notes.txt', { type: 'text/plain' })] },
    });
    expect(await screen.findByText('Only image files can be compared', {}, PAGE_LOAD)).toBeInTheDocument();
    expect(within(dialog).getByRole('img', { name: 'First picture' })).toBeInTheDocument();

    const png = Uint8Array.from(
      atob(
        'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
      ),
      (c) => c.charCodeAt(0),
    );
    fireEvent.change(secondInput, {
      target: { files: [new File([png], 'photo.png', { type: 'image/png' })] },
    });
    expect(await within(dialog).findByRole('img', { name: 'Second picture' }, PAGE_LOAD)).toBeInTheDocument();
  });

  it('offers a reader neither creating nor editing', async () => {
    await openCenter('viewer');
    expect(screen.queryByRole('button', { name: /Create Mini Code/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Create New Group/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Edit / })).toBeNull();
  });

  it('speaks Chinese', async () => {
    await openCenter('admin', 'zh-CN');
    expect(screen.getByText('渠道中心')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /新建分组/ })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: '渠道列表' })).toBeInTheDocument();
  });

  it('says when the groups or the channels could not be loaded, and loads them again on Retry', async () => {
    const failOnce = (path: string) =>
      http.get(`*/api/v1/qrcode/${path}`, () => HttpResponse.json({ code: 500, msg: 'service down' }), {
        once: true,
      });
    server.use(failOnce('group'), failOnce('qrcode'));
    await renderPage(<ChannelCenterPage />, { path: '/channel-center', account: 'admin' });
    expect(await screen.findByText('The channel groups could not be loaded', {}, PAGE_LOAD)).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: /Retry/ }));
    expect(await screen.findByText('The channels could not be loaded', {}, PAGE_LOAD)).toBeVisible();
    expect(screen.getByText('service down')).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: /Retry/ }));
    await screen.findByTestId('channel-total', {}, PAGE_LOAD);
    expect(screen.queryByText('The channels could not be loaded')).toBeNull();
  });
});
