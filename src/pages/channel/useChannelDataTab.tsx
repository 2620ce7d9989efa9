import { lazy, Suspense } from 'react';
import { Spin } from 'antd';
import { useIntl } from 'react-intl';
import { PRIVILEGES } from 'config/privileges';
import { selectCan } from 'src-models/session';
import { useAppSelector } from 'src/store/hooks';

const ChannelDataTab = lazy(() => import(/* webpackChunkName: "channel-data" */ './ChannelDataTab'));
const DATA = [PRIVILEGES.channelData];

/**
 * The 'Channel Data' tab item for a group, none without QRCodeChannelData (03 §6). antd renders a tab's content
 * when it is first opened, so the tab's code and charts load then, never with the Channel List.
 */
export function useChannelDataTab() {
  const intl = useIntl();
  const canSeeData = useAppSelector((state) => selectCan(state, DATA));
  return (groupId: string) =>
    canSeeData
      ? [
          {
            key: 'data',
            label: intl.formatMessage({ id: 'channel.tab.data' }),
            children: (
              <Suspense fallback={<Spin />}>
                <ChannelDataTab groupId={groupId} />
              </Suspense>
            ),
          },
        ]
      : [];
}
