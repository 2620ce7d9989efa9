import { useMemo } from 'react';
import { Card, Typography } from 'antd';
import { FormattedMessage } from 'react-intl';
import type { Variant } from 'src-models/tracking';
import { DashboardView } from './DashboardView';
import { ScopeForm } from './ScopeForm';
import { useDashboardQuery } from './useDashboardQuery';

/**
 * The tracking analytics dashboard (03-community-analytics §2.5): range, page scope and tab in the URL, shown
 * by the dashboard view.
 */
export function TrackingDashboard({ variant }: { variant: Variant }) {
  const { days, scope, tab, update, rawOptions } = useDashboardQuery(variant);
  const scopeFields = useMemo(
    () => ({ route: scope.route ?? '', options: rawOptions }),
    [scope.route, rawOptions],
  );

  return (
    <Card
      title={
        <Typography.Title level={4} style={{ margin: 0 }}>
          <FormattedMessage id={variant === 'launch' ? 'tracking.title.launch' : 'tracking.title.page'} />
        </Typography.Title>
      }
    >
      <DashboardView
        variant={variant}
        days={days}
        scope={scope}
        tab={tab}
        onDaysChange={(next) => update({ from: next.from, to: next.to })}
        onTabChange={(key) => update({ tab: key })}
        toolbar={
          <ScopeForm
            value={scopeFields}
            onApply={(next) => update({ route: next.route, options: next.options })}
          />
        }
      />
    </Card>
  );
}
