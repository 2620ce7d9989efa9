/**
 * The reservation center's records (02-operations §2 screen 6, §3, §7): an activity's form (its dynamic fields),
 * its records through the generic search under the activity's own path, and the export of every record of an
 * activity as a list the browser writes to a workbook.
 */
import type { FormField } from 'config/formFields';
import { flatSearchRequest, type ListSearchRequest, type ListService } from './listService';
import { get, post, type CallOptions } from './request';
import { anything, arrayOf, number, object, recordOf, searchResultOf, string, type Shape } from './shape';
import type { QueryItem, SearchResult } from './types';

export interface ReservationRecord {
  id: string;
  created_at: number;
  updated_at?: number;
  /** A status the product does not know yet is shown as it comes. */
  status: string;
  /** The answers, keyed by the activity's form field keys. */
  form_data: Record<string, unknown>;
  metadata?: { store_name?: string; motorcycle_name?: string; motorcycle_image?: string; referer?: string };
  mini_profile?: { nickname?: string; avatar_url?: string; unionid?: string; openid?: string };
}

export interface ReservationActivity {
  id: string;
  name: string;
  form_fields: FormField[];
}

const recordShape: Shape<ReservationRecord> = object({
  id: string,
  created_at: number,
  status: string,
  form_data: recordOf(anything),
});

const activityShape: Shape<ReservationActivity> = object({
  id: string,
  name: string,
  form_fields: arrayOf(object({ type: string, key: string })),
});

const exportShape: Shape<{ data: ReservationRecord[] }> = object({ data: arrayOf(recordShape) });

/** The scope item that names the activity whose records a search lists. */
export const ACTIVITY_SCOPE_KEY = 'activity_id';

const RECORD = '/api/v1/reservation-center/record';

export const reservationService = {
  activity: (id: string, options?: CallOptions) =>
    get(`/api/v1/reservation-center/activity/${encodeURIComponent(id)}`, activityShape, options),
  search: (activityId: string, request: ListSearchRequest, options: CallOptions) =>
    post(
      `${RECORD}/${encodeURIComponent(activityId)}/search`,
      flatSearchRequest(request),
      searchResultOf(recordShape),
      options,
    ),
  export: (activityId: string, options?: CallOptions) =>
    post(`${RECORD}/export`, { activity_id: activityId }, exportShape, options),
};

const isActivityItem = (item: QueryItem) => item.k === ACTIVITY_SCOPE_KEY && item.op === 'eq';

/**
 * The records of the activity the scope names: the activity goes into the path (the search form has no field
 * for it), the rest of the scope rides along with the conditions.
 */
export const reservationListService: ListService<ReservationRecord> = {
  search: (request, options): Promise<SearchResult<ReservationRecord>> => {
    const { scope = [] } = request;
    const activity = scope.find(isActivityItem);
    if (!activity || typeof activity.v !== 'string' || !activity.v)
      return Promise.resolve({ results: [], total: 0 });
    return reservationService.search(
      activity.v,
      { ...request, scope: scope.filter((item) => !isActivityItem(item)) },
      options,
    );
  },
  nestsScope: false,
};
