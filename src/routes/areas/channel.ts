import { PRIVILEGES } from 'config/privileges';
import { defineArea } from '../types';

/**
 * The channel center (03-community-analytics §2.4), its own sub-application: channel groups and their mini-code
 * channels, for whoever may read channels (QRCodeChannelSearch); saving needs QRCodeChannelSave. Channel Data and
 * a channel's drawer show the tracking dashboard's widgets, hence its messages.
 */
export const channelArea = defineArea({
  domains: () =>
    import(/* webpackChunkName: "domains-channel" */ 'src-models/areas/channel').then(
      (m) => m.channelDomains,
    ),
  messages: ['channel', 'sheetImport', 'tracking'],
  pages: [
    {
      path: '/channel-center',
      app: 'channel-center',
      page: () => import(/* webpackChunkName: "channel-center" */ 'src/pages/channel/ChannelCenterPage'),
      requirement: [PRIVILEGES.channelSearch],
      menu: { key: 'channel-center', labelKey: 'channel.menu' },
    },
  ],
});
