/** The complaint tab as an operator uses it: audit statuses, evidence, pass and refuse after a confirmation. */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { installMockBackend } from 'mock/node';
import { heldUntilReleased, refusedOnce } from 'mock/testing';
import { CONFIG_ID, configs } from 'mock/db/config';
import { complaintFormId, formRecords, garageAudits } from 'mock/db/vehicles';
import type { LocaleCode } from 'src-locales/index';
import { renderPage } from 'test/renderPage';
import type { DemoRole } from 'test/signIn';
import { PAGE_LOAD } from 'test/openApp';
import ComplaintListPage from './ComplaintListPage';

const server = installMockBackend();

const AUDIT_SEARCH = '*/api/v1/:scrm/garage/audit/search';
/** What a status still on its way is called. */
const LOADING: Record<LocaleCode, string> = {
  'en-US': 'Loading the audit status',
  'zh-CN': '正在加载审核状态',
};

const complaints = () => formRecords().find((record) => record.form_id === complaintFormId());
const pending = () =>
  complaints().filter((record) => !garageAudits().findOne((audit) => audit.appeal_id === record.id));

/** The tab with its rows drawn; and, unless `statuses` is false, their audit statuses, which come after them. */
async function open(account: DemoRole = 'admin', locale: LocaleCode = 'en-US', statuses = true) {
  const view = await renderPage(<ComplaintListPage />, { path: '/vehicle/complaint', account, locale });
  await waitFor(
    () => expect(screen.getByTestId('list-total')).toHaveTextContent(String(complaints().length)),
    PAGE_LOAD,
  );
  if (statuses)
    await waitFor(
      () => expect(screen.queryAllByRole('status', { name: LOADING[locale] })).toHaveLength(0),
      PAGE_LOAD,
    );
  return view;
}

/** The audit calls wait until the returned function is called; then the mock answers them. */
function holdAudits() {
  const audits = heldUntilReleased('post', AUDIT_SEARCH);
  server.use(audits.handler);
  return audits.release;
}

/** The confirmation asking `question`. */
async function confirmation(question: string) {
  const title = await screen.findByText(question, { selector: '.ant-modal-confirm-title' });
  return title.closest('.ant-modal-confirm') as HTMLElement;
}

/** The table row of the complaint about this VIN. */
const rowOf = (vin: string) => screen.getByText(vin).closest('tr') as HTMLElement;

