import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { IntlProvider } from 'react-intl';
import { HashRouter, Link, Route, Routes } from 'react-router';
import editors from 'src-locales/en-US/editors';
import { useLeaveGuard } from './useLeaveGuard';
import type { MessageId } from 'src-locales/messageIds';

let unsaved = false;

function Editor() {
  useLeaveGuard(() => unsaved);
  return <p>The editor</p>;
}

/** The app's own router: a hash router over the browser's history, as in production. */
function renderInHashRouter() {
  window.location.hash = '#/list';
  render(
    <IntlProvider locale="en-US" messages={editors as Record<MessageId, string>}>
      <App>
        <HashRouter>
          <Routes>
            <Route path="/list" element={<Link to="/edit">Open the editor</Link>} />
            <Route path="/edit" element={<Editor />} />
          </Routes>
        </HashRouter>
      </App>
    </IntlProvider>,
  );
  fireEvent.click(screen.getByText('Open the editor'));
  expect(screen.getByText('The editor')).toBeInTheDocument();
}

beforeEach(() => {
  unsaved = false;
});

describe("the browser's Back button in an editor", () => {
  it('asks first with unsaved changes: Stay keeps the editor and its address, Leave goes back', async () => {
    renderInHashRouter();
    unsaved = true;

    window.history.back();
    expect(await screen.findByRole('dialog')).toHaveTextContent('Your changes have not been saved.');
    await waitFor(() => expect(window.location.hash).toBe('#/edit'));
    expect(screen.getByText('The editor')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Stay' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByText('The editor')).toBeInTheDocument();

    window.history.back();
    fireEvent.click(await screen.findByRole('button', { name: 'Leave' }));
    expect(await screen.findByText('Open the editor')).toBeInTheDocument();
    expect(window.location.hash).toBe('#/list');
  });

  it('goes back at once when nothing is unsaved', async () => {
    renderInHashRouter();
    window.history.back();
    expect(await screen.findByText('Open the editor')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
