/** A channel as its dialog edits it, and back (03-community-analytics §5 'Channel'). */
import { joinPath, splitPath, type ChannelParam } from 'config/channels/rules';
import type { Channel, ChannelGroup, ChannelGroupInput, ChannelInput } from 'src-services/channels';

export interface ChannelFormValues {
  id?: string;
  name: string;
  group_id: string;
  description?: string;
  /** The mini-program page, without its query. */
  page: string;
  params: ChannelParam[];
}

/** A new channel of the chosen group starts with an empty `channel` parameter (the query is optional: it may go). */
export const newChannelValues = (groupId: string): ChannelFormValues => ({
  name: '',
  group_id: groupId,
  description: '',
  page: '',
  params: [{ key: 'channel', value: '' }],
});

export function channelFormValues(channel: Channel): ChannelFormValues {
  const { page, params } = splitPath(channel.path);
  return {
    id: channel.id,
    name: channel.name,
    group_id: channel.group_id,
    description: channel.description,
    page,
    params,
  };
}

export const channelInput = ({
  id,
  name,
  group_id,
  description,
  page,
  params,
}: ChannelFormValues): ChannelInput => ({
  ...(id ? { id } : {}),
  name: name.trim(),
  group_id,
  description: description?.trim() ?? '',
  path: joinPath({
    page: page.trim(),
    params: params.map(({ key, value }) => ({ key: key.trim(), value: value.trim() })),
  }),
});

export type ChannelGroupFormValues = ChannelGroupInput;

export const groupFormValues = (group: ChannelGroup | null): ChannelGroupFormValues =>
  group
    ? { id: group.id, name: group.name, description: group.description, comment: group.comment }
    : { name: '', description: '', comment: '' };

/** 03 §5: the name is trimmed. */
export const groupInput = ({
  id,
  name,
  description,
  comment,
}: ChannelGroupFormValues): ChannelGroupInput => ({
  ...(id ? { id } : {}),
  name: name.trim(),
  description: description?.trim() ?? '',
  comment: comment.trim(),
});
