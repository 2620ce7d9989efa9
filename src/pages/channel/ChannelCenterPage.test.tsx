/**
 * The channel center: groups and the chosen group's cards, the two-step channel dialog, a group's rules, the
 * comparison of a card's code, and what a reader sees (the download of a group's codes among it). The rules
 * themselves are config/channels/rules.test.ts's, the saves the model's (src-models/channels/channels.test.ts);
 * a case here is one render of the page.
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { installMockBackend } from 'mock/node';
import { channelGroups, channels } from 'mock/db/channels';
import { localeChosen } from 'src-models/preferences';
import { renderPage } from 'test/renderPage';
import { PAGE_LOAD } from 'test/openApp';
import { buttonByText, dialogShown, noDialog, shows } from 'test/queries';
import ChannelCenterPage from './ChannelCenterPage';

const server = installMockBackend();

const newestGroup = () => [...channelGroups().all()].sort((a, b) => b.created_at - a.created_at)[0];
const newestChannelOf = (groupId: string) =>
  channels()
    .find((channel) => channel.group_id === groupId)
    .sort((a, b) => b.updated_at - a.updated_at)[0];

/** Typed at once into a dialog's field: the keystrokes are not what is tested. */
const enter = (dialog: HTMLElement, name: string, value: string) =>
  fireEvent.change(within(dialog).getByRole('textbox', { name }), { target: { value } });

async function openCenter() {
  const view = await renderPage(<ChannelCenterPage />, { path: '/channel-center', account: 'admin' });
  await shows(() => screen.queryByTestId('channel-total'));
  return view;
}

