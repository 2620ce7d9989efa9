import { utils, write } from 'xlsx';
import type { SheetImportResult } from '../../src-services/sheetImport';
import type { UploadResult } from '../../src-services/types';
import { readSheet } from '../../config/sheetImport/readSheet';
import { carBrands, carModels, series, seriesModels } from '../db/carOptions';
import { installMockBackend } from '../node';
import { call, ORIGIN } from '../testing';
import { signIn } from '../../test/signIn';

installMockBackend();

const CAR_UPLOAD = '/api/v1/scrm/option/car/upload';
const SERIES_UPLOAD = '/api/v1/scrm/car/series/upload';

function xlsx(rows: string[][]): Uint8Array<ArrayBuffer> {
  const book = utils.book_new();
  utils.book_append_sheet(book, utils.aoa_to_sheet(rows), 'Sheet1');
  return new Uint8Array(write(book, { bookType: 'xlsx', type: 'array' }) as ArrayBuffer);
}

async function uploaded(name: string, bytes: Uint8Array<ArrayBuffer>): Promise<string> {
  const form = new FormData();
  form.append('file', new Blob([bytes]), name);
  const answer = await call<UploadResult>('POST', '/api/v1/upload-center/upload', form);
  expect(answer.code).toBe(200);
  return answer.data.url;
}

const CAR_HEADER = ['Brand', 'Brand (Chinese)', 'Model', 'Model (Chinese)'];

describe('the import files', () => {
  it('creates and updates the valid rows of a car file and refuses the others, saying why', async () => {
    await signIn();
    const honda = carBrands().findOne((brand) => brand.name === 'Honda')!;
    const url = await uploaded(
      'cars.xlsx',
      xlsx([
        CAR_HEADER,
        ['Honda', '本田', 'CB400', '本田CB400'],
        ['Honda', '', 'NX500', ''],
        ['Zontes', '升仕', 'ZT350', ''],
        ['', '', 'Nameless', ''],
        ['honda', '', 'nx500', ''],
      ]),
    );

    const answer = await call<SheetImportResult>('POST', CAR_UPLOAD, { excel_url: url });

    expect(answer.data).toEqual({
      created: 2,
      updated: 1,
      refused: [
        {
          row: 5,
          cells: { brand: '', brand_zh: '', model: 'Nameless', model_zh: '' },
          reason: 'brand is required',
        },
        {
          row: 6,
          cells: { brand: 'honda', brand_zh: '', model: 'nx500', model_zh: '' },
          reason: 'repeats row 3',
        },
      ],
    });
    const hondaModels = carModels().find((model) => model.brand === honda.id);
    expect(hondaModels.find((model) => model.name === 'CB400')?.zh_name).toBe('本田CB400');
    expect(hondaModels.some((model) => model.name === 'NX500')).toBe(true);
    expect(carBrands().findOne((brand) => brand.name === 'Zontes')?.zh_name).toBe('升仕');
  });

  it('answers the spec codes for a file of other columns and for one that is no sheet of ours', async () => {
    await signIn();
    const otherColumns = await uploaded(
      'cars.xlsx',
      xlsx([
        ['Name', 'Price'],
        ['CB400', '100'],
      ]),
    );
    expect(await call('POST', CAR_UPLOAD, { excel_url: otherColumns })).toMatchObject({ code: 1340817 });
    const empty = await uploaded('series.csv', new TextEncoder().encode('Series,Model\n'));
    expect(await call('POST', SERIES_UPLOAD, { excel_url: empty })).toMatchObject({ code: 1340815 });
    expect(await call('POST', CAR_UPLOAD, {})).toMatchObject({ code: 400, msg: 'excel_url is required' });
    expect(await call('POST', CAR_UPLOAD, { excel_url: 'https://elsewhere.example/a.xlsx' })).toMatchObject({
      code: 400,
      msg: 'excel_url is not a file of the upload center',
    });
  });

  it('imports a series csv, showing again a series model that was hidden', async () => {
    await signIn();
    const classic = series().findOne((parent) => parent.name === 'Classic')!;
    const hidden = seriesModels().findOne((model) => model.series_id === classic.id)!;
    seriesModels().update(hidden.id, { deleted_flag: 1 });
    const url = await uploaded(
      'series.csv',
      new TextEncoder().encode(`Series,Model\nClassic,${hidden.name}\nTouring,GT 1300\n`),
    );

    const answer = await call<SheetImportResult>('POST', SERIES_UPLOAD, { excel_url: url });

    expect(answer.data).toEqual({ created: 1, updated: 1, refused: [] });
    expect(seriesModels().get(hidden.id)?.deleted_flag).toBe(0);
    expect(series().findOne((parent) => parent.name === 'Touring')).toBeTruthy();
  });

  it('gives a sample file that passes its own check, to an operator who may upload', async () => {
    await signIn();
    const answer = await call<{ excel_url: string }>('GET', '/api/v1/scrm/option/car/download');
    const served = await fetch(`${ORIGIN}${answer.data.excel_url}`);
    expect(readSheet(new Uint8Array(await served.arrayBuffer()))?.[0]).toEqual(CAR_HEADER);

    await signIn('viewer');
    expect(await call('GET', '/api/v1/scrm/car/series/download')).toMatchObject({ code: 968 });
  });

  it('takes spreadsheets of at most 5 MB in the upload center', async () => {
    await signIn();
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(5 * 1024 * 1024 + 1)]), 'big.csv');
    expect(await call('POST', '/api/v1/upload-center/upload', form)).toMatchObject({
      msg: 'The file size can not exceed 5M',
    });
  });
});
