/** The e-mail audit list (02-operations §3) against the mock: its order, which 02 §9 leaves at -updated_at. */
import { mailAudits } from 'mock/db/memberTags';
import { installMockBackend } from 'mock/node';
import { call } from 'mock/testing';
import { signIn } from 'test/signIn';
import { createNotedStore, waitForState } from 'test/storeTesting';
import { mailAuditList } from './index';

installMockBackend();
beforeEach(() => signIn('admin'));

const descending = (times: number[]) => [...times].sort((a, b) => b - a);

describe('the e-mail audit', () => {
  it('lists the mails last updated first, each record with its updated_at', async () => {
    const s = createNotedStore();
    s.dispatch(mailAuditList.actions.searchRequested({ query: [], page: 0 }));
    const state = await waitForState(s, (root) => root.mailAudits.search.status === 'succeeded');
    expect(state.mailAudits.query.order).toBe('-updated_at');
    const updated = state.mailAudits.ids.map((id) => state.mailAudits.entities[id]!.updated_at!);
    expect(updated.length).toBeGreaterThan(0);
    expect(updated.every((time) => typeof time === 'number')).toBe(true);
    expect(updated).toEqual(descending(updated));
  });

  it('answers a search that names no order last updated first', async () => {
    const answer = await call<{ results: { updated_at: number }[] }>(
      'POST',
      '/api/v1/scrm/audit/mail/search',
      {
        page: 0,
        size: mailAudits().all().length,
      },
    );
    const updated = answer.data!.results.map((mail) => mail.updated_at);
    expect(updated).toEqual(descending(updated));
  });
});
