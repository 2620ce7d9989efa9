/** The member list as an operator uses it: tags, clerks, tagging's first rule, the e-mail audit. */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { savedFilters } from 'mock/db/collections';
import { installMockBackend } from 'mock/node';
import { memberEntities } from 'mock/db/memberTags';
import { members } from 'mock/db/members';
import { stores } from 'mock/db/stores';
import type { LocaleCode } from 'src-locales/index';
import { renderPage } from 'test/renderPage';
import { PAGE_LOAD } from 'test/openApp';
import MemberListPage from './MemberListPage';

installMockBackend();

const byBound = () => [...members().all()].sort((a, b) => (b.bound_at ?? 0) - (a.bound_at ?? 0));

async function openList(locale: LocaleCode = 'en-US', account: 'admin' | 'viewer' = 'admin') {
  const view = await renderPage(<MemberListPage />, { path: '/user/list', account, locale });
  await screen.findByTestId('list-total', {}, PAGE_LOAD);
  return view;
}

/** The table row of a member, by the name it shows. */
const rowOf = (name: string) => screen.getAllByText(name)[0].closest('tr') as HTMLElement;

describe('the member list', () => {
  it('shows each member of the page with the tags the tag center holds', async () => {
    await openList();
    const tagged = byBound()
      .slice(0, 20)
      .find((member) => (memberEntities().get(member.unionid!)?.tags.length ?? 0) > 0)!;
    const tags = memberEntities().get(tagged.unionid!)!.tags;
    await waitFor(() => {
      const row = rowOf(tagged.profile!.name!);
      for (const tag of tags) expect(within(row).getByText(tag.tag_name)).toBeInTheDocument();
    }, PAGE_LOAD);
    expect(screen.getByTestId('list-total')).toHaveTextContent(`Total ${members().all().length}`);
  });

  it.each([
    [
      'en-US',
      'Set clerk',
      'Please select a store',
      'Save',
      'Clerk set',
      'Cancel clerk',
      'Are you sure to cancel?',
    ],
    ['zh-CN', '设为店员', '请选择门店', '保存', '已设为店员', '取消店员', '确定取消吗？'],
  ] as const)(
    'sets a clerk only with a store, then cancels it after asking (%s)',
    async (locale, setLabel, required, saveLabel, done, cancelLabel, question) => {
      await openList(locale);
      const member = byBound().find((candidate) => !candidate.is_clerk)!;
      const name = member.profile!.name!;
      fireEvent.click(within(rowOf(name)).getByRole('button', { name: setLabel }));
      const dialog = await screen.findByRole('dialog', {}, PAGE_LOAD);
      fireEvent.click(within(dialog).getByRole('button', { name: saveLabel }));
      expect(await within(dialog).findByText(required)).toBeInTheDocument();
      const store = stores().all()[0];
      fireEvent.mouseDown(within(dialog).getByRole('combobox'));
      const options = await screen.findAllByText(
        store.name,
        { selector: '.ant-select-item-option *' },
        PAGE_LOAD,
      );
      fireEvent.click(options[0]);
      fireEvent.click(within(dialog).getByRole('button', { name: saveLabel }));
      expect(await screen.findByText(done, {}, PAGE_LOAD)).toBeInTheDocument();
      await waitFor(() =>
        expect(members().get(member.id)).toMatchObject({ is_clerk: true, store_id: store.id }),
      );
      const cancel = await within(rowOf(name)).findByRole('button', { name: cancelLabel });
      fireEvent.click(cancel);
      const title = await screen.findByText(question, { selector: '.ant-modal-confirm-title' });
      const confirm = title.closest('.ant-modal-confirm') as HTMLElement;
      expect(confirm).toHaveTextContent(store.name);
      fireEvent.click(within(confirm).getByRole('button', { name: cancelLabel }));
      await waitFor(() =>
        expect(members().get(member.id)).toMatchObject({ is_clerk: false, store_id: null }),
      );
      expect(await within(rowOf(name)).findByRole('button', { name: setLabel })).toBeInTheDocument();
    },
  );

  it.each([
    ['en-US', 'Tag selected users', 'Please select user first'],
    ['zh-CN', '为所选用户打标签', '请先选择用户'],
  ] as const)('asks to select users before tagging a selection (%s)', async (locale, button, warning) => {
    await openList(locale);
    fireEvent.click(screen.getByRole('button', { name: button }));
    expect(await screen.findByText(warning)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('tags the users chosen on the page', async () => {
    await openList();
    const page = byBound().slice(0, 20);
    const named = (name: string) => page.filter((member) => member.profile?.name === name).length === 1;
    const [first, second] = page.filter((member) => named(member.profile!.name!));
    fireEvent.click(
      await screen.findByRole('checkbox', { name: `Select ${first.profile!.name!}` }, PAGE_LOAD),
    );
    fireEvent.click(screen.getByRole('checkbox', { name: `Select ${second.profile!.name!}` }));
    expect(await screen.findByText('2 selected')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Tag selected users' }));
    const dialog = await screen.findByRole('dialog', {}, PAGE_LOAD);
    expect(within(dialog).getByText('Tag 2 users')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Start tagging' }));
    expect(await within(dialog).findByText('Please select a tag scope')).toBeInTheDocument();
    expect(await within(dialog).findByText('Please select tags')).toBeInTheDocument();
  });

  it("tags the users of one of the operator's saved filters (a cohort task)", async () => {
    savedFilters().insert({
      name: 'Clerks only',
      filter: { operator: 'AND', query: [{ k: 'is_clerk', op: 'eq', v: true }] },
      operator_id: 'op-admin',
      base: '/api/v1/scrm/member',
      created_at: 1,
      updated_at: 1,
      seq: 1,
    });
    await openList();
    fireEvent.click(screen.getByRole('button', { name: 'Tag a saved filter' }));
    const dialog = await screen.findByRole('dialog', {}, PAGE_LOAD);
    expect(within(dialog).getByText('Tag the users of a saved filter')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Start tagging' }));
    expect(await within(dialog).findByText('Please choose a saved filter')).toBeInTheDocument();
    fireEvent.mouseDown(within(dialog).getByLabelText('Saved filter'));
    expect(await screen.findByTitle('Clerks only')).toBeInTheDocument();
  });

  it('offers no clerk change, tagging, audit or download to a viewer', async () => {
    await openList('en-US', 'viewer');
    await screen.findAllByText(byBound()[0].profile!.name!);
    for (const name of [
      'Set clerk',
      'Cancel clerk',
      'Tag by file',
      'Tag selected users',
      'Purchase download',
    ])
      expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
  });

  it('shows the e-mail audit with statuses as tags and mail content that never runs', async () => {
    await openList();
    fireEvent.click(screen.getByRole('button', { name: 'E-mail audit' }));
    const drawer = (await screen.findByText('E-mail audit', { selector: '.ant-drawer-title' })).closest(
      '.ant-drawer-content',
    ) as HTMLElement;
    await within(drawer).findByTestId('list-total', {}, PAGE_LOAD);
    const statuses = within(drawer)
      .getAllByText(/^(Succeeded|Failed|Pending)$/)
      .map((element) => element.closest('.ant-tag'));
    expect(statuses.length).toBeGreaterThan(0);
    expect(statuses.every(Boolean)).toBe(true);
    expect(drawer.querySelector('script')).toBeNull();
    expect(drawer.querySelector('[onerror]')).toBeNull();
  });

  it('needs a month for the purchase download', async () => {
    await openList();
    fireEvent.click(screen.getByRole('button', { name: 'Purchase download' }));
    const dialog = await screen.findByRole('dialog', {}, PAGE_LOAD);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Download' }));
    expect(await within(dialog).findByText('Please select a month')).toBeInTheDocument();
  });
});
