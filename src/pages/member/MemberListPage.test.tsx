/**
 * The member list as an operator uses it: tags, clerks, tagging's first rule, the e-mail audit. What the saves
 * do is the model's (src-models/members/members.test.ts); a case here is one render of the page.
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ALL_PRIVILEGES, PRIVILEGES } from 'config/privileges';
import { savedFilters } from 'mock/db/collections';
import { installMockBackend } from 'mock/node';
import { heldUntilReleased } from 'mock/testing';
import { memberEntities } from 'mock/db/memberTags';
import { members } from 'mock/db/members';
import { stores } from 'mock/db/stores';
import { localeChosen } from 'src-models/preferences';
import { framePrivilegesReceived } from 'src-models/session';
import type { Member } from 'src-services/members';
import { renderPage } from 'test/renderPage';
import { PAGE_LOAD } from 'test/openApp';
import { buttonByText, dialogShown, noDialog, shows } from 'test/queries';
import MemberListPage from './MemberListPage';

const server = installMockBackend();

const byBound = () => [...members().all()].sort((a, b) => (b.bound_at ?? 0) - (a.bound_at ?? 0));

async function openList(path = '/user/list', account: 'admin' | 'viewer' = 'admin') {
  const view = await renderPage(<MemberListPage />, { path, account });
  await shows(() => screen.queryByTestId('list-total'));
  return view;
}

/**
 * The list filtered to these members, as the filter panel writes it into the address: what the cases below do
 * is the same on two rows as on twenty, and each dialog that opens or closes renders the table again.
 */
const listOf = (...people: Member[]) =>
  `/user/list?filter=${encodeURIComponent(
    JSON.stringify({
      operator: 'OR',
      query: people.map((member) => ({ k: 'unionid', op: 'eq', v: member.unionid })),
    }),
  )}`;

/** The table row of a member, by the name it shows. */
const rowOf = (name: string) => screen.getAllByText(name)[0].closest('tr') as HTMLElement;

