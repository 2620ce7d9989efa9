import { useEffect, useRef } from 'react';

/** Keeps the latest of a value (a callback) for code that runs later, without making anything depend on it. */
export function useLatest<T>(value: T) {
  const latest = useRef(value);
  useEffect(() => {
    latest.current = value;
  });
  return latest;
}
