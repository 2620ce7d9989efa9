import { useMemo, useState } from 'react';
import { Drawer, Tabs } from 'antd';
import { useIntl } from 'react-intl';
import { splitPath } from 'config/channels/rules';
import type { Channel } from 'src-services/channels';
import type { Scope, TabKey, Variant } from 'src-models/tracking';
import { presetRange, DEFAULT_PRESET, type DayRange } from 'src/components/dateRange';
import { DashboardView } from '../tracking/DashboardView';
import { DEFAULT_TAB } from '../tracking/useDashboardQuery';
import { useT } from 'src/components/useT';

/** The tracking dashboard of one variant, its range and tab kept here instead of in the page's URL. */
function ChannelDashboard({ variant, scope }: { variant: Variant; scope: Scope }) {
  const [days, setDays] = useState<DayRange>(() => presetRange(DEFAULT_PRESET));
  const [tab, setTab] = useState<TabKey>(DEFAULT_TAB);
  return (
    <DashboardView
      variant={variant}
      days={days}
      scope={scope}
      tab={tab}
      onDaysChange={setDays}
      onTabChange={setTab}
    />
  );
}

/**
 * A channel's launches and visits (03-community-analytics §2.4 'the 70 % side drawer'): the tracking dashboard
 * scoped to the channel's page and parameters, Launch Data the launch variant and Visit Data the page views.
 * Loaded, with its charts, when a card's Data action opens it.
 */
export default function ChannelDataDrawer({ channel, onClose }: { channel: Channel; onClose: () => void }) {
  const intl = useIntl();
  const t = useT();
  const scope = useMemo((): Scope => {
    const { page, params } = splitPath(channel.path);
    return { route: page, options: Object.fromEntries(params.map(({ key, value }) => [key, value])) };
  }, [channel.path]);
  return (
    <Drawer
      open
      width="70%"
      title={intl.formatMessage({ id: 'channel.drawer.title' }, { name: channel.name })}
      onClose={onClose}
    >
      <Tabs
        destroyOnHidden
        items={[
          {
            key: 'launch',
            label: t('channel.drawer.launch'),
            children: <ChannelDashboard variant="launch" scope={scope} />,
          },
          {
            key: 'visit',
            label: t('channel.drawer.visit'),
            children: <ChannelDashboard variant="page" scope={scope} />,
          },
        ]}
      />
    </Drawer>
  );
}
