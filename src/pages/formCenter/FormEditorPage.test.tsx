/** The form editor as operators use it: create, edit, refusals, leaving, and an expired session. */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { forms } from 'mock/db/lookups';
import { installMockBackend } from 'mock/node';
import { refusedOnce } from 'mock/testing';
import { localeChosen } from 'src-models/preferences';
import { renderPage } from 'test/renderPage';
import { expireSessions, signInAgain } from 'test/sessionEnd';
import { openAppAs, PAGE_LOAD } from 'test/openApp';
import { shows } from 'test/queries';
import FormEditorPage from './FormEditorPage';

const server = installMockBackend();

const formNamed = (name: string) => forms().findOne((form) => form.name === name);
const nameInput = () => screen.getByLabelText(/^(Name|名称)$/, { selector: '#name' });
const remarkInput = () => screen.getByLabelText('Remark', { selector: '#remark' });

describe('the form editor', () => {
  it('says what the name needs in both languages, does not save while a field breaks a rule, then creates a form and edits it at its own address', async () => {
    const { router, store } = await renderPage(<FormEditorPage />, {
      path: '/form-center/form/create',
      account: 'admin',
    });
    await shows(() => screen.queryByText('New form'));
    for (const [locale, label, save, required, tooLong] of [
      ['en-US', 'Name', 'Save', 'Please input the form name', 'The form name can not exceed 50 characters'],
      ['zh-CN', '名称', '保存', '请输入表单名称', '表单名称不能超过 50 个字符'],
    ] as const) {
      // Switched as the shell's language switch does.
      act(() => void store.dispatch(localeChosen(locale)));
      fireEvent.change(await shows(() => screen.queryByLabelText(label)), { target: { value: '' } });
      fireEvent.click(screen.getByRole('button', { name: save }));
      await shows(() => screen.queryByText(required));
      fireEvent.change(screen.getByLabelText(label), { target: { value: 'x'.repeat(51) } });
      await shows(() => screen.queryByText(tooLong));
    }
    act(() => void store.dispatch(localeChosen('en-US')));

    fireEvent.change(await shows(() => screen.queryByLabelText('Name', { selector: '#name' })), {
      target: { value: 'Broken keys' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Text' }));
    fireEvent.change(await shows(() => screen.queryByLabelText('Key')), { target: { value: '1st' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await shows(() => screen.queryByText('Some fields have problems: fix the ones marked in the list'));
    expect(formNamed('Broken keys')).toBeUndefined();
    // The builder marks the problem at its field; the list's check turns none of the builder's inputs red.
    expect(screen.getByLabelText('Key')).not.toHaveClass('ant-input-status-error');
    expect(screen.getByLabelText('Placeholder')).not.toHaveClass('ant-input-status-error');
    // The broken field goes, so the form is created without fields.
    const fields = screen.getByRole('list', { name: 'Fields' });
    fireEvent.click(within(fields).getByRole('button', { name: /^Delete / }));
    await waitFor(() => expect(within(fields).queryAllByRole('listitem')).toHaveLength(0));

    fireEvent.change(nameInput(), { target: { value: 'Helmet survey' } });
    fireEvent.change(remarkInput(), { target: { value: 'Spring campaign' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await shows(() => screen.queryByText('Created successfully'));
    const created = formNamed('Helmet survey');
    expect(created).toMatchObject({ remark: 'Spring campaign', fields: [] });
    await waitFor(() => expect(router.state.location.pathname).toBe(`/form-center/form/${created?.id}`));
  });

  it('loads a form with its fields, keeps what was typed when the server refuses the save, saves it with the fields unchanged, and asks before leaving with unsaved changes', async () => {
    server.use(refusedOnce('put', '*/api/v1/form-center-api/form/:id', 400, 'Field 1: the key is required'));
    const before = formNamed('Track day waiver');
    const { router } = await renderPage(<FormEditorPage />, {
      path: `/form-center/form/${before?.id ?? ''}`,
      route: '/form-center/form/:id',
      account: 'admin',
    });
    await waitFor(() => expect(nameInput()).toHaveValue('Track day waiver'), PAGE_LOAD);
    expect(screen.getByText('Edit form: Track day waiver')).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Fields' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(before?.fields.length ?? -1);
    for (const field of before?.fields ?? [])
      expect(
        within(list).getAllByRole('listitem', { name: field.config?.translation?.en }).length,
      ).toBeGreaterThan(0);

    fireEvent.change(remarkInput(), { target: { value: 'Typed, not saved' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await shows(() => screen.queryByText('Field 1: the key is required'));
    expect(remarkInput()).toHaveValue('Typed, not saved');
    expect(formNamed('Track day waiver')?.remark).toBe(before?.remark);

    fireEvent.change(remarkInput(), { target: { value: 'Signed at the gate' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await shows(() => screen.queryByText('Updated successfully'));
    expect(formNamed('Track day waiver')?.remark).toBe('Signed at the gate');
    expect(formNamed('Track day waiver')?.fields).toEqual(before?.fields);

    fireEvent.change(remarkInput(), { target: { value: 'Half typed' } });
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(await shows(() => screen.queryByRole('dialog'))).toHaveTextContent(
      'Your changes have not been saved.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Stay' }));
    expect(remarkInput()).toHaveValue('Half typed');
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    fireEvent.click(await shows(() => screen.queryByRole('button', { name: 'Leave' })));
    await waitFor(() => expect(router.state.location.pathname).toBe('/form-center/form'));
  });

  it('opens a new, empty form at the create address after saving another, and saves it as a new form', async () => {
    const saved = formNamed('Club event registration');
    const { router } = await openAppAs('admin', `/form-center/form/${saved?.id ?? ''}`);
    await waitFor(() => expect(nameInput()).toHaveValue('Club event registration'), PAGE_LOAD);
    fireEvent.change(remarkInput(), { target: { value: 'Saved before a new one' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await shows(() => screen.queryByText('Updated successfully'));

    // The address typed (or a bookmark): the saved form's page becomes the new form's.
    await act(() => router.navigate('/form-center/form/create'));
    await shows(() => screen.queryByText('New form'));
    expect(nameInput()).toHaveValue('');
    expect(router.state.location.pathname).toBe('/form-center/form/create');

    fireEvent.change(nameInput(), { target: { value: 'Second survey' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await shows(() => screen.queryByText('Created successfully'));
    expect(formNamed('Club event registration')?.name).toBe('Club event registration');
    const created = formNamed('Second survey');
    await waitFor(() => expect(router.state.location.pathname).toBe(`/form-center/form/${created?.id}`));
  });

  it('keeps a form being edited through an expired session and offers it back after the next login, then asks before following a menu link with unsaved changes and follows it once told to leave', async () => {
    const path = `/form-center/form/${formNamed('Club event registration')?.id ?? ''}`;
    const { router, user } = await openAppAs('admin', path);
    await waitFor(() => expect(nameInput()).toHaveValue('Club event registration'), PAGE_LOAD);
    fireEvent.change(remarkInput(), { target: { value: 'Typed before expiry' } });
    await expireSessions();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await signInAgain(router, user, path);

    await shows(() => screen.queryByText('Unsaved changes were kept'));
    expect(remarkInput()).toHaveValue('Club event registration form');
    await user.click(screen.getByRole('button', { name: 'Restore' }));
    expect(remarkInput()).toHaveValue('Typed before expiry');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await shows(() => screen.queryByText('Updated successfully'));
    expect(formNamed('Club event registration')?.remark).toBe('Typed before expiry');

    fireEvent.change(nameInput(), { target: { value: 'Club event registration 2' } });
    fireEvent.click(screen.getByRole('link', { name: 'Action Log' }));
    expect(await shows(() => screen.queryByRole('dialog'))).toHaveTextContent(
      'Your changes have not been saved.',
    );
    expect(router.state.location.pathname).toBe(path);
    fireEvent.click(screen.getByRole('button', { name: 'Leave' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/form-center/action-log'));
  });
});
