/** The model-brand modal: name and type required (02-operations §5), and a save listed with its type. */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { installMockBackend } from 'mock/node';
import { modelBrands } from 'mock/db/vehicles';
import { renderPage } from 'test/renderPage';
import { PAGE_LOAD } from 'test/openApp';
import ModelBrandListPage from './ModelBrandListPage';

installMockBackend();

async function openCreate() {
  await renderPage(<ModelBrandListPage />, { path: '/vehicle/model-brand', account: 'admin' });
  await screen.findByText(`Total ${modelBrands().all().length}`, {}, PAGE_LOAD);
  fireEvent.click(screen.getByRole('button', { name: /Add Model Brand/ }));
  return screen.findByRole('dialog', {}, PAGE_LOAD);
}

describe('the model-brand form', () => {
  it('asks for the name and the type', async () => {
    const dialog = await openCreate();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Please input the name')).toBeInTheDocument();
    expect(await within(dialog).findByText('Please choose the type')).toBeInTheDocument();
  });

  it('adds a model brand of another brand and lists it', async () => {
    const dialog = await openCreate();
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'Triumph' } });
    fireEvent.click(within(dialog).getByLabelText('Other brand'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), PAGE_LOAD);
    await screen.findByText('Created successfully');
    expect(modelBrands().findOne((entry) => entry.name === 'Triumph')?.type).toBe('other');
    const row = (await screen.findByText('Triumph', {}, PAGE_LOAD)).closest('tr') as HTMLElement;
    expect(within(row).getByText('Other brand')).toBeInTheDocument();
  });
});
