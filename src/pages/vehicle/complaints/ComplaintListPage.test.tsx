/** The complaint tab as an operator uses it: audit statuses, evidence, pass and refuse after a confirmation. */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { installMockBackend } from 'mock/node';
import { CONFIG_ID, configs } from 'mock/db/config';
import { complaintFormId, formRecords, garageAudits } from 'mock/db/vehicles';
import type { LocaleCode } from 'src-locales/index';
import { renderPage } from 'test/renderPage';
import type { DemoRole } from 'test/signIn';
import { PAGE_LOAD } from 'test/openApp';
import ComplaintListPage from './ComplaintListPage';

installMockBackend();

const complaints = () => formRecords().find((record) => record.form_id === complaintFormId());
const pending = () =>
  complaints().filter((record) => !garageAudits().findOne((audit) => audit.appeal_id === record.id));

async function open(account: DemoRole = 'admin', locale: LocaleCode = 'en-US') {
  const view = await renderPage(<ComplaintListPage />, { path: '/vehicle/complaint', account, locale });
  await waitFor(
    () => expect(screen.getByTestId('list-total')).toHaveTextContent(String(complaints().length)),
    PAGE_LOAD,
  );
  return view;
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
    await open('admin', 'zh-CN');
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
