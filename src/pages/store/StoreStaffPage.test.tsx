/** One store's staff page: its title and clerks, Back, and cancelling a clerk in both languages. */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { installMockBackend } from 'mock/node';
import { members } from 'mock/db/members';
import { stores } from 'mock/db/stores';
import type { DemoRole } from 'test/signIn';
import type { LocaleCode } from 'src-locales/index';
import { renderPage } from 'test/renderPage';
import { PAGE_LOAD } from 'test/openApp';
import StoreStaffPage from './StoreStaffPage';

installMockBackend();

const firstStore = () => stores().all()[0];
const clerksOf = (storeId: string) =>
  members().find((member) => member.is_clerk && member.store_id === storeId);

async function openStaff(account: DemoRole = 'admin', locale: LocaleCode = 'en-US', id = firstStore().id) {
  const view = await renderPage(<StoreStaffPage />, {
    path: `/store/${id}`,
    route: '/store/:id',
    account,
    locale,
  });
  return view;
}

describe("a store's staff", () => {
  it('shows the store name, its clerks only, and goes back to the list', async () => {
    const { router } = await openStaff();
    const store = firstStore();
    expect(await screen.findByRole('heading', { name: store.name }, PAGE_LOAD)).toBeInTheDocument();
    await screen.findByText(`Total ${clerksOf(store.id).length}`, {}, PAGE_LOAD);
    for (const clerk of clerksOf(store.id))
      expect(screen.getByText(clerk.profile!.name!)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: /Back/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/store/list'));
  });

  it.each([
    ['en-US', 'Cancel clerk', 'Are you sure to cancel?', 'Cancelled successfully', 'Total'],
    ['zh-CN', '取消店员', '确定取消吗？', '取消成功', '共'],
  ] as const)('cancels a clerk after asking (%s)', async (locale, action, question, done, total) => {
    const store = firstStore();
    const before = clerksOf(store.id).length;
    await openStaff('admin', locale);
    const shown = await screen.findByTestId('list-total', {}, PAGE_LOAD);
    await waitFor(() => expect(shown).toHaveTextContent(`${total} ${before}`));
    fireEvent.click(screen.getAllByRole('button', { name: action })[0]);
    const title = await screen.findByText(question, { selector: '.ant-modal-confirm-title' });
    const confirm = title.closest('.ant-modal-confirm') as HTMLElement;
    fireEvent.click(within(confirm).getByRole('button', { name: action }));
    expect(await screen.findByText(done, {}, PAGE_LOAD)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('list-total')).toHaveTextContent(`${total} ${before - 1}`));
    expect(clerksOf(store.id)).toHaveLength(before - 1);
  });

  it('offers no cancel to an operator who may not update clerks', async () => {
    await openStaff('viewer');
    await screen.findByText(`Total ${clerksOf(firstStore().id).length}`, {}, PAGE_LOAD);
    expect(screen.queryByRole('button', { name: 'Cancel clerk' })).not.toBeInTheDocument();
  });

  it('says a store that does not exist could not be loaded', async () => {
    await openStaff('admin', 'en-US', 'nope');
    const alert = (await screen.findByText('The store could not be loaded', {}, PAGE_LOAD)).closest(
      '[role="alert"]',
    ) as HTMLElement;
    expect(alert).toHaveTextContent('Store not found');
  });
});
