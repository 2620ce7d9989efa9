import type { LinkAction } from 'src-services/config';

/**
 * The action as the form holds it, made ready to save: no action without a type, no empty strings, and
 * needLogin always a boolean.
 */
export function normalizeLinkAction(value: Partial<LinkAction> | null | undefined): LinkAction | null {
  if (!value?.type) return null;
  const entries = Object.entries(value).filter(
    ([, field]) => field !== undefined && field !== null && field !== '',
  );
  return { ...(Object.fromEntries(entries) as unknown as LinkAction), needLogin: value.needLogin === true };
}
