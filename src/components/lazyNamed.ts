import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

// Any component: the props are the export's own, kept by `M[K]`.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyComponent = ComponentType<any>;

/**
 * A named export of a module, loaded on first render (a modal, drawer or panel that opens on a click):
 * `const StoreFormModal = lazyNamed(() => import('./StoreFormModal'), 'StoreFormModal')`.
 */
export function lazyNamed<M extends Record<K, AnyComponent>, K extends keyof M & string>(
  load: () => Promise<M>,
  name: K,
): LazyExoticComponent<M[K]> {
  return lazy(() => load().then((module) => ({ default: module[name] })));
}
