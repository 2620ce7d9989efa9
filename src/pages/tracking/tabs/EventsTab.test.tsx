import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { installMockBackend } from 'mock/node';
import { signIn } from 'test/signIn';
import { renderApp } from 'test/renderApp';

installMockBackend();
// The whole app in jsdom: lazy chunks and antd make the first render slow.

const rowsOf = (table: Element) => [...table.querySelectorAll<HTMLTableRowElement>('tbody tr.ant-table-row')];

/** One column of the event list, once shown (queries stay inside the panel and the table: fast). */
function column(title: string): string[] | null {
  const header = [...document.querySelectorAll('th')].find((th) => th.textContent === 'Network');
  const table = header?.closest('table');
  if (!table) return null;
  const index = [...table.querySelectorAll('thead th')].findIndex((th) => th.textContent === title);
  return rowsOf(table).map((row) => row.cells[index].textContent!.trim());
}
const nicknames = () => column('User');

const button = (label: HTMLElement) => label.closest('button') as HTMLButtonElement;

async function onlyNickname(nickname: string) {
  await waitFor(
    () => {
      const shown = nicknames();
      expect(shown?.length).toBeGreaterThan(0);
      expect(new Set(shown)).toEqual(new Set([nickname]));
    },
    { timeout: 40_000 },
  );
}

beforeEach(async () => {
  await signIn('club');
});

describe("the 'user' tab's events on the shared filter panel", () => {
  it('narrows the events with a condition, offers no save, and runs a saved tracking filter', async () => {
    // A filter saved elsewhere (the channel data panel) in the tracking service's own shape (03 §3).
    const saved = await fetch('http://localhost/api/v1/mini_tracking/filter', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        name: 'Android riders',
        filter: {
          operator: 'OR',
          query: [
            {
              key: 'system_info.platform',
              'ui-key': 'is',
              operation: 'regex',
              value: '^android$',
            },
          ],
        },
      }),
    });
    expect((await saved.json()).code).toBe(200);
    renderApp('/tracking?tab=user');
    await waitFor(() => expect(nicknames()).toHaveLength(20), { timeout: 40_000 });
    // Anonymous visitors show '-': narrow by a real nickname (the newest events depend on the hour the store is built).
    const first = nicknames()!.find((nickname) => nickname !== '-')!;
    expect(first).toBeTruthy();
    const panel = within(screen.getByText('Conditions').closest('.ant-card') as HTMLElement);

    // Text queries and fireEvent: role queries and userEvent compute styles over the whole antd page.
    fireEvent.click(button(panel.getByText('Add condition')));
    fireEvent.change(panel.getByLabelText('Value'), { target: { value: first } });
    fireEvent.click(button(panel.getByText('Run')));
    await onlyNickname(first);
    // 03 §2.5: the tracking-event list view hides the save button.
    expect(panel.queryByText('Save filter')).toBeNull();

    fireEvent.click(panel.getByText('Saved Filters'));
    fireEvent.click(button(await panel.findByText('Android riders')));
    await waitFor(
      () => {
        const devices = column('Device');
        expect(devices?.length).toBe(20);
        expect(devices!.every((device) => device.startsWith('android'))).toBe(true);
      },
      { timeout: 40_000 },
    );
  });
});
