/** One form's records as operators read and export them, in both languages. */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { saveAs } from 'file-saver';
import { forms } from 'mock/db/lookups';
import { formRecords } from 'mock/db/vehicles';
import { installMockBackend } from 'mock/node';
import type { LocaleCode } from 'src-locales/index';
import { renderPage } from 'test/renderPage';
import { writtenCells } from 'test/xlsxCells';
import { PAGE_LOAD } from 'test/openApp';
import FormRecordsPage from './FormRecordsPage';

jest.mock('file-saver', () => ({ saveAs: jest.fn() }));

installMockBackend();

function open(name: string, locale: LocaleCode = 'en-US', account: 'admin' | 'viewer' = 'admin') {
  const id = forms().findOne((form) => form.name === name)?.id ?? '';
  const total = formRecords().find((record) => record.form_id === id).length;
  return renderPage(<FormRecordsPage />, {
    path: `/form-center/form/${id}/records`,
    route: '/form-center/form/:id/records',
    account,
    locale,
  }).then((view) => ({ ...view, total }));
}

describe('a form’s records', () => {
  it('is titled with the form, with a column per field and only that form’s records', async () => {
    const { total, router } = await open('Test ride sign-up');
    await screen.findByRole('heading', { name: 'Test ride sign-up' }, PAGE_LOAD);
    await screen.findByText(`Total ${total}`, {}, PAGE_LOAD);
    for (const title of ['Submitted at', 'Name', 'Phone', 'Identity document', 'Test ride slot'])
      expect(screen.getByRole('columnheader', { name: new RegExp(title) })).toBeInTheDocument();
    // A form's later answers wait in the column setting: a table of thirty answers is six screens wide.
    expect(screen.queryByRole('columnheader', { name: /Terms/ })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/form-center/form'));
  });

  it('names the columns and the answers in Chinese', async () => {
    const { total } = await open('Track day waiver', 'zh-CN', 'viewer');
    await screen.findByText(`共 ${total} 条`, {}, PAGE_LOAD);
    expect(screen.getByRole('columnheader', { name: /证件/ })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: /提交时间/ })).toBeInTheDocument();
    expect(screen.getAllByText('已同意').length).toBeGreaterThan(0);
  });

  it('exports the records in the table’s words, a formula-looking answer as text', async () => {
    await open('Test ride sign-up');
    await screen.findByRole('heading', { name: 'Test ride sign-up' }, PAGE_LOAD);
    const toolbar = await screen.findByRole('button', { name: /Export/ }, PAGE_LOAD);
    fireEvent.click(toolbar);
    await screen.findByText('Exported successfully', {}, PAGE_LOAD);
    const [blob, name] = jest.mocked(saveAs).mock.calls[0] as [Blob, string];
    expect(name).toMatch(/^Test ride sign-up-\d{4}-\d{2}-\d{2}\.xlsx$/);
    const cells = writtenCells(new Uint8Array(await blob.arrayBuffer()));
    expect(cells.length).toBeGreaterThan(18);
    expect(cells.some((cell) => cell.formula)).toBe(false);
    expect(within(document.body).queryByText('Export failed')).not.toBeInTheDocument();
  });
});
