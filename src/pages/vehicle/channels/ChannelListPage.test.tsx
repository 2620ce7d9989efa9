/** The purchase channel tab as an operator uses it: the form's messages in both languages, save, soft delete. */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { installMockBackend } from 'mock/node';
import { buyingChannels } from 'mock/db/carOptions';
import type { LocaleCode } from 'src-locales/index';
import { renderPage } from 'test/renderPage';
import { PAGE_LOAD } from 'test/openApp';
import ChannelListPage from './ChannelListPage';

installMockBackend();

const open = (locale: LocaleCode = 'en-US', account: 'admin' | 'viewer' = 'admin') =>
  renderPage(<ChannelListPage />, { path: '/vehicle/channel', account, locale });

const save = (dialog: HTMLElement) =>
  fireEvent.click(within(dialog).getByRole('button', { name: /^(Save|保\s?存)$/ }));

async function openCreate(locale: LocaleCode = 'en-US') {
  await open(locale);
  await screen.findByTestId('list-total', {}, PAGE_LOAD);
  fireEvent.click(screen.getByRole('button', { name: locale === 'en-US' ? /Add Channel/ : /新增渠道/ }));
  return screen.findByRole('dialog', {}, PAGE_LOAD);
}

describe('the purchase channel tab', () => {
  it('lists the channels, the hidden one last and marked Deleted, without its Edit and Delete', async () => {
    await open();
    await screen.findByText('Total 6', {}, PAGE_LOAD);
    const rows = screen.getAllByRole('row').slice(1);
    expect(within(rows[0]).getByText('授权经销商 Authorised dealer')).toBeInTheDocument();
    const last = rows[rows.length - 1];
    expect(within(last).getByText('团购 Group purchase')).toBeInTheDocument();
    expect(within(last).getByText('Deleted')).toBeInTheDocument();
    expect(within(last).queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    expect(within(rows[0]).getByRole('button', { name: 'Edit' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Purchase Channels' })).toHaveAttribute('aria-current', 'page');
  });

  it.each([
    ['en-US', 'Channel name', 'Weight', 'Please input the name', 'Weight must be at least 0'],
    ['zh-CN', '渠道名称', '权重', '请输入名称', '权重不能小于 0'],
  ] as const)(
    'says what the form needs (%s)',
    async (locale, nameLabel, weightLabel, nameMessage, weightMessage) => {
      const dialog = await openCreate(locale);
      fireEvent.change(within(dialog).getByLabelText(weightLabel), { target: { value: '-3' } });
      save(dialog);
      expect(await within(dialog).findByText(nameMessage)).toBeInTheDocument();
      expect(await within(dialog).findByText(weightMessage)).toBeInTheDocument();
      expect(within(dialog).getByLabelText(nameLabel)).toHaveValue('');
    },
  );

  it('adds a channel, closes and lists it', async () => {
    const dialog = await openCreate();
    fireEvent.change(within(dialog).getByLabelText('Channel name'), {
      target: { value: '直播间 Live room' },
    });
    fireEvent.change(within(dialog).getByLabelText('Weight'), { target: { value: '45' } });
    save(dialog);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), PAGE_LOAD);
    await screen.findByText('Added successfully');
    await screen.findByText('Total 7', {}, PAGE_LOAD);
    expect(buyingChannels().findOne((channel) => channel.name === '直播间 Live room')?.weight).toBe(45);
  });

  it('saves a channel whose weight was left empty, with weight 0', async () => {
    const dialog = await openCreate();
    fireEvent.change(within(dialog).getByLabelText('Channel name'), { target: { value: 'No weight' } });
    fireEvent.change(within(dialog).getByLabelText('Weight'), { target: { value: '' } });
    save(dialog);
    await screen.findByText('Added successfully', {}, PAGE_LOAD);
    expect(buyingChannels().findOne((channel) => channel.name === 'No weight')?.weight).toBe(0);
  });

  it('says a name is taken (989) and keeps the modal open', async () => {
    const dialog = await openCreate();
    fireEvent.change(within(dialog).getByLabelText('Channel name'), {
      target: { value: '二手 Second-hand' },
    });
    save(dialog);
    expect(await screen.findByText('duplicate channel', {}, PAGE_LOAD)).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Channel name')).toHaveValue('二手 Second-hand');
  });

  it('deletes a channel after a confirmation: it stays listed, marked Deleted', async () => {
    await open();
    await screen.findByText('Total 6', {}, PAGE_LOAD);
    const row = screen.getByText('二手 Second-hand').closest('tr') as HTMLElement;
    fireEvent.click(within(row).getByRole('button', { name: 'Delete' }));
    const title = await screen.findByText('Delete the channel 二手 Second-hand?', {
      selector: '.ant-modal-confirm-title',
    });
    const confirm = title.closest('.ant-modal-confirm') as HTMLElement;
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await screen.findByText('Deleted successfully', {}, PAGE_LOAD);
    await waitFor(() => {
      const moved = screen.getByText('二手 Second-hand').closest('tr') as HTMLElement;
      expect(within(moved).getByText('Deleted')).toBeInTheDocument();
    }, PAGE_LOAD);
    expect(buyingChannels().findOne((channel) => channel.name === '二手 Second-hand')?.deleted_flag).toBe(1);
  });

  it('offers an operator who may only search no add, edit or delete', async () => {
    await open('en-US', 'viewer');
    await screen.findByText('Total 6', {}, PAGE_LOAD);
    expect(screen.queryByRole('button', { name: /Add Channel/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    expect(screen.queryByText('Actions')).not.toBeInTheDocument();
  });
});
