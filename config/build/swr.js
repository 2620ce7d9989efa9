// swr as pro-components use it: a form's `request` for its initial values (pro-utils' useFetchData, in every
// ProForm and ModalForm), a select's `request` for its options (pro-field), and the provider's cache, cleared when
// a ProConfigProvider goes. swr itself (5.5 KB gzip on every list's first load) adds focus and reconnect
// revalidation, retries, polling, suspense and middleware, which pro-components turn off or never ask for.
// Kept: one fetch per key (keys compared by their content), the answer cached by key, `mutate` (revalidating
// unless told not to), and a component
// drawn again only when what it read changed (swr's rule: a form without `request` draws nothing more).
import { useCallback, useEffect, useRef, useState } from 'react';
import { stringify } from './stableStringify';

const cache = new Map();

const IDLE = { data: undefined, error: undefined, isValidating: false };

function keyOf(key) {
  let value = key;
  if (typeof key === 'function') {
    try {
      value = key();
    } catch {
      value = null;
    }
  }
  return value === null || value === undefined || value === false ? null : value;
}

export default function useSWR(key, fetcher) {
  const args = keyOf(key);
  const id = args === null ? null : stringify(args);
  const fetcherRef = useRef(fetcher);
  fetcherRef.current = fetcher;
  const read = useRef(new Set()).current;
  const state = useRef(null);
  // Another key shows what is cached for it at once, as swr does, until its own answer comes.
  if (state.current?.id !== id)
    state.current = { ...IDLE, id, data: id === null ? undefined : cache.get(id) };
  const [, redraw] = useState(0);
  // Asks again after a `mutate` that wants the data revalidated.
  const [revision, revalidate] = useState(0);

  const change = useCallback(
    (next) => {
      const before = state.current;
      state.current = { ...before, ...next };
      if ([...read].some((field) => !Object.is(before[field], state.current[field]))) redraw((n) => n + 1);
    },
    [read],
  );

  useEffect(() => {
    if (id === null) return undefined;
    let current = true;
    change({ data: cache.get(id), isValidating: true });
    Promise.resolve()
      .then(() => fetcherRef.current(args))
      .then(
        (data) => {
          cache.set(id, data);
          if (current) change({ data, error: undefined, isValidating: false });
        },
        (error) => {
          if (current) change({ error, isValidating: false });
        },
      );
    return () => {
      current = false;
    };
    // The key's content, not its identity: a new array of the same params asks nothing again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [id, change, revision]);

  // pro-field empties a select's options with `mutate([], false)`; swr's default asks the fetcher again.
  const mutate = useCallback(
    (data, again = true) => {
      if (id !== null) cache.set(id, data);
      change({ data });
      if (again) revalidate((n) => n + 1);
      return Promise.resolve(data);
    },
    [id, change],
  );

  const shown = state.current;
  return {
    mutate,
    get data() {
      read.add('data');
      return shown.data;
    },
    get error() {
      read.add('error');
      return shown.error;
    },
    get isValidating() {
      read.add('isValidating');
      return shown.isValidating;
    },
    get isLoading() {
      read.add('isValidating');
      return shown.isValidating && shown.data === undefined;
    },
  };
}

/** The cache of every answer, by key: the provider clears it when it goes. */
export function useSWRConfig() {
  return { cache };
}

/** pro-components give each provider a fresh cache; one for the app does: the provider clears it anyway. */
export function SWRConfig({ children }) {
  return children;
}
