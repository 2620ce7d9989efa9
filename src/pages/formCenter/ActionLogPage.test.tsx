/** The action log as a reader sees it: who did what to which form, when, and what changed. */
import { screen, within } from '@testing-library/react';
import { installMockBackend } from 'mock/node';
import { renderPage } from 'test/renderPage';
import { PAGE_LOAD } from 'test/openApp';
import ActionLogPage from './ActionLogPage';

installMockBackend();

describe('the action log', () => {
  it('lists each seeded form’s creation with the fields it added', async () => {
    await renderPage(<ActionLogPage />, { path: '/form-center/action-log', account: 'viewer' });
    await screen.findByText('Total 6', {}, PAGE_LOAD);
    const row = screen.getByText('Track day waiver').closest('tr') as HTMLElement;
    expect(within(row).getByText('Create')).toBeInTheDocument();
    expect(within(row).getByText('王磊 Wang Lei')).toBeInTheDocument();
    expect(within(row).getByText('Changed: Name, Remark, Fields')).toBeInTheDocument();
    expect(within(row).getByText('Fields added: name, identity, waiver, session')).toBeInTheDocument();
  });

  it('says it in Chinese', async () => {
    await renderPage(<ActionLogPage />, {
      path: '/form-center/action-log',
      account: 'viewer',
      locale: 'zh-CN',
    });
    await screen.findByText('共 6 条', {}, PAGE_LOAD);
    const row = screen.getByText('Track day waiver').closest('tr') as HTMLElement;
    expect(within(row).getByText('创建')).toBeInTheDocument();
    expect(within(row).getByText('新增字段：name, identity, waiver, session')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: /变更内容/ })).toBeInTheDocument();
  });
});
