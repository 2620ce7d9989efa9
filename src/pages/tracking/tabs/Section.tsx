import type { ReactNode } from 'react';
import { Card } from 'antd';

/** A titled block of a tab: one chart or one table. */
export function Section({
  title,
  extra,
  children,
}: {
  title: ReactNode;
  extra?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Card size="small" title={title} extra={extra} style={{ marginBottom: 16 }}>
      {children}
    </Card>
  );
}
