/** The form editor as operators use it: create, edit, refusals, leaving, and an expired session. */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { forms } from 'mock/db/lookups';
import { installMockBackend } from 'mock/node';
import type { LocaleCode } from 'src-locales/index';
import { renderApp } from 'test/renderApp';
import { renderPage } from 'test/renderPage';
import { expireSessions, signInAgain } from 'test/sessionEnd';
import { signIn } from 'test/signIn';
import { PAGE_LOAD } from 'test/openApp';
import FormEditorPage from './FormEditorPage';

const server = installMockBackend();

const formNamed = (name: string) => forms().findOne((form) => form.name === name);

const openNew = (locale: LocaleCode = 'en-US') =>
  renderPage(<FormEditorPage />, { path: '/form-center/form/create', account: 'admin', locale });

async function openExisting(name: string) {
  const id = formNamed(name)?.id ?? '';
  const view = await renderPage(<FormEditorPage />, {
    path: `/form-center/form/${id}`,
    route: '/form-center/form/:id',
    account: 'admin',
  });
  await waitFor(
    () => expect(screen.getByLabelText('Name', { selector: '#name' })).toHaveValue(name),
    PAGE_LOAD,
  );
  return { ...view, id };
}

describe('the form editor', () => {
  it('creates a form and then edits it at its own address', async () => {
    const { router } = await openNew();
    await screen.findByText('New form', {}, PAGE_LOAD);
    fireEvent.change(screen.getByLabelText('Name', { selector: '#name' }), {
      target: { value: 'Helmet survey' },
    });
    fireEvent.change(screen.getByLabelText('Remark', { selector: '#remark' }), {
      target: { value: 'Spring campaign' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Saved successfully', {}, PAGE_LOAD);
    const created = formNamed('Helmet survey');
    expect(created).toMatchObject({ remark: 'Spring campaign', fields: [] });
    await waitFor(() => expect(router.state.location.pathname).toBe(`/form-center/form/${created?.id}`));
  });

  it('does not save while a field breaks a rule, and says so', async () => {
    await openNew('en-US');
    fireEvent.change(await screen.findByLabelText('Name', { selector: '#name' }, PAGE_LOAD), {
      target: { value: 'Broken keys' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Text' }));
    fireEvent.change(await screen.findByLabelText('Key'), { target: { value: '1st' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('Some fields have problems: fix the ones marked in the list'),
    ).toBeInTheDocument();
    expect(formNamed('Broken keys')).toBeUndefined();
  });

  it('loads a form with its fields, and saves it with the fields unchanged', async () => {
    const before = formNamed('Track day waiver');
    await openExisting('Track day waiver');
    expect(screen.getByText('Edit form: Track day waiver')).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Fields' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(before?.fields.length ?? -1);
    for (const field of before?.fields ?? [])
      expect(
        within(list).getAllByRole('listitem', { name: field.config?.translation?.en }).length,
      ).toBeGreaterThan(0);
    fireEvent.change(screen.getByLabelText('Remark', { selector: '#remark' }), {
      target: { value: 'Signed at the gate' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Saved successfully', {}, PAGE_LOAD);
    expect(formNamed('Track day waiver')?.remark).toBe('Signed at the gate');
    expect(formNamed('Track day waiver')?.fields).toEqual(before?.fields);
  });

  it.each([
    ['en-US', 'Name', 'Save', 'Please input the form name', 'The form name can not exceed 50 characters'],
    ['zh-CN', '名称', '保存', '请输入表单名称', '表单名称不能超过 50 个字符'],
  ] as const)('says what the name needs (%s)', async (locale, label, save, required, tooLong) => {
    await openNew(locale);
    await screen.findByLabelText(label, {}, PAGE_LOAD);
    fireEvent.click(screen.getByRole('button', { name: save }));
    expect(await screen.findByText(required)).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText(label), { target: { value: 'x'.repeat(51) } });
    expect(await screen.findByText(tooLong)).toBeInTheDocument();
  });

  it('keeps what was typed when the server refuses the save', async () => {
    server.use(
      http.put('*/api/v1/form-center-api/form/:id', () =>
        HttpResponse.json({ code: 400, msg: 'Field 1: the key is required', data: null }),
      ),
    );
    await openExisting('Service feedback');
    fireEvent.change(screen.getByLabelText('Remark', { selector: '#remark' }), {
      target: { value: 'Typed, not saved' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Field 1: the key is required', {}, PAGE_LOAD);
    expect(screen.getByLabelText('Remark', { selector: '#remark' })).toHaveValue('Typed, not saved');
    expect(formNamed('Service feedback')?.remark).toBe('Service feedback form');
  });

  it('asks before leaving with unsaved changes', async () => {
    const { router } = await openExisting('Dealer enquiry');
    fireEvent.change(screen.getByLabelText('Remark', { selector: '#remark' }), {
      target: { value: 'Half typed' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('dialog')).toHaveTextContent('Your changes have not been saved.');
    fireEvent.click(screen.getByRole('button', { name: 'Stay' }));
    expect(screen.getByLabelText('Remark', { selector: '#remark' })).toHaveValue('Half typed');
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Leave' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/form-center/form'));
  });

  it('asks before following a menu link with unsaved changes, and follows it once told to leave', async () => {
    const path = `/form-center/form/${formNamed('Dealer enquiry')?.id ?? ''}`;
    await signIn('admin');
    const { router } = renderApp(path);
    await waitFor(
      () => expect(screen.getByLabelText('Name', { selector: '#name' })).toHaveValue('Dealer enquiry'),
      {
        timeout: 20_000,
      },
    );
    fireEvent.change(screen.getByLabelText('Name', { selector: '#name' }), {
      target: { value: 'Dealer enquiry 2' },
    });
    fireEvent.click(screen.getByRole('link', { name: 'Action Log' }));
    expect(await screen.findByRole('dialog')).toHaveTextContent('Your changes have not been saved.');
    expect(router.state.location.pathname).toBe(path);
    fireEvent.click(screen.getByRole('button', { name: 'Leave' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/form-center/action-log'));
  });

  it('keeps a form being edited through an expired session and offers it back after the next login', async () => {
    const id = formNamed('Club event registration')?.id ?? '';
    const path = `/form-center/form/${id}`;
    await signIn('admin');
    const { router } = renderApp(path);
    const user = userEvent.setup({ delay: null });
    await waitFor(
      () =>
        expect(screen.getByLabelText('Name', { selector: '#name' })).toHaveValue('Club event registration'),
      {
        timeout: 20_000,
      },
    );
    fireEvent.change(screen.getByLabelText('Remark', { selector: '#remark' }), {
      target: { value: 'Typed before expiry' },
    });
    await expireSessions();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await signInAgain(router, user, path);

    await screen.findByText('Unsaved changes were kept', {}, { timeout: 20_000 });
    expect(screen.getByLabelText('Remark', { selector: '#remark' })).toHaveValue(
      'Club event registration form',
    );
    await user.click(screen.getByRole('button', { name: 'Restore' }));
    expect(screen.getByLabelText('Remark', { selector: '#remark' })).toHaveValue('Typed before expiry');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Saved successfully', {}, { timeout: 20_000 });
    expect(formNamed('Club event registration')?.remark).toBe('Typed before expiry');
  });
});
