import type { DomainTable } from '../coreDomains';
import { channelGroupsDomain, channelList } from '../channels';
import { wxaPreviewReducer, wxaPreviewSaga } from '../wxaPreview';

export const channelDomains = {
  channelGroups: channelGroupsDomain,
  channels: { reducer: channelList.reducer, saga: channelList.saga },
  // The channels' code images (kept per path, version and width).
  wxaPreview: { reducer: wxaPreviewReducer, saga: wxaPreviewSaga },
} satisfies DomainTable;
