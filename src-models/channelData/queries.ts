/**
 * Channel Data's request and its reading (03-community-analytics §2.4, §7 'Channel center'): launches in the
 * range that opened one of the group's channels (a should-clause per channel on its page and parameters), with
 * one aggregation per channel id counting them (PV) and their distinct visitors (UV).
 */
import { splitPath } from 'config/channels/rules';
import type { Channel } from 'src-services/channels';
import type { EsAggregateResponse, EsSearchBody } from 'src-services/tracking';
import { conditionsClause } from 'src-services/trackingEvents';
import type { QueryItem, QueryOperator } from 'src-services/types';
import { contextFilters, scopeFilters, uniqueVisitors, type DateRange } from '../tracking';

/** 03 §9: the chart and the table show the top 20 channels. */
export const TOP_CHANNELS = 20;

/** The totals over all the group's channels; channel ids are never these names. */
const TOTAL_PV = 'total_pv';
const TOTAL_UV = 'total_uv';

export interface ChannelStat {
  id: string;
  name: string;
  pv: number;
  uv: number;
}

export interface ChannelDataResult {
  totalPv: number;
  totalUv: number;
  /** Every channel of the group, by PV then UV, most first. */
  channels: ChannelStat[];
}

/** A launch of the channel's page with every one of its parameters. */
export function channelClause(channel: Pick<Channel, 'path'>) {
  const { page, params } = splitPath(channel.path);
  const options = Object.fromEntries(params.map(({ key, value }) => [key, value]));
  return { bool: { filter: scopeFilters({ route: page, options }) } };
}

/** The side panel's conditions on the launches (03 §2.4), joined with AND or OR. */
export interface LaunchConditions {
  query: QueryItem[];
  operator: QueryOperator;
}

export const NO_CONDITIONS: LaunchConditions = { query: [], operator: 'AND' };

export function channelDataBody(
  channels: readonly Channel[],
  range: DateRange,
  conditions: LaunchConditions = NO_CONDITIONS,
): EsSearchBody {
  return {
    size: 0,
    query: {
      bool: {
        filter: [
          // The range and the launches, as the launch dashboard filters them.
          ...contextFilters({ variant: 'launch', range, scope: {} }, 'pvuv'),
          ...(conditions.query.length ? [conditionsClause(conditions.query, conditions.operator)] : []),
        ],
        should: channels.map(channelClause),
        minimum_should_match: 1,
      },
    },
    aggs: {
      // The totals count each launch and visitor once, even where two channels open the same page.
      [TOTAL_PV]: { value_count: { field: 'created_at' } },
      [TOTAL_UV]: uniqueVisitors(),
      ...Object.fromEntries(
        channels.map((channel) => [
          channel.id,
          { filter: channelClause(channel), aggs: { uv: uniqueVisitors() } },
        ]),
      ),
    },
  };
}

type Bucket = { doc_count?: number; uv?: { value?: number } } | undefined;
type Value = { value?: number } | undefined;

/** The answer read per channel id; a channel the answer leaves out had no launches. */
export function readChannelData(
  channels: readonly Channel[],
  answer: EsAggregateResponse,
): ChannelDataResult {
  const aggs = answer.aggregations ?? {};
  const stats = channels.map((channel): ChannelStat => {
    const bucket = aggs[channel.id] as Bucket;
    return { id: channel.id, name: channel.name, pv: bucket?.doc_count ?? 0, uv: bucket?.uv?.value ?? 0 };
  });
  stats.sort((a, b) => b.pv - a.pv || b.uv - a.uv);
  return {
    totalPv: (aggs[TOTAL_PV] as Value)?.value ?? 0,
    totalUv: (aggs[TOTAL_UV] as Value)?.value ?? 0,
    channels: stats,
  };
}
