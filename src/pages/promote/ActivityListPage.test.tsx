/** The promote activity list in both languages, and its create button only for savers. */
import { screen } from '@testing-library/react';
import { promoteActivities } from 'mock/db/promote';
import { installMockBackend } from 'mock/node';
import { renderPage } from 'test/renderPage';
import { PAGE_LOAD } from 'test/openApp';
import ActivityListPage from './ActivityListPage';

installMockBackend();

const PATH = '/promote/activity/list';

describe('the promote activity list', () => {
  it.each([
    ['en-US', 'Title', 'Create', 'Edit'],
    ['zh-CN', '标题', '新建', '编辑'],
  ] as const)('lists the activities with their visibility (%s)', async (locale, title, create, edit) => {
    await renderPage(<ActivityListPage />, { path: PATH, account: 'admin', locale });
    const first = promoteActivities().all()[0].title;
    expect(await screen.findByText(first, {}, PAGE_LOAD)).toBeInTheDocument();
    expect(screen.getAllByText(title).length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: new RegExp(create) })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: edit }).length).toBe(promoteActivities().all().length);
  });

  it('offers no create button to an operator who may only read', async () => {
    await renderPage(<ActivityListPage />, { path: PATH, account: 'viewer' });
    await screen.findByText(promoteActivities().all()[0].title, {}, PAGE_LOAD);
    expect(screen.queryByRole('button', { name: /Create/ })).toBeNull();
    expect(screen.getAllByRole('link', { name: 'View' }).length).toBeGreaterThan(0);
  });
});
