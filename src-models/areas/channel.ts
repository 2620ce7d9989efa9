import type { DomainTable } from '../coreDomains';
import { channelDataDomain } from '../channelData';
import { channelGroupsDomain, channelList, channelTransfersDomain } from '../channels';
import { trackingEventList, trackingReducer, trackingSaga } from '../tracking';
import { wxaPreviewReducer, wxaPreviewSaga } from '../wxaPreview';

export const channelDomains = {
  channelGroups: channelGroupsDomain,
  channels: { reducer: channelList.reducer, saga: channelList.saga },
  // The bulk upload's run and the group's code download.
  channelTransfers: channelTransfersDomain,
  // The channels' code images (kept per path, version and width).
  wxaPreview: { reducer: wxaPreviewReducer, saga: wxaPreviewSaga },
  channelData: channelDataDomain,
  // A channel's drawer shows the tracking dashboard (the same domains as the tracking area's; added once).
  tracking: { reducer: trackingReducer, saga: trackingSaga },
  trackingEvents: { reducer: trackingEventList.reducer, saga: trackingEventList.saga },
} satisfies DomainTable;

// The whole state's shape joins this table (src-models/domains.ts).
declare module '../domains' {
  interface AreaDomainTables {
    channel: typeof channelDomains;
  }
}
