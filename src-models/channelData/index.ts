export {
  channelDataActions,
  channelDataDomain,
  selectChannelData,
  type ChannelDataLoad,
  type ChannelDataState,
} from './model';
export {
  TOP_CHANNELS,
  NO_CONDITIONS,
  channelDataBody,
  type ChannelDataResult,
  type ChannelStat,
  type LaunchConditions,
} from './queries';
