/** The forms list as operators use it, in both languages. */
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { forms } from 'mock/db/lookups';
import { installMockBackend } from 'mock/node';
import { renderApp } from 'test/renderApp';
import { renderPage } from 'test/renderPage';
import { signIn } from 'test/signIn';
import { PAGE_LOAD } from 'test/openApp';
import ActionLogPage from './ActionLogPage';
import FormListPage from './FormListPage';

installMockBackend();

const rowOf = (name: string) => screen.getByText(name).closest('tr') as HTMLElement;

describe('the forms list', () => {
  it('lists the forms with their remark, Create Form, and per form Edit and Records', async () => {
    const { router } = await renderPage(<FormListPage />, { path: '/form-center/form', account: 'admin' });
    await screen.findByText('Total 6', {}, PAGE_LOAD);
    expect(screen.getByText('Test ride sign-up form')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: /Updated at/ })).toBeInTheDocument();
    const row = rowOf('Track day waiver');
    fireEvent.click(within(row).getByRole('button', { name: 'Records' }));
    const id = forms().findOne((form) => form.name === 'Track day waiver')?.id;
    await waitFor(() => expect(router.state.location.pathname).toBe(`/form-center/form/${id}/records`));
  });

  it('opens the editor of a form', async () => {
    const { router } = await renderPage(<FormListPage />, { path: '/form-center/form', account: 'admin' });
    await screen.findByText('Total 6', {}, PAGE_LOAD);
    fireEvent.click(within(rowOf('Dealer enquiry')).getByRole('link', { name: 'Edit' }));
    const id = forms().findOne((form) => form.name === 'Dealer enquiry')?.id;
    await waitFor(() => expect(router.state.location.pathname).toBe(`/form-center/form/${id}`));
  });

  it('deletes a form once confirmed, and the action log says who deleted it', async () => {
    await renderPage(<FormListPage />, { path: '/form-center/form', account: 'admin' });
    await screen.findByText('Total 6', {}, PAGE_LOAD);
    fireEvent.click(within(rowOf('Dealer enquiry')).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Delete "Dealer enquiry"?');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await screen.findByText('Total 5', {}, PAGE_LOAD);
    expect(screen.queryByText('Dealer enquiry')).not.toBeInTheDocument();
    expect(forms().findOne((form) => form.name === 'Dealer enquiry')).toBeUndefined();

    cleanup();
    await renderPage(<ActionLogPage />, { path: '/form-center/action-log', account: 'admin' });
    const entry = (await screen.findByText('Dealer enquiry', {}, PAGE_LOAD)).closest('tr') as HTMLElement;
    expect(entry).toHaveTextContent('Delete');
    expect(entry).toHaveTextContent('王磊 Wang Lei');
    expect(entry).toHaveTextContent('Fields removed:');
  });

  it('opens a new form', async () => {
    const { router } = await renderPage(<FormListPage />, { path: '/form-center/form', account: 'admin' });
    fireEvent.click(await screen.findByRole('button', { name: /Create Form/ }, PAGE_LOAD));
    await waitFor(() => expect(router.state.location.pathname).toBe('/form-center/form/create'));
  });

  it('is where the Form Center entry leads, with its two menus', async () => {
    await signIn('admin');
    const { router } = renderApp('/form-center');
    await waitFor(() => expect(router.state.location.pathname).toBe('/form-center/form'), PAGE_LOAD);
    expect(await screen.findByRole('link', { name: 'Forms' }, PAGE_LOAD)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Action Log' })).toBeInTheDocument();
  });

  it('shows a reader the records only, in Chinese', async () => {
    await renderPage(<FormListPage />, { path: '/form-center/form', account: 'viewer', locale: 'zh-CN' });
    await screen.findByText('Track day waiver', {}, PAGE_LOAD);
    expect(screen.getByRole('columnheader', { name: /名称/ })).toBeInTheDocument();
    const row = rowOf('Track day waiver');
    expect(within(row).getByRole('button', { name: '记录' })).toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: '编辑' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /新建表单/ })).not.toBeInTheDocument();
  });
});
