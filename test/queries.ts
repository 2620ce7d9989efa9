import { screen, waitFor } from '@testing-library/react';
import { PAGE_LOAD } from './openApp';

/**
 * Waits until `query` finds what it looks for (a `queryBy*`, or any lookup that answers null), up to PAGE_LOAD.
 * A findBy* query that fails prints the whole page into its error at every try, most of a wait on a large page
 * (a table, a wall of cards, a long editor); this one tries quietly.
 */
export function shows<T>(query: () => T | null): Promise<T> {
  return waitFor(() => {
    const found = query();
    expect(found).not.toBeNull();
    return found as T;
  }, PAGE_LOAD);
}

/**
 * A button by its text. A query by role computes the name of every button on the page, much of a case's time on
 * a page of cards or table rows.
 */
export const buttonByText = (text: string | RegExp): HTMLButtonElement =>
  screen.getByText(text, { selector: 'button span' }).closest('button') as HTMLButtonElement;

/** The dialog, once it shows. */
export const dialogShown = (): Promise<HTMLElement> => shows(() => screen.queryByRole('dialog'));

/** Waits until no dialog is left. */
export const noDialog = (): Promise<void> => waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

/**
 * The control labelled `name` (by its label's `for`, a label around it, or its aria-label) in `scope`, or null.
 * getByLabelText works out every label's text and role, 70-200 ms a call on a large form; this takes a millisecond.
 */
export function queryField(name: string, scope: ParentNode = document): HTMLElement | null {
  const labelled = Array.from(scope.querySelectorAll('label'))
    .filter((label) => label.textContent === name)
    .map((label) => (label.htmlFor ? document.getElementById(label.htmlFor) : label.querySelector('input')));
  const named = Array.from(scope.querySelectorAll<HTMLElement>('[aria-label]')).filter(
    (element) => element.getAttribute('aria-label') === name,
  );
  const found = [...new Set([...labelled, ...named])].filter((control) => control !== null);
  if (found.length > 1) throw new Error(`${found.length} fields are labelled "${name}"`);
  return found[0] ?? null;
}

/** The control labelled `name` in `scope` (queryField); fails when there is none. */
export function field(name: string, scope: ParentNode = document): HTMLElement {
  const found = queryField(name, scope);
  if (!found) throw new Error(`No field is labelled "${name}"`);
  return found;
}
