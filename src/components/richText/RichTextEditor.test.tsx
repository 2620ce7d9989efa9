import { createElement, useState } from 'react';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderEditor } from 'test/editorTesting';
import { wakeRichText } from 'test/richText';
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
  it('shows the text at once, and loads braft-editor only when the operator edits, which then has the focus', async () => {
    renderEditor(<Controlled initial="<h2>Rules</h2><p>Ride <strong>safe</strong></p>" />);
    expect(screen.getByText('safe')).toBeInTheDocument();
    expect(document.querySelector('.bf-controlbar')).toBeNull();

    await userEvent.setup({ delay: null }).click(screen.getByText('Rules'));
    await waitFor(() => expect(document.querySelector('.public-DraftEditor-content')).toHaveFocus());
    expect(screen.getByText('safe')).toBeInTheDocument();
    expect(screen.getByTestId('value')).toHaveTextContent('<h2>Rules</h2><p>Ride <strong>safe</strong></p>');
  });

  it('wakes from the keyboard: its Edit button is named by the field, and the focus on it wakes the editor', async () => {
    renderEditor(
      <>
        <label htmlFor="intro">Introduction</label>
        <RichTextEditor id="intro" value="<p>Hi</p>" />
      </>,
    );
    await screen.findByRole('button', { name: 'Edit Introduction' });
    await userEvent.setup({ delay: null }).tab();
    await waitFor(() => expect(document.querySelector('.public-DraftEditor-content')).toHaveFocus());
  });

  it('never offers to edit a read-only text, nor loads the editor for it', async () => {
    renderEditor(<RichTextEditor readOnly value="<p>Only read</p>" />);
    await userEvent.setup({ delay: null }).click(screen.getByText('Only read'));
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(document.querySelector('.bf-controlbar')).toBeNull();
  });

  it('loads braft-editor lazily and shows the value with the toolbar of the spec', async () => {
    renderEditor(<Controlled initial="<h2>Rules</h2><p>Ride <strong>safe</strong></p>" />);
    await wakeRichText(document.body);
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
    await wakeRichText(document.body);
    await screen.findByText('Hello');
    expect(document.querySelector('.rich-text-editor img, .rich-text-editor script')).toBeNull();
    expect((window as unknown as { hacked?: number }).hacked).toBeUndefined();
  });

  it("shows 'Internal Error, please try again' when the editor crashes, and keeps the text", async () => {
    crash.now = true;
    renderEditor(<Controlled initial="<p>Keep me</p>" />);
    await userEvent.setup({ delay: null }).click(screen.getByText('Keep me'));
    await screen.findByText('Internal Error, please try again');
    expect(screen.getByText('Keep me')).toBeInTheDocument();
    expect(screen.getByTestId('value')).toHaveTextContent('<p>Keep me</p>');

    crash.now = false;
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() =>
      expect(screen.queryByText('Internal Error, please try again')).not.toBeInTheDocument(),
    );
    await waitFor(() => expect(document.querySelector('.bf-content')).not.toBeNull());
    expect(screen.getByText('Keep me')).toBeInTheDocument();
    expect(screen.getByTestId('value')).toHaveTextContent('<p>Keep me</p>');
  });

  it('speaks Chinese in a Chinese interface', async () => {
    crash.now = true;
    renderEditor(<Controlled initial="<p>x</p>" />, { locale: 'zh-CN' });
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: '编辑' }));
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
