import type { MessageId } from 'src-locales/messageIds';
import type { EntityState } from '@reduxjs/toolkit';
import type { ApiErrorInfo } from 'src-services/errors';
import type { ListService } from 'src-services/listService';
import type { CallOptions } from 'src-services/request';
import type { ExportColumn } from 'src-services/tableExport';
import type { QueryItem, QueryOperator } from 'src-services/types';
import type { JsonValue } from '../common/json';
import type { OpState, RequestOpState } from '../common/opState';
import type { IsUpdate, SaveText } from '../common/saveText';

/**
 * What a list shows: the page's scope (conditions that always hold: a store's clerks, a member's coupons), the
 * operator's conditions, how they combine, the page (0-based), its size, the order.
 */
export interface ListQuery {
  scope: QueryItem[];
  query: QueryItem[];
  operator: QueryOperator;
  page: number;
  size: number;
  order: string;
}

export type ExportStatus = 'idle' | 'requesting' | 'polling' | 'ready' | 'failed' | 'cancelled';

export interface ExportState {
  status: ExportStatus;
  error: ApiErrorInfo | null;
  jobId: string | null;
  total: number | null;
  /** 1 + ceil(total/150) seconds (03-community-analytics §9). */
  estimateSeconds: number | null;
  /** 0..1 */
  progress: number;
  /** The file's absolute http(s) URL once ready. */
  url: string | null;
}

export interface ListState<T> extends EntityState<T, string> {
  /** What the last search asked for (a failed one included: Retry runs it again). */
  query: ListQuery;
  /** All matches of the rows on screen; null until a search has answered (unknown is not 0). */
  total: number | null;
  selection: string[];
  search: OpState;
  save: RequestOpState;
  remove: RequestOpState;
  /** Domain workflows declared with `itemActions` (deactivate, approve ...), by workflow name. */
  itemActions: Record<string, RequestOpState>;
  export: ExportState;
}

export interface SaveRequest<S> {
  requestId: string;
  item: S;
}

export interface ItemRequest {
  requestId: string;
  id: string;
  /** Anything the workflow needs besides the id (a reason, a weight); serializable. */
  args?: Record<string, JsonValue>;
}

export interface ItemFailure {
  requestId: string;
  id: string;
  error: ApiErrorInfo;
}

export interface ExportRequestPayload {
  /** The visible columns, in order. */
  columns: ExportColumn[];
  sheetName: string;
  /** The file name the service gives the workbook. */
  path: string;
}

export interface ExportProgress {
  jobId: string;
  total: number;
  estimateSeconds: number;
  progress: number;
}

/** A domain workflow on one record, generated next to search/save/remove (see README.md). */
export interface ItemActionConfig<T> {
  run: (id: string, args: Record<string, JsonValue>, options: CallOptions) => Promise<unknown>;
  /** Applied to the record in the store once the server agreed. */
  patch?: (item: T, args: Record<string, JsonValue>) => Partial<T>;
  /** Search again afterwards (when the change moves records between pages or filters). */
  refresh?: boolean;
  /** Message keys: the success toast, and the fallback when the server gives no text. */
  succeeded: MessageId;
  failed: MessageId;
}

export interface ListMessages {
  searchFailed: MessageId;
  /** One text, or `{create, update}`: the create's on a new record, the update's on one the input names. */
  saveSucceeded: SaveText;
  /** The fallback of a failed save when the server gives no known text; one, or `{create, update}`. */
  saveFailed: SaveText;
  removeSucceeded: MessageId;
  removeFailed: MessageId;
  exportFailed: MessageId;
}

export interface ListModelConfig<T, S, Name extends string, W extends string> {
  /** The slice name and the action prefix: `coupons` gives `coupons/searchRequested`. */
  name: Name;
  /** Search, and where the service has them save, remove, export and saved filters. */
  service: ListService<T, S>;
  /** Conditions every search carries, invisible to the filter builder (e.g. `used eq true`). */
  fixedScope?: QueryItem[];
  defaultOrder: string;
  /**
   * The conditions the list starts with when its URL names none (the club members' 'valid and not quit'): the
   * operator sees them in the filter builder and may change or remove them.
   */
  defaultQuery?: QueryItem[];
  /** 20 in the list container (01-platform §9). */
  pageSize?: number;
  selectId: (item: T) => string;
  itemActions?: Record<W, ItemActionConfig<T>>;
  messages?: Partial<ListMessages>;
  /**
   * Whether a save's input updates a record (the `update` text of a `{create, update}` message) rather than
   * creates one: by default, the input has a non-empty `id` (a coupon names its own: `card_id`).
   */
  isUpdate?: IsUpdate<S>;
  /**
   * A failed search shows no toast (analytics, 03-community-analytics §8); the list still shows the failure in
   * place, with Retry.
   */
  quietSearchFailure?: boolean;
  exportOptions?: ExportOptions;
}

export interface ExportOptions {
  /** Rows asked for: every matching row. */
  size?: number;
  /** How long a job may take before the export gives up with "download failed". */
  timeoutMs?: (estimateSeconds: number) => number;
}

/** What a route needs of the list its page shows (`list` in src/routes/index.ts): its first search, and its answer. */
export interface PageList {
  name: string;
  /** The search of its page at a URL, within the scope the page gives it (a parent's records). */
  searchAt(params: URLSearchParams, scope?: QueryItem[]): { type: string; payload?: unknown };
  searching(root: unknown): boolean;
}
