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
