import { createElement, useState } from 'react';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderEditor } from 'test/editorTesting';
import { RichTextEditor } from './RichTextEditor';
import { RichTextView } from './RichTextView';

const crash = { now: false };

jest.mock('./BraftRichText', () => {
  const actual = jest.requireActual('./BraftRichText');
  return {
    __esModule: true,
    default: (props: object) => {
      if (crash.now) throw new Error('draft-js blew up');
      return createElement(actual.default, props);
    },
  };
});

function Controlled({ initial }: { initial: string }) {
  const [html, setHtml] = useState(initial);
  return (
    <>
      <RichTextEditor value={html} onChange={setHtml} />
      <output data-testid="value">{html}</output>
    </>
  );
}

beforeEach(() => {
  crash.now = false;
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => jest.restoreAllMocks());

describe('RichTextEditor', () => {
  it('loads braft-editor lazily and shows the value with the toolbar of the spec', async () => {
    renderEditor(<Controlled initial="<h2>Rules</h2><p>Ride <strong>safe</strong></p>" />);
    await screen.findByText('safe');
    expect(document.querySelector('.bf-controlbar')).not.toBeNull();
    for (const title of [
      'Bold',
      'Italic',
      'Underline',
      'Strike Through',
      'Unordered List',
      'Ordered List',
      'Link',
    ]) {
      expect(document.querySelector(`.bf-controlbar [data-title="${title}"]`)).not.toBeNull();
    }
  });

  it('keeps a script out of the editor', async () => {
    renderEditor(
      <Controlled
        initial={'<p>Hello</p><img src=x onerror="window.hacked=1"><script>window.hacked=2</script>'}
      />,
    );
    await screen.findByText('Hello');
    expect(document.querySelector('.bf-content img, .bf-content script')).toBeNull();
    expect((window as unknown as { hacked?: number }).hacked).toBeUndefined();
  });

  it("shows 'Internal Error, please try again' when the editor crashes, and keeps the text", async () => {
    crash.now = true;
    renderEditor(<Controlled initial="<p>Keep me</p>" />);
    await screen.findByText('Internal Error, please try again');
    expect(screen.getByText('Keep me')).toBeInTheDocument();
    expect(screen.getByTestId('value')).toHaveTextContent('<p>Keep me</p>');

    crash.now = false;
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() =>
      expect(screen.queryByText('Internal Error, please try again')).not.toBeInTheDocument(),
    );
    await screen.findByText('Keep me');
    expect(document.querySelector('.bf-content')).not.toBeNull();
    expect(screen.getByTestId('value')).toHaveTextContent('<p>Keep me</p>');
  });

  it('speaks Chinese in a Chinese interface', async () => {
    crash.now = true;
    renderEditor(<Controlled initial="<p>x</p>" />, { locale: 'zh-CN' });
    await screen.findByText('内部错误，请重试');
  });
});

describe('RichTextView', () => {
  it('shows the text without what could run', () => {
    renderEditor(
      <RichTextView html={'<p onclick="alert(1)">Shown</p><iframe src="https://evil.example"></iframe>'} />,
    );
    const paragraph = screen.getByText('Shown');
    expect(paragraph).not.toHaveAttribute('onclick');
    expect(document.querySelector('iframe')).toBeNull();
  });
});
