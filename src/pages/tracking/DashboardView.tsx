import { useMemo, type ComponentType, type ReactNode } from 'react';
import { Space, Tabs } from 'antd';
import { useIntl } from 'react-intl';
import type { DashboardQuery, Scope, TabKey, Variant } from 'src-models/tracking';
import { DateRangeControl, TRACKING_RANGES, type DayRange } from 'src/components/dateRange';
import { dashboardQuery, VARIANT_TABS } from './useDashboardQuery';
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

export interface DashboardViewProps {
  variant: Variant;
  days: DayRange;
  scope: Scope;
  tab: TabKey;
  onDaysChange: (days: DayRange) => void;
  onTabChange: (tab: TabKey) => void;
  /** Beside the range: the page scope form of the /tracking pages; nothing where the scope is fixed. */
  toolbar?: ReactNode;
}

/**
 * The dashboard's range and tabs, wherever its state is kept (the URL of the /tracking pages, a channel's
 * drawer): only the selected tab is mounted, so each loads when it is shown.
 */
export function DashboardView({
  variant,
  days,
  scope,
  tab,
  onDaysChange,
  onTabChange,
  toolbar,
}: DashboardViewProps) {
  const intl = useIntl();
  const query = useMemo(() => dashboardQuery(variant, days, scope), [variant, days, scope]);
  return (
    <>
      <Space wrap size={[24, 12]} style={{ marginBottom: 16 }}>
        <DateRangeControl days={days} presets={TRACKING_RANGES} onChange={onDaysChange} />
        {toolbar}
      </Space>
      <Tabs
        activeKey={tab}
        onChange={(key) => onTabChange(key as TabKey)}
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
    </>
  );
}
