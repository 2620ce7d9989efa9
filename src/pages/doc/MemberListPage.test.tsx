/**
 * The club members' Download by month (03-community-analytics §2.1): the member area's purchase download, behind
 * the privilege the member list gives it and the mock checks (the member search: 01 §6 lists none of its own).
 */
import { act, screen, waitFor } from '@testing-library/react';
import { ALL_PRIVILEGES, PRIVILEGES } from 'config/privileges';
import { installMockBackend } from 'mock/node';
import { framePrivilegesReceived } from 'src-models/session';
import { renderPage } from 'test/renderPage';
import { PAGE_LOAD } from 'test/openApp';
import MemberListPage from './MemberListPage';

installMockBackend();

describe('the club members', () => {
  it('offers Download by month with the member search the hosting frame sends, and not without it', async () => {
    const { store } = await renderPage(<MemberListPage />, { path: '/doc/member/list', account: 'admin' });
    await waitFor(() => expect(screen.getByTestId('list-total')).toBeInTheDocument(), PAGE_LOAD);
    const send = (privileges: string[]) =>
      act(() => void store.dispatch(framePrivilegesReceived(privileges)));
    const download = () => screen.queryByRole('button', { name: 'Download by month' });

    send([PRIVILEGES.docMemberSearch, PRIVILEGES.memberSearch]);
    await waitFor(() => expect(download()).toBeInTheDocument());
    send(ALL_PRIVILEGES.filter((name) => name !== PRIVILEGES.memberSearch));
    await waitFor(() => expect(download()).not.toBeInTheDocument());
    // The list itself stays: its own privilege is the club members' search.
    expect(screen.getByTestId('list-total')).toBeInTheDocument();
  });
});
