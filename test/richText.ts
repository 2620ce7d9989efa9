import { fireEvent, waitFor } from '@testing-library/react';

/**
 * Puts text at the start of the braft editor inside `container`. jsdom cannot type into Draft.js, but Draft.js
 * takes a paste, as it takes one from an operator.
 */
export async function pasteIntoRichText(container: HTMLElement, text: string): Promise<void> {
  const content = await waitFor(
    () => {
      const found = container.querySelector<HTMLElement>('.public-DraftEditor-content');
      if (!found) throw new Error('no rich-text editor yet');
      return found;
    },
    { timeout: 20_000 },
  );
  fireEvent.paste(content, { clipboardData: { getData: () => text, types: ['text/plain'], files: [] } });
}
