import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { installMockBackend } from 'mock/node';
import { loginAs } from 'mock/testing';
import { renderApp } from 'test/renderApp';

installMockBackend();
// The whole app in jsdom: lazy chunks and antd make the first render slow.
jest.setTimeout(150_000);

const rowsOf = (table: Element) => [...table.querySelectorAll<HTMLTableRowElement>('tbody tr.ant-table-row')];

/** The event list's nicknames, once the list is shown (queries stay inside the panel and the table: fast). */
function nicknames(): string[] | null {
  const header = [...document.querySelectorAll('th')].find((th) => th.textContent === 'Network');
  const table = header?.closest('table');
  if (!table) return null;
  const column = [...table.querySelectorAll('thead th')].findIndex((th) => th.textContent === 'User');
  return rowsOf(table).map((row) => row.cells[column].textContent!.trim());
}

const button = (label: HTMLElement) => label.closest('button') as HTMLButtonElement;

async function popconfirm(): Promise<HTMLElement> {
  await waitFor(() => expect(document.querySelector('.ant-popconfirm')).not.toBeNull());
  return document.querySelector('.ant-popconfirm') as HTMLElement;
}

beforeEach(async () => {
  await loginAs('club');
});

describe("the 'user' tab's event filter panel", () => {
  it('narrows the events with a condition, saves it as a filter and deletes it', async () => {
    renderApp('/tracking?tab=user');
    await waitFor(() => expect(nicknames()).toHaveLength(20), { timeout: 40_000 });
    const nickname = nicknames()![0];
    const panel = within(screen.getByText('Conditions').closest('.ant-card') as HTMLElement);

    // Text queries and fireEvent: role queries and userEvent compute styles over the whole antd page, which
    // costs seconds per step in jsdom.
    fireEvent.change(panel.getByLabelText('Condition 1 value'), { target: { value: nickname } });
    fireEvent.click(button(panel.getByText('Run')));
    await waitFor(
      () => {
        const shown = nicknames();
        expect(shown?.length).toBeGreaterThan(0);
        expect(new Set(shown)).toEqual(new Set([nickname]));
      },
      { timeout: 40_000 },
    );

    fireEvent.click(button(panel.getByText('Save filter')));
    fireEvent.change(await screen.findByLabelText('Filter name'), { target: { value: 'One rider' } });
    fireEvent.click(button(within(document.querySelector('.ant-modal') as HTMLElement).getByText('OK')));
    await screen.findByText('saved');

    fireEvent.click(panel.getByText('Saved filters'));
    const item = (await panel.findByText('One rider')).closest('li')!;
    fireEvent.click(button(within(item).getByText('Delete')));
    fireEvent.click(button(await within(await popconfirm()).findByText('OK')));
    await screen.findByText('deleted successfully');
    expect(await panel.findByText('No saved filters')).toBeInTheDocument();
  });
});
