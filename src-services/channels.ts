/**
 * The channel center's calls (03-community-analytics §3 channel group, mini-code channel; §7 'Channel center'):
 * the channel service under `/api/v1/qrcode/`. The spec shows the paths and the fields; the channels of a
 * group are asked for a page at a time (`page`, `size`, and `name` for a search), and link generation names
 * the channel by id (docs/areas/channel.md).
 */
import type { ListService } from './listService';
import { get, post, type CallOptions } from './request';
import {
  arrayOf,
  nonEmptyString,
  number,
  object,
  optional,
  searchResultOf,
  string,
  type Shape,
} from './shape';

const QRCODE = '/api/v1/qrcode';

export interface ChannelGroup {
  id: string;
  name: string;
  description: string;
  /** The remark. */
  comment: string;
  created_at: number;
  updated_at: number;
}

export interface ChannelGroupInput {
  id?: string;
  name: string;
  description?: string;
  comment: string;
}

export interface Channel {
  id: string;
  name: string;
  description: string;
  group_id: string;
  /** The page path, with the tracking parameters as its query. */
  path: string;
  created_at: number;
  updated_at: number;
  wechat_url_link?: string;
  wechat_scheme?: string;
}

export interface ChannelInput {
  id?: string;
  name: string;
  description?: string;
  group_id: string;
  path: string;
}

const groupShape: Shape<ChannelGroup> = object({
  id: nonEmptyString,
  name: string,
  description: string,
  comment: string,
  created_at: number,
  updated_at: number,
});

export const channelShape: Shape<Channel> = object({
  id: nonEmptyString,
  name: string,
  description: string,
  group_id: nonEmptyString,
  path: string,
  created_at: number,
  updated_at: number,
  wechat_url_link: optional(string),
  wechat_scheme: optional(string),
});

export const channelGroupService = {
  /** `GET /api/v1/qrcode/group`: every group, newest first. */
  list: (options?: CallOptions) => get(`${QRCODE}/group`, arrayOf(groupShape), options),
  /** `POST /api/v1/qrcode/group`: creates, or edits the one with `id`. */
  save: (input: ChannelGroupInput, options?: CallOptions) =>
    post(`${QRCODE}/group`, input, groupShape, options),
};

export const channelService = {
  /** `POST /api/v1/qrcode/qrcode`: creates, or edits the one with `id`. */
  save: (input: ChannelInput, options?: CallOptions) =>
    post(`${QRCODE}/qrcode`, input, channelShape, options),
  /** `POST /api/v1/qrcode/urllink`: the channel with its `wechat_url_link`. */
  urlLink: (id: string, options?: CallOptions) => post(`${QRCODE}/urllink`, { id }, channelShape, options),
  /** `POST /api/v1/qrcode/scheme`: the channel with its `wechat_scheme`. */
  scheme: (id: string, options?: CallOptions) => post(`${QRCODE}/scheme`, { id }, channelShape, options),
  /**
   * `POST /api/v1/qrcode/download`: a link to an archive of the group's codes, answered once they are drawn
   * (the body's shape is not in the spec: docs/areas/channel.md).
   */
  download: (groupId: string, options?: CallOptions) =>
    post(`${QRCODE}/download`, { group_id: groupId }, object({ url: nonEmptyString }), options),
};

/**
 * `GET /api/v1/qrcode/qrcode?group_id=`: one group's channels, newest update first. The list's scope names
 * the group; a `name` condition searches names.
 */
export const channelListService: ListService<Channel, ChannelInput> = {
  search: ({ scope = [], query = [], page = 0, size = 20 }, options) => {
    const groupId = scope.find((item) => item.k === 'group_id')?.v;
    const name = query.find((item) => item.k === 'name')?.v;
    return get(`${QRCODE}/qrcode`, searchResultOf(channelShape), {
      ...options,
      params: {
        ...options.params,
        group_id: typeof groupId === 'string' ? groupId : undefined,
        name: typeof name === 'string' && name ? name : undefined,
        page,
        size,
      },
    });
  },
  save: (input, options) => channelService.save(input, options),
  nestsScope: false,
};
