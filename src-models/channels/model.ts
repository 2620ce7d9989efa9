/**
 * A group's channels (03-community-analytics §2.4 'Channel List'): the list factory scoped to the chosen group,
 * with URL link and scheme generation as its item actions (the list reloads after each, 03 §4).
 */
import { channelListService, channelService, type Channel, type ChannelInput } from 'src-services/channels';
import type { QueryItem } from 'src-services/types';
import { createListModel } from '../list';

/** 03 §2.4: a page of cards; the page-size changer offers these. */
export const CHANNEL_PAGE_SIZES = [12, 24, 48, 96] as const;

export const channelList = createListModel<Channel, ChannelInput, 'channels', 'urlLink' | 'scheme'>({
  name: 'channels',
  service: channelListService,
  defaultOrder: '-updated_at',
  pageSize: CHANNEL_PAGE_SIZES[0],
  selectId: (channel) => channel.id,
  itemActions: {
    urlLink: {
      run: (id, _args, options) => channelService.urlLink(id, options),
      refresh: true,
      succeeded: 'channel.actionSuccess',
      failed: 'channel.urlLink.failed',
    },
    scheme: {
      run: (id, _args, options) => channelService.scheme(id, options),
      refresh: true,
      succeeded: 'channel.actionSuccess',
      failed: 'channel.scheme.failed',
    },
  },
  messages: {
    searchFailed: 'channel.searchFailed',
    saveSucceeded: 'channel.actionSuccess',
    // 03-community-analytics §8: a channel code the client does not know, without a msg.
    saveFailed: 'error.unknown',
  },
});

export const channelActions = channelList.actions;
export const channelSelectors = channelList.selectors;
export const { urlLink: urlLinkActions, scheme: schemeActions } = channelList.itemActions;

/** The list's scope: the chosen group's channels. */
export const inGroup = (groupId: string): QueryItem[] => [{ k: 'group_id', op: 'eq', v: groupId }];
