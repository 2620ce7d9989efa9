import { useState, type ComponentType } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import { platformMessages } from 'src-locales/index';
import { LazyPage } from './LazyPage';

function chunkLoadError() {
  const error = new Error('Loading chunk 42 failed.\n(timeout: /js/42.js)');
  error.name = 'ChunkLoadError';
  return error;
}

describe('a lazily loaded page', () => {
  it('says so when its chunk cannot be loaded, and loads it again on retry', async () => {
    const Page = () => <p>the page</p>;
    const load = jest
      .fn<Promise<{ default: () => JSX.Element }>, []>()
      .mockRejectedValueOnce(chunkLoadError())
      .mockResolvedValue({ default: Page });
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <IntlProvider locale="en-US" messages={platformMessages['en-US']}>
        <LazyPage load={load} />
      </IntlProvider>,
    );
    await screen.findByText('The page could not be loaded');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByText('the page');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('draws a page already loaded in the same render, without suspending on it', () => {
    const Page = () => <p>the page</p>;
    const load = jest.fn(() => Promise.resolve({ default: Page }));
    render(
      <IntlProvider locale="en-US" messages={platformMessages['en-US']}>
        <LazyPage load={load} loaded={() => Page} />
      </IntlProvider>,
    );
    // No await: a page that suspended would show only after a later render.
    expect(screen.getByText('the page')).toBeInTheDocument();
    expect(load).not.toHaveBeenCalled();
  });

  it('keeps what was typed on its page when drawn again after its first load', async () => {
    const Page = () => {
      const [typed, setTyped] = useState('');
      return <input aria-label="typed" value={typed} onChange={(event) => setTyped(event.target.value)} />;
    };
    let loadedPage: ComponentType | undefined;
    const load = () =>
      Promise.resolve({ default: Page }).then((module) => {
        loadedPage = module.default;
        return module;
      });
    const view = (
      <IntlProvider locale="en-US" messages={platformMessages['en-US']}>
        <LazyPage load={load} loaded={() => loadedPage} />
      </IntlProvider>
    );
    const { rerender } = render(view);
    await userEvent.type(await screen.findByLabelText('typed'), 'Helmets');
    // The route table draws the page again (another location): the page it drew is the one kept.
    rerender(
      <IntlProvider locale="en-US" messages={platformMessages['en-US']}>
        <LazyPage load={load} loaded={() => loadedPage} />
      </IntlProvider>,
    );
    expect(screen.getByLabelText('typed')).toHaveValue('Helmets');
  });
});
