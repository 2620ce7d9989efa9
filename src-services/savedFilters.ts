/** Named filters of a list, kept on the server per operator at `{base}/filter` (03-community-analytics §7). */
import { del, get, post, type CallOptions } from './request';
import type { SavedFilter, SavedFilterInput } from './types';

const filterPath = (base: string) => `${base.replace(/\/+$/, '')}/filter`;

export const savedFilterService = {
  list: (base: string, options?: CallOptions) => get<SavedFilter[]>(filterPath(base), options),
  save: (base: string, input: SavedFilterInput, options?: CallOptions) =>
    post<SavedFilter>(filterPath(base), input, options),
  remove: (base: string, id: string, options?: CallOptions) =>
    del<null>(`${filterPath(base)}/${encodeURIComponent(id)}`, options),
};
