/**
 * The menu labels the message files of one language folder declare (`export const menu`), from a context of its
 * area files (not the files that gather others'). Typed as no ids of their own: each is an id of its area file,
 * which holds it too.
 */
export function menusOf(files: RequireContext): Record<never, string> {
  return Object.assign(
    {},
    ...files.keys().map((key) => (files(key) as { menu?: Record<string, string> }).menu),
  ) as Record<never, string>;
}