describe('the complaint tab', () => {
  it("lists the complaint form's records with their audit status and only the evidence that is an image", async () => {
    await open();
    expect(screen.getAllByText('Pending').length).toBe(pending().length);
    expect(screen.getAllByText('Passed').length).toBe(garageAudits().find((a) => a.status === 'pass').length);
    expect(screen.getAllByText('Refused').length).toBe(
      garageAudits().find((a) => a.status === 'refuse').length,
    );
    const withLocalPath = complaints().find((record) => record.form_data.evidence?.includes('wxfile://'))!;
    const photos = withLocalPath.form_data.evidence!.split(',').filter((url) => url.startsWith('/api/'));
    const row = rowOf(withLocalPath.metadata.vin!);
    expect(within(row).getAllByRole('img', { name: /^Evidence \d$/ })).toHaveLength(photos.length);
    expect(row.querySelector('img[src^="wxfile:"]')).toBeNull();
  });

  it('draws the rows at once, each status busy and without Pass or Refuse until it comes; a failed one says so', async () => {
    const release = holdAudits();
    server.use(refusedOnce('post', AUDIT_SEARCH, 500, 'audit store down'));
    await open('admin', 'en-US', false);
    const shown = Math.min(20, complaints().length);
    expect(screen.getAllByRole('status', { name: LOADING['en-US'] })).toHaveLength(shown);
    expect(screen.queryByText('Pending')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Pass|Refuse/ })).not.toBeInTheDocument();

    release();
    const failed = await screen.findByText('The status could not be loaded', {}, PAGE_LOAD);
    await waitFor(() => expect(screen.queryAllByRole('status', { name: LOADING['en-US'] })).toHaveLength(0));
    expect(screen.getAllByText('The status could not be loaded')).toHaveLength(1);
    expect(
      within(failed.closest('tr') as HTMLElement).queryByRole('button', { name: /Pass|Refuse/ }),
    ).not.toBeInTheDocument();
    const failedRow = failed.closest('tr');
    const row = pending()
      .map((complaint) => rowOf(complaint.metadata.vin!))
      .find((candidate) => candidate !== failedRow)!;
    expect(within(row).getByText('Pending')).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Pass' })).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Refuse' })).toBeInTheDocument();
    expect(screen.getAllByText(/^(Pending|Passed|Refused)$/)).toHaveLength(shown - 1);
  });

  it('passes a complaint after a confirmation: Passed, and no more buttons', async () => {
    await open();
    const [complaint] = pending();
    const vin = complaint.metadata.vin!;
    fireEvent.click(within(rowOf(vin)).getByRole('button', { name: 'Pass' }));
    const dialog = await confirmation('Pass this complaint?');
    expect(
      within(dialog).getByText(`The complaint about VIN ${vin} will be passed. This cannot be undone.`),
    ).toBeInTheDocument();
    // Cancel changes nothing.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByText('Pass this complaint?')).not.toBeInTheDocument());
    expect(garageAudits().findOne((audit) => audit.appeal_id === complaint.id)).toBeUndefined();

    fireEvent.click(within(rowOf(vin)).getByRole('button', { name: 'Pass' }));
    const again = await confirmation('Pass this complaint?');
    fireEvent.click(within(again).getByRole('button', { name: 'Pass' }));
    await screen.findByText('Passed successfully', {}, PAGE_LOAD);
    await waitFor(() => expect(within(rowOf(vin)).getByText('Passed')).toBeInTheDocument());
    expect(within(rowOf(vin)).queryByRole('button', { name: /Pass|Refuse/ })).not.toBeInTheDocument();
    expect(garageAudits().findOne((audit) => audit.appeal_id === complaint.id)?.status).toBe('pass');
  });

  it('refuses a complaint after a confirmation, in Chinese too', async () => {
    const release = holdAudits();
    await open('admin', 'zh-CN', false);
    expect(screen.getAllByRole('status', { name: LOADING['zh-CN'] })).toHaveLength(
      Math.min(20, complaints().length),
    );
    release();
    await waitFor(() => expect(screen.queryAllByRole('status', { name: LOADING['zh-CN'] })).toHaveLength(0));
    const [, complaint] = pending();
    const vin = complaint.metadata.vin!;
    fireEvent.click(within(rowOf(vin)).getByRole('button', { name: /拒\s?绝/ }));
    const dialog = await confirmation('确定拒绝该申诉？');
    fireEvent.click(within(dialog).getByRole('button', { name: /拒\s?绝/ }));
    await screen.findByText('已拒绝', { selector: '.ant-message *' }, PAGE_LOAD);
    await waitFor(() => expect(within(rowOf(vin)).getByText('已拒绝')).toBeInTheDocument());
    expect(within(rowOf(vin)).queryByRole('button', { name: /通\s?过|拒\s?绝/ })).not.toBeInTheDocument();
    expect(garageAudits().findOne((audit) => audit.appeal_id === complaint.id)?.status).toBe('refuse');
  });

  it('offers no Pass or Refuse to an operator without the audit permission', async () => {
    await open('viewer');
    expect(screen.queryByRole('button', { name: 'Pass' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Refuse' })).not.toBeInTheDocument();
  });

  it('says when no complaint form is set, instead of a list', async () => {
    const config = configs().get(CONFIG_ID)!;
    configs().update(CONFIG_ID, { garage: { authority: config.garage.authority } });
    await renderPage(<ComplaintListPage />, { path: '/vehicle/complaint', account: 'admin' });
    expect(await screen.findByText('No complaint form is set', {}, PAGE_LOAD)).toBeInTheDocument();
    expect(screen.queryByTestId('list-total')).not.toBeInTheDocument();
  });
});