describe('the member list', () => {
  it('shows each member of the page with the tags the tag center holds, each cell busy until they come', async () => {
    const tagSearch = heldUntilReleased('post', '*/api/v1/tag-center-api/entity/search');
    server.use(tagSearch.handler);
    await openList();
    expect(screen.getAllByRole('status', { name: 'Loading the tags' })).toHaveLength(20);
    tagSearch.release();
    const tagged = byBound()
      .slice(0, 20)
      .find((member) => (memberEntities().get(member.unionid!)?.tags.length ?? 0) > 0)!;
    const tags = memberEntities().get(tagged.unionid!)!.tags;
    await waitFor(() => {
      const row = rowOf(tagged.profile!.name!);
      for (const tag of tags) expect(within(row).getByText(tag.tag_name)).toBeInTheDocument();
    }, PAGE_LOAD);
    expect(screen.getByTestId('list-total')).toHaveTextContent(`Total ${members().all().length}`);
    expect(screen.queryByRole('status', { name: 'Loading the tags' })).not.toBeInTheDocument();
  });

  it("opens each tool: tagging the users chosen or a saved filter's, the e-mail audit, the purchase download", async () => {
    savedFilters().insert({
      name: 'Clerks only',
      filter: { operator: 'AND', query: [{ k: 'is_clerk', op: 'eq', v: true }] },
      operator_id: 'op-admin',
      base: '/api/v1/scrm/member',
      created_at: 1,
      updated_at: 1,
      seq: 1,
    });
    // Two members of the first page whose names are their own (a row is found by the name it shows).
    const page = byBound().slice(0, 20);
    const named = (name: string) => page.filter((member) => member.profile?.name === name).length === 1;
    const [first, second] = page.filter((member) => named(member.profile!.name!));
    await openList(listOf(first, second));

    // The users chosen on the page: the dialog counts them, and asks for a scope and tags.
    for (const { profile } of [first, second])
      fireEvent.click(
        within(rowOf(profile!.name!)).getByRole('checkbox', { name: `Select ${profile!.name!}` }),
      );
    await shows(() => screen.queryByText('2 selected'));
    fireEvent.click(buttonByText('Tag selected users'));
    const selection = await dialogShown();
    expect(within(selection).getByText('Tag 2 users')).toBeInTheDocument();
    fireEvent.click(within(selection).getByRole('button', { name: 'Start tagging' }));
    await shows(() => within(selection).queryByText('Please select a tag scope'));
    expect(within(selection).getByText('Please select tags')).toBeInTheDocument();
    fireEvent.click(within(selection).getByRole('button', { name: 'Cancel' }));
    await noDialog();

    // The users of one of the operator's saved filters (a cohort task).
    fireEvent.click(buttonByText('Tag a saved filter'));
    const cohort = await dialogShown();
    expect(within(cohort).getByText('Tag the users of a saved filter')).toBeInTheDocument();
    fireEvent.click(within(cohort).getByRole('button', { name: 'Start tagging' }));
    await shows(() => within(cohort).queryByText('Please choose a saved filter'));
    fireEvent.mouseDown(within(cohort).getByLabelText('Saved filter'));
    await shows(() => screen.queryByTitle('Clerks only'));
    fireEvent.click(within(cohort).getByRole('button', { name: 'Cancel' }));
    await noDialog();

    // The e-mail audit: statuses as tags, mail content that never runs.
    fireEvent.click(buttonByText('E-mail audit'));
    const title = await shows(() => screen.queryByText('E-mail audit', { selector: '.ant-drawer-title' }));
    const drawer = title.closest('.ant-drawer-content') as HTMLElement;
    await shows(() => within(drawer).queryByTestId('list-total'));
    const statuses = within(drawer)
      .getAllByText(/^(Succeeded|Failed|Pending)$/)
      .map((element) => element.closest('.ant-tag'));
    expect(statuses.length).toBeGreaterThan(0);
    expect(statuses.every(Boolean)).toBe(true);
    expect(drawer.querySelector('script')).toBeNull();
    expect(drawer.querySelector('[onerror]')).toBeNull();
    fireEvent.click(within(drawer).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(drawer).not.toBeInTheDocument());

    // The purchase download needs a month.
    fireEvent.click(buttonByText('Purchase download'));
    const purchase = await dialogShown();
    fireEvent.click(within(purchase).getByRole('button', { name: 'Download' }));
    await shows(() => within(purchase).queryByText('Please select a month'));
    // With a month it asks for that month's file and opens it.
    const open = jest.spyOn(window, 'open').mockImplementation(() => null);
    const month = within(purchase).getByLabelText('Month');
    fireEvent.mouseDown(month);
    fireEvent.change(month, { target: { value: '2025-03' } });
    fireEvent.keyDown(month, { key: 'Enter' });
    fireEvent.click(within(purchase).getByRole('button', { name: 'Download' }));
    await waitFor(() =>
      expect(open).toHaveBeenCalledWith(
        'http://localhost/api/v1/scrm/member/purchase/2025-03/members.csv',
        '_blank',
        'noopener,noreferrer',
      ),
    );
    expect(within(purchase).getByText(/2025-03/)).toBeInTheDocument();
    open.mockRestore();
  });

  it('asks to select users before tagging a selection, and sets a clerk only with a store, then cancels it after asking: in English, then in Chinese once switched', async () => {
    const member = byBound().find((candidate) => !candidate.is_clerk)!;
    const name = member.profile!.name!;
    const { store: app } = await openList(listOf(member));
    for (const words of [
      {
        locale: 'en-US',
        tagSelected: 'Tag selected users',
        selectFirst: 'Please select user first',
        set: 'Set clerk',
        storeRequired: 'Please select a store',
        save: 'Save',
        done: 'Set successfully',
        cancel: 'Cancel clerk',
        question: 'Are you sure to cancel?',
      },
      {
        locale: 'zh-CN',
        tagSelected: '为所选用户打标签',
        selectFirst: '请先选择用户',
        set: '设为店员',
        storeRequired: '请选择门店',
        save: '保存',
        done: '设置成功',
        cancel: '取消店员',
        question: '确定取消吗？',
      },
    ] as const) {
      // Switched as the shell's language switch does.
      if (words.locale !== 'en-US') act(() => void app.dispatch(localeChosen(words.locale)));
      fireEvent.click(buttonByText(words.tagSelected));
      await shows(() => screen.queryByText(words.selectFirst));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

      fireEvent.click(within(rowOf(name)).getByRole('button', { name: words.set }));
      const dialog = await dialogShown();
      fireEvent.click(within(dialog).getByRole('button', { name: words.save }));
      await shows(() => within(dialog).queryByText(words.storeRequired));
      const store = stores().all()[0];
      fireEvent.mouseDown(within(dialog).getByRole('combobox'));
      const option = await shows(
        () => screen.queryAllByText(store.name, { selector: '.ant-select-item-option *' })[0] ?? null,
      );
      fireEvent.click(option);
      fireEvent.click(within(dialog).getByRole('button', { name: words.save }));
      await shows(() => screen.queryByText(words.done));
      await waitFor(() =>
        expect(members().get(member.id)).toMatchObject({ is_clerk: true, store_id: store.id }),
      );
      const cancel = await shows(() => within(rowOf(name)).queryByRole('button', { name: words.cancel }));
      fireEvent.click(cancel);
      const question = await shows(() =>
        screen.queryByText(words.question, { selector: '.ant-modal-confirm-title' }),
      );
      const confirm = question.closest('.ant-modal-confirm') as HTMLElement;
      expect(confirm).toHaveTextContent(store.name);
      fireEvent.click(within(confirm).getByRole('button', { name: words.cancel }));
      await waitFor(() =>
        expect(members().get(member.id)).toMatchObject({ is_clerk: false, store_id: null }),
      );
      await shows(() => within(rowOf(name)).queryByRole('button', { name: words.set }));
    }
  });

  it('gates tagging by the member update and the e-mail audit and purchase download by the member search, the names §6 lists, as the hosting frame sends them', async () => {
    const { store } = await openList();
    const send = (privileges: string[]) =>
      act(() => void store.dispatch(framePrivilegesReceived(privileges)));
    const tagging = ['Tag by file', 'Tag selected users', 'Tag a saved filter', 'Tagging tasks'];
    const reading = ['E-mail audit', 'Purchase download'];
    const shown = (name: string) => screen.queryByRole('button', { name }) !== null;

    // Only the two names: every button.
    send([PRIVILEGES.memberSearch, PRIVILEGES.memberUpdateClerk]);
    await waitFor(() => expect([...tagging, ...reading].filter(shown)).toEqual([...tagging, ...reading]));
    expect(screen.getByTestId('member-selection')).toBeInTheDocument();

    // Without the member update: no tagging, the audit and the download still there.
    send(ALL_PRIVILEGES.filter((name) => name !== PRIVILEGES.memberUpdateClerk));
    await waitFor(() => expect(tagging.filter(shown)).toEqual([]));
    expect(reading.filter(shown)).toEqual(reading);
    expect(screen.queryByTestId('member-selection')).not.toBeInTheDocument();

    // Without the member search: neither the audit nor the download (nor the list itself).
    send(ALL_PRIVILEGES.filter((name) => name !== PRIVILEGES.memberSearch));
    await waitFor(() => expect(reading.filter(shown)).toEqual([]));
  });

  it('offers no clerk change or tagging to a viewer, but the e-mail audit and the purchase download', async () => {
    // A member who is not a clerk and one who is: neither set nor cancel is offered.
    const [member, clerk] = [false, true].map((isClerk) =>
      byBound().find((candidate) => candidate.is_clerk === isClerk)!,
    );
    await openList(listOf(member, clerk), 'viewer');
    for (const { profile } of [member, clerk]) await shows(() => screen.queryByText(profile!.name!));
    for (const name of [
      'Set clerk',
      'Cancel clerk',
      'Tag by file',
      'Tag selected users',
      'Tag a saved filter',
      'Tagging tasks',
    ])
      expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
    // Both read members: the member search, which a viewer holds.
    for (const name of ['E-mail audit', 'Purchase download'])
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
  });
});
