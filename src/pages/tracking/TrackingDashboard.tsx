import { useMemo, type ComponentType } from 'react';
import { Card, Space, Tabs, Typography } from 'antd';
import { FormattedMessage, useIntl } from 'react-intl';
import type { DashboardQuery, TabKey, Variant } from 'src-models/tracking';
import { DateRangeControl, TRACKING_RANGES } from 'src/components/dateRange';
import { ScopeForm } from './ScopeForm';
import { useDashboardQuery, VARIANT_TABS } from './useDashboardQuery';
import { AreaTab } from './tabs/AreaTab';
import { DeviceTab } from './tabs/DeviceTab';
import { EventsTab } from './tabs/EventsTab';
import { PvUvTab } from './tabs/PvUvTab';
import { RefererTab } from './tabs/RefererTab';
import { SceneTab } from './tabs/SceneTab';
import { SystemTab } from './tabs/SystemTab';
import { UserMapTab } from './tabs/UserMapTab';

const TAB_CONTENT: Record<TabKey, ComponentType<{ query: DashboardQuery }>> = {
  scene: SceneTab,
  pvuv: PvUvTab,
  area: AreaTab,
  device: DeviceTab,
  system: SystemTab,
  referer: RefererTab,
  map: UserMapTab,
  user: EventsTab,
};

/**
 * The tracking analytics dashboard (03-community-analytics §2.5): range and page scope in the URL, and tabs
 * of which only the selected one is mounted, so each loads when it is shown.
 */
export function TrackingDashboard({ variant }: { variant: Variant }) {
  const intl = useIntl();
  const { days, scope, query, tab, update, rawOptions } = useDashboardQuery(variant);
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
      <Space wrap size={[24, 12]} style={{ marginBottom: 16 }}>
        <DateRangeControl
          days={days}
          presets={TRACKING_RANGES}
          onChange={(next) => update({ from: next.from, to: next.to })}
        />
        <ScopeForm
          value={scopeFields}
          onApply={(next) => update({ route: next.route, options: next.options })}
        />
      </Space>
      <Tabs
        activeKey={tab}
        onChange={(key) => update({ tab: key })}
        destroyOnHidden
        items={VARIANT_TABS[variant].map((key) => {
          const Content = TAB_CONTENT[key];
          return {
            key,
            label: intl.formatMessage({ id: `tracking.tab.${key}` }),
            children: <Content query={query} />,
          };
        })}
      />
    </Card>
  );
}
