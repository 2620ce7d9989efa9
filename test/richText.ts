import { fireEvent, waitFor } from '@testing-library/react';

/** Wakes the rich-text editor inside `container` (it shows its text until the operator edits) and answers its content. */
export async function wakeRichText(container: HTMLElement): Promise<HTMLElement> {
  const content = () => container.querySelector<HTMLElement>('.public-DraftEditor-content');
  // Its Edit button, once the page lets the operator edit.
  const edit = await waitFor(
    () => {
      const found = content() ?? container.querySelector<HTMLElement>('.rich-text-dormant-bar button');
      if (!found) throw new Error('no rich-text editor yet');
      return found;
    },
    { timeout: 20_000 },
  );
  if (edit !== content()) fireEvent.click(edit);
  return waitFor(
    () => {
      const found = content();
      if (!found) throw new Error('the rich-text editor did not wake');
      return found;
    },
    { timeout: 20_000 },
  );
}

/**
 * Puts text at the start of the braft editor inside `container`. jsdom cannot type into Draft.js, but Draft.js
 * takes a paste, as it takes one from an operator.
 */
export async function pasteIntoRichText(container: HTMLElement, text: string): Promise<void> {
  const content = await wakeRichText(container);
  fireEvent.paste(content, { clipboardData: { getData: () => text, types: ['text/plain'], files: [] } });
}
