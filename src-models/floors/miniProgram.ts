/**
 * Where a floor lives in the mini-program (02-operations §2): type `home` is the page named `index`, every other
 * type the page of its own name, at `/pages/{page}/{page}`; the floor is chosen by its id in the query.
 */
export const pageOfType = (type: string): string => (type === 'home' ? 'index' : type);

/** The page path without a leading slash, as the WeChat calls take it: `pages/index/index`. */
export const floorPagePath = (type: string): string => {
  const page = pageOfType(type);
  return `pages/${page}/${page}`;
};

export const floorQuery = (id: string): string => `id=${encodeURIComponent(id)}`;

/** The page with its query: what a preview code opens. */
export const floorPageWithQuery = (type: string, id: string): string =>
  `${floorPagePath(type)}?${floorQuery(id)}`;
