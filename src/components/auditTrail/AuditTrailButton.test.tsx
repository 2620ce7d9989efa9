import { screen, within } from '@testing-library/react';
import { noteModeration } from 'mock/db/moderation';
import { installMockBackend } from 'mock/node';
import { renderPage } from 'test/renderPage';
import { AuditTrailButton } from './AuditTrailButton';

installMockBackend();

const moderator = { email: 'li@moto.example', name: 'Li Wei' };

describe("a record's History", () => {
  it('shows who did what to the record, and what was done since it was last opened', async () => {
    noteModeration(moderator, {
      kind: 'docApplication',
      record_id: 'a1',
      action: 'reject',
      detail: 'Blurry photo',
    });
    const { user } = await renderPage(
      <AuditTrailButton kind="docApplication" recordId="a1" recordName="Zhang Min" />,
      {
        path: '/x',
        account: 'admin',
      },
    );
    await user.click(screen.getByRole('button', { name: 'History' }));
    const drawer = await screen.findByRole('dialog', { name: 'History of Zhang Min' });
    expect(await within(drawer).findByText('Rejected: Blurry photo')).toBeInTheDocument();
    expect(within(drawer).getByText(/^Li Wei · \d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/)).toBeInTheDocument();

    await user.click(within(drawer).getByRole('button', { name: 'Close' }));
    noteModeration(moderator, { kind: 'docApplication', record_id: 'a1', action: 'approve' });
    await user.click(screen.getByRole('button', { name: 'History' }));
    const again = await screen.findByRole('dialog', { name: 'History of Zhang Min' });
    expect(await within(again).findByText('Approved')).toBeInTheDocument();
    expect(within(again).getByText('Rejected: Blurry photo')).toBeInTheDocument();
  });

  it('says so when nothing was done yet, in Chinese too', async () => {
    const { user } = await renderPage(
      <AuditTrailButton kind="post" recordId="p9" recordName="Sunday ride" />,
      {
        path: '/x',
        account: 'admin',
        locale: 'zh-CN',
      },
    );
    await user.click(screen.getByRole('button', { name: '操作记录' }));
    expect(await screen.findByText('暂无审核操作')).toBeInTheDocument();
  });
});