describe('the channel center', () => {
  it('shows the first group’s details and cards, compares a card’s code, asks a new group for its name and remark, creates a channel in two steps, shows another group’s channels, and speaks Chinese once switched', async () => {
    const group = newestGroup();
    const newest = newestChannelOf(group.id);
    const { store } = await openCenter();
    const total = channels().find((channel) => channel.group_id === group.id).length;
    expect(screen.getByTestId('channel-total')).toHaveTextContent(`${total} channels`);
    expect(screen.getAllByText(group.comment).length).toBeGreaterThan(0);
    const card = (await shows(() => screen.queryByText(newest.name))).closest('.ant-card') as HTMLElement;
    await shows(() => within(card).queryByRole('img', { name: `Mini code of ${newest.name}` }));
    // 03 §2.4: the card's date is YYYY/MM/DD, in UTC+8 as every date.
    const updated = new Date((newest.updated_at + 8 * 3600) * 1000);
    const day = updated.toISOString().slice(0, 10).replaceAll('-', '/');
    expect(screen.getAllByText(`Updated ${day}`).length).toBeGreaterThan(0);

    // The card's code compared with a picture, a file that is not an image refused.
    fireEvent.click(within(card).getByRole('button', { name: `Compare ${newest.name}` }));
    const compare = await shows(() => screen.queryByRole('dialog', { name: 'Compare two pictures' }));
    expect(within(compare).getByRole('img', { name: 'First picture' })).toBeInTheDocument();
    expect(within(compare).getByText('No second picture yet')).toBeInTheDocument();
    const [firstInput, secondInput] = Array.from(compare.querySelectorAll('input[type=file]'));
    fireEvent.change(firstInput, {
      target: { files: [new File(['hello'], 'notes.txt', { type: 'text/plain' })] },
    });
    await shows(() => screen.queryByText('Only image files can be compared'));
    expect(within(compare).getByRole('img', { name: 'First picture' })).toBeInTheDocument();
    const png = Uint8Array.from(
      atob(
        'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
      ),
      (c) => c.charCodeAt(0),
    );
    fireEvent.change(secondInput, {
      target: { files: [new File([png], 'photo.png', { type: 'image/png' })] },
    });
    await shows(() => within(compare).queryByRole('img', { name: 'Second picture' }));
    fireEvent.click(within(compare).getByRole('button', { name: 'Close' }));
    await noDialog();

    // A group's name and remark, asked with the spec's words.
    fireEvent.click(buttonByText('Create New Group'));
    const groupDialog = await dialogShown();
    fireEvent.click(within(groupDialog).getByRole('button', { name: 'Save' }));
    await shows(() => within(groupDialog).queryByText('input name'));
    expect(within(groupDialog).getByText('input remark')).toBeInTheDocument();
    fireEvent.click(within(groupDialog).getByRole('button', { name: 'Cancel' }));
    await noDialog();

    // A channel created in two steps: the rules first, then the code to confirm, Back keeping what was typed.
    fireEvent.click(buttonByText('Create Mini Code'));
    const dialog = await dialogShown();
    enter(dialog, 'Name', 'Hall 3 poster');
    enter(dialog, 'Page path', 'pages/index/index');
    enter(dialog, 'Parameter value 1', 'spring sale');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
    await shows(() =>
      within(dialog).queryByText(
        "Only numbers, upper and lower case letters and some characters (!#$'()*+,/:;@-._~%) are allowed,length not more than 1024",
      ),
    );

    enter(dialog, 'Parameter value 1', 'poster');
    fireEvent.click(within(dialog).getByRole('button', { name: /Add parameter/ }));
    enter(dialog, 'Parameter name 2', 'from');
    enter(dialog, 'Parameter value 2', 'hall3');
    // A subpackage's page pasted with its query: the page stays in its field, the query's pairs join the others.
    enter(dialog, 'Page path', 'packageA/pages/detail/detail?lang=en');
    expect(within(dialog).getByRole('textbox', { name: 'Page path' })).toHaveValue(
      'packageA/pages/detail/detail',
    );
    expect(within(dialog).getByRole('textbox', { name: 'Parameter value 3' })).toHaveValue('en');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
    expect(
      await shows(() =>
        within(dialog).queryByText('packageA/pages/detail/detail?channel=poster&from=hall3&lang=en'),
      ),
    ).toBeVisible();
    expect(
      await shows(() => within(dialog).queryByRole('img', { name: 'Mini code of Hall 3 poster' })),
    ).toBeVisible();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Back' }));
    expect(within(dialog).getByRole('textbox', { name: 'Parameter value 2' })).toHaveValue('hall3');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
    await shows(() => within(dialog).queryByRole('img', { name: 'Mini code of Hall 3 poster' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    await shows(() => screen.queryByText('Action Success'));
    await shows(() => screen.queryByText('Hall 3 poster'));
    expect(channels().findOne((channel) => channel.name === 'Hall 3 poster')?.path).toBe(
      'packageA/pages/detail/detail?channel=poster&from=hall3&lang=en',
    );

    // The oldest group, the last of the menu (two cards to draw, and again in Chinese below).
    const other = [...channelGroups().all()].sort((a, b) => a.created_at - b.created_at)[0];
    const count = channels().find((channel) => channel.group_id === other.id).length;
    expect(count).toBeGreaterThan(0);
    fireEvent.click(screen.getByRole('menuitem', { name: other.name }));
    await waitFor(
      () => expect(screen.getByTestId('channel-total')).toHaveTextContent(`${count} channels`),
      PAGE_LOAD,
    );

    // Switched to Chinese (as the shell's language switch does), the page speaks it.
    act(() => void store.dispatch(localeChosen('zh-CN')));
    await shows(() => screen.queryByText('渠道中心'));
    expect(buttonByText('新建分组')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: '渠道列表' })).toBeInTheDocument();
  });

  it("shows a reader what failed to load and loads it again on Retry, neither creating, editing nor Channel Data, but the download of a group's codes: 'generating' until the link arrives, then the link", async () => {
    const failOnce = (path: string) =>
      http.get(`*/api/v1/qrcode/${path}`, () => HttpResponse.json({ code: 500, msg: 'service down' }), {
        once: true,
      });
    server.use(failOnce('group'), failOnce('qrcode'));
    await renderPage(<ChannelCenterPage />, { path: '/channel-center', account: 'viewer' });
    expect(await shows(() => screen.queryByText('The channel groups could not be loaded'))).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: /Retry/ }));
    const channelsFailed = await shows(() => screen.queryByText('The channels could not be loaded'));
    expect(channelsFailed).toBeVisible();
    // Said in place, in the failure's own alert (a notice of the groups' failure may still be on screen).
    expect(
      within(channelsFailed.closest('[role="alert"]') as HTMLElement).getByText('service down'),
    ).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: /Retry/ }));
    await shows(() => screen.queryByTestId('channel-total'));
    expect(screen.queryByText('The channels could not be loaded')).toBeNull();
    // The buttons the case above creates with, and the cards' Edit, a reader is not offered.
    expect(screen.queryByRole('button', { name: /Create Mini Code/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Create New Group/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Edit / })).toBeNull();
    // Without QRCodeChannelData, Channel Data is no tab and no card action (ChannelData.test.tsx has them).
    expect(screen.getByRole('tab', { name: 'Channel List' })).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Channel Data' })).not.toBeInTheDocument();
    await shows(() => screen.queryAllByLabelText(/^Compare /)[0] ?? null);
    expect(screen.queryAllByLabelText(/^Data of /)).toEqual([]);

    // The group with the fewest codes: the mock draws each one before it answers.
    const sizeOf = (id: string) => channels().find((channel) => channel.group_id === id).length;
    const [small] = channelGroups()
      .all()
      .filter((candidate) => sizeOf(candidate.id) > 0)
      .sort((a, b) => sizeOf(a.id) - sizeOf(b.id));
    const open = jest.spyOn(window, 'open').mockImplementation(() => null);
    fireEvent.click(screen.getByRole('menuitem', { name: small.name }));
    await waitFor(() =>
      expect(screen.getByTestId('channel-total')).toHaveTextContent(`${sizeOf(small.id)} channels`),
    );
    fireEvent.click(buttonByText('Download codes'));
    const dialog = await dialogShown();
    expect(within(dialog).getByText('generating')).toBeVisible();
    const download = await shows(() => within(dialog).queryByRole('button', { name: /Download/ }));
    expect(within(dialog).getByText('Ready: every code of the group in one ZIP file')).toBeVisible();
    expect(dialog).toHaveTextContent(small.name);
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
