// antd components that pro-components import for what this product never shows: pro-field's avatar value type
// and the badge of a value enum's status (no list declares a valueEnum). They load on first render, should one
// ever be drawn: 5.5 KB gzip off every list's first load. See webpack.config.ts.
import { createElement, forwardRef, lazy, Suspense } from 'react';

const onFirstRender = (load) => {
  const Real = lazy(load);
  return forwardRef(function Lazy(props, ref) {
    return createElement(
      Suspense,
      { fallback: null },
      createElement(Real, Object.assign({}, props, { ref })),
    );
  });
};

export const Avatar = onFirstRender(() => import('antd/es/avatar'));
export const Badge = onFirstRender(() => import('antd/es/badge'));
// Imported beside the badge; every first screen has it already.
export { Space } from 'antd';
