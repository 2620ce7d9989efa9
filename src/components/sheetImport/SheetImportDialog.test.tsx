/** The import with a preview as an operator uses it (issue 13): check, look, commit the valid rows, get the rest. */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { saveAs } from 'file-saver';
import { read, utils, write } from 'xlsx';
import { carBrands, carModels } from 'mock/db/carOptions';
import { installMockBackend } from 'mock/node';
import { renderPage } from 'test/renderPage';
import { PAGE_LOAD } from 'test/openApp';
import { SheetImportButton } from './SheetImportButton';

jest.mock('file-saver', () => ({ saveAs: jest.fn() }));

installMockBackend();

const HEADER = ['Brand', 'Brand (Chinese)', 'Model', 'Model (Chinese)'];

function xlsxFile(name: string, rows: string[][]): File {
  const book = utils.book_new();
  utils.book_append_sheet(book, utils.aoa_to_sheet(rows), 'Sheet1');
  return new File([write(book, { bookType: 'xlsx', type: 'array' }) as ArrayBuffer], name);
}

async function openDialog(onImported = jest.fn()) {
  const view = await renderPage(<SheetImportButton kind="car" onImported={onImported} />, {
    path: '/vehicle/car-brand',
    account: 'admin',
  });
  fireEvent.click(screen.getByRole('button', { name: /Import/ }));
  const dialog = await screen.findByRole('dialog', {}, PAGE_LOAD);
  const choose = (file: File) => view.user.upload(dialog.querySelector('input[type=file]')!, file);
  return { ...view, dialog, choose, onImported };
}

describe('importing a car brands file', () => {
  it('previews every row, commits only the valid ones and offers the refused rows as a file', async () => {
    const { dialog, choose, onImported } = await openDialog();
    await choose(
      xlsxFile('cars.xlsx', [
        HEADER,
        ['Honda', '本田', 'CB400', '本田CB400'],
        ['Honda', '', '', ''],
        ['Benelli', '贝纳利', 'TRK 702', ''],
        ['benelli', '', 'trk 702', ''],
      ]),
    );
    await within(dialog).findByText(
      '4 rows: 2 valid (1 update existing records), 2 with errors',
      {},
      PAGE_LOAD,
    );
    expect(within(dialog).getByText('Row 3, Model: required')).toBeTruthy();
    expect(within(dialog).getByText('Row 5, Brand: repeats row 4')).toBeTruthy();
    expect(within(dialog).getByText('Update')).toBeTruthy();

    fireEvent.click(within(dialog).getByRole('switch'));
    expect(within(dialog).queryByText('CB400')).toBeNull();
    expect(within(dialog).getByText('Row 3, Model: required')).toBeTruthy();

    // Nothing was written before the commit.
    expect(carBrands().findOne((brand) => brand.name === 'Benelli')).toBeUndefined();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Import 2 valid rows' }));
    await within(dialog).findByText('1 created, 1 updated, 2 refused', {}, PAGE_LOAD);
    const benelli = carBrands().findOne((brand) => brand.name === 'Benelli');
    expect(
      carModels()
        .find((model) => model.brand === benelli?.id)
        .map((model) => model.name),
    ).toEqual(['TRK 702']);
    expect(onImported).toHaveBeenCalledTimes(1);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Download refused rows' }));
    await waitFor(() => expect(saveAs).toHaveBeenCalled());
    const [blob, fileName] = jest.mocked(saveAs).mock.calls[0] as [Blob, string];
    expect(fileName).toBe('Refused rows.xlsx');
    const book = read(new Uint8Array(await blob.arrayBuffer()), { type: 'array' });
    expect(utils.sheet_to_json(book.Sheets[book.SheetNames[0]], { header: 1, defval: '' })).toEqual([
      ['Row', ...HEADER, 'Reason'],
      [3, 'Honda', '', '', '', 'Row 3, Model: required'],
      [5, 'benelli', '', 'trk 702', '', 'Row 5, Brand: repeats row 4'],
    ]);
  });

  it('refuses a file of another type, size or header before anything is shown', async () => {
    const { dialog, choose } = await openDialog();
    // A file picker honours `accept`; a dropped file does not: the dialog checks the type itself.
    fireEvent.change(dialog.querySelector('input[type=file]')!, {
      target: { files: [new File(['a,b'], 'cars.txt')] },
    });
    await within(dialog).findByText('Only xlsx, xls and csv files can be imported');
    await choose(new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'cars.csv'));
    await within(dialog).findByText('The file size can not exceed 5M');
    await choose(
      xlsxFile('cars.xlsx', [
        ['Series', 'Model'],
        ['Adventure', 'ADV 350'],
      ]),
    );
    await within(dialog).findByText(
      'The first row must name the columns: Brand, Brand (Chinese), Model, Model (Chinese)',
      {},
      PAGE_LOAD,
    );
  });
});
