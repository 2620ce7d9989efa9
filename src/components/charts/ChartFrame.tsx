import { forwardRef } from 'react';

/** The element a chart draws into, named for assistive technology. */
export const ChartFrame = forwardRef<HTMLDivElement, { title: string; height: number }>(function ChartFrame(
  { title, height },
  ref,
) {
  return (
    <div
      ref={ref}
      role="img"
      aria-label={title}
      data-chart={title}
      style={{ width: '100%', minHeight: height }}
    />
  );
});
