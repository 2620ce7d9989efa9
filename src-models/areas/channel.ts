import type { DomainTable } from '../coreDomains';
import { channelGroupsDomain, channelList, channelTransfersDomain } from '../channels';
import { wxaPreviewReducer, wxaPreviewSaga } from '../wxaPreview';

export const channelDomains = {
  channelGroups: channelGroupsDomain,
  channels: { reducer: channelList.reducer, saga: channelList.saga },
  // The bulk upload's run and the group's code download.
  channelTransfers: channelTransfersDomain,
  // The channels' code images (kept per path, version and width).
  wxaPreview: { reducer: wxaPreviewReducer, saga: wxaPreviewSaga },
} satisfies DomainTable;
