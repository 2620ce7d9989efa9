/** The import's calls through the store and sagas, against the mock backend (issue 13). */
import { utils, write } from 'xlsx';
import { identityKey } from 'config/sheetImport/rules';
import { seriesModels, series } from 'mock/db/carOptions';
import { installMockBackend } from 'mock/node';
import { uploadService } from 'src-services/upload';
import { signIn } from 'test/signIn';
import { createNotedStore, waitForState } from 'test/storeTesting';
import { sheetImportActions as actions } from './index';

installMockBackend();
beforeEach(() => signIn('admin'));

async function uploadedSheet(rows: string[][]): Promise<string> {
  const book = utils.book_new();
  utils.book_append_sheet(book, utils.aoa_to_sheet(rows), 'Sheet1');
  const bytes = write(book, { bookType: 'xlsx', type: 'array' }) as ArrayBuffer;
  return (await uploadService.upload(new Blob([bytes]), 'series.xlsx')).url;
}

describe('an import', () => {
  it('knows what exists when it opens, so the preview can tell an update from a new record', async () => {
    const s = createNotedStore();
    s.dispatch(actions.opened({ kind: 'series' }));
    const state = await waitForState(s, (root) => root.sheetImport.existing.status === 'succeeded');
    const adventure = series().findOne((one) => one.name === 'Adventure')!;
    const models = seriesModels().find((model) => model.series_id === adventure.id);
    expect(models.length).toBeGreaterThan(0);
    for (const model of models)
      expect(state.sheetImport.existing.identities).toContain(identityKey('Adventure', model.name));
  });

  it('commits a file once per request and keeps the counts; a file of other columns fails with its code', async () => {
    const s = createNotedStore();
    s.dispatch(actions.opened({ kind: 'series' }));
    const url = await uploadedSheet([
      ['Series', 'Model'],
      ['Adventure', 'ADV 350'],
      ['Touring', 'GT 1200'],
    ]);
    s.dispatch(actions.commitRequested({ requestId: 'r1', excelUrl: url }));
    s.dispatch(actions.commitRequested({ requestId: 'r2', excelUrl: url }));
    const state = await waitForState(s, (root) => root.sheetImport.commit.status === 'succeeded');
    expect(state.sheetImport.commit).toMatchObject({ requestId: 'r1', result: { created: 1, updated: 1 } });
    expect(s.notes).toEqual([['success', 'sheetImport.committed']]);
    expect(seriesModels().find((model) => model.name === 'GT 1200')).toHaveLength(1);

    const other = await uploadedSheet([['Name'], ['x']]);
    s.dispatch(actions.commitRequested({ requestId: 'r3', excelUrl: other }));
    const failed = await waitForState(s, (root) => root.sheetImport.commit.status === 'failed');
    expect(failed.sheetImport.commit.error?.code).toBe(1340815);
    expect(s.notes[1]).toEqual(['error', { key: 'error.code.1340815' }]);
  });

  it("fetches the sample file's address", async () => {
    const s = createNotedStore();
    s.dispatch(actions.opened({ kind: 'car' }));
    s.dispatch(actions.sampleRequested());
    const state = await waitForState(s, (root) => root.sheetImport.sample.status === 'succeeded');
    expect(state.sheetImport.sample.url).toMatch(/car-import-sample\.xlsx$/);
  });
});
