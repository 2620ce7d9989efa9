import { useRef } from 'react';

/**
 * A stable id per field, kept in step with the builder's own edits (add, duplicate, move, delete) so a row keeps
 * its element, its focus and its selection; a list replaced from outside (another length) gets fresh ids.
 */
export function useFieldIds(count: number) {
  const next = useRef(0);
  const ids = useRef<number[]>([]);
  const fresh = () => (next.current += 1);
  if (ids.current.length !== count) ids.current = Array.from({ length: count }, fresh);
  return {
    ids: ids.current,
    /** The ids after an edit: the same reordering applied, a new id where a field was added. */
    apply(reorder: (ids: (number | undefined)[]) => (number | undefined)[]): number[] {
      ids.current = reorder(ids.current).map((id) => id ?? fresh());
      return ids.current;
    },
  };
}
