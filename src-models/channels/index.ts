export {
  channelList,
  channelActions,
  channelSelectors,
  urlLinkActions,
  schemeActions,
  inGroup,
  CHANNEL_PAGE_SIZES,
} from './model';
export {
  channelGroupActions,
  channelGroupSelectors,
  channelGroupsDomain,
  type ChannelGroupsState,
} from './groups';
export {
  newChannelValues,
  channelFormValues,
  channelInput,
  groupFormValues,
  groupInput,
  type ChannelFormValues,
  type ChannelGroupFormValues,
} from './form';
export {
  channelTransferActions,
  channelTransferSelectors,
  channelTransfersDomain,
  type BulkCreation,
  type BulkRowOutcome,
  type ChannelTransfersState,
} from './transfers';
