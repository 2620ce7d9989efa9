/**
 * The download service (01-platform §7, 03-community-analytics §7): it runs a list's search and writes the
 * rows to an Excel file. Small results answer a file URL at once; large ones answer a job to poll.
 */
import { del, get, post, type CallOptions } from './request';
import { anything, either, number, object, oneOf, optional, string, type Shape } from './shape';
import type { SearchRequest } from './types';

export const DOWNLOAD_URL_PATH = '/api/table/download_url';

/** How a cell is written. `conv` names a conversion the server applies (see mock/README.md). */
export interface ExportColumn {
  title: string;
  key: string;
  type: 'string' | 'number' | 'date' | 'boolean';
  conv?: 'datetime' | 'yuan' | 'yesno' | 'join';
}

export interface ExportRequest {
  /** The list's search URL the service runs. */
  url: string;
  /** The list's current filters and order, for every matching row. */
  payload: SearchRequest;
  meta: { format: 'excel'; sheet_name: string; path: string; columns: ExportColumn[] };
}

export type ExportAnswer = { url: string } | { job_id: string; total: number };

export interface ExportJob {
  job_id: string;
  status: 'pending' | 'ready' | 'failed';
  total: number;
  /** 0..1 as far as the server knows. */
  progress: number;
  url?: string;
  msg?: string;
}

const answerShape: Shape<ExportAnswer> = either(
  object({ url: string }),
  object({ job_id: string, total: number }),
);

const jobShape: Shape<ExportJob> = object({
  job_id: string,
  status: oneOf('pending', 'ready', 'failed'),
  total: number,
  progress: number,
  url: optional(string),
});

export const tableExportService = {
  request: (body: ExportRequest, options?: CallOptions) =>
    post(DOWNLOAD_URL_PATH, body, answerShape, options),
  job: (jobId: string, options?: CallOptions) =>
    get(`${DOWNLOAD_URL_PATH}/jobs/${encodeURIComponent(jobId)}`, jobShape, options),
  cancel: (jobId: string, options?: CallOptions) =>
    del(`${DOWNLOAD_URL_PATH}/jobs/${encodeURIComponent(jobId)}`, anything, options),
};

export type TableExportService = typeof tableExportService;
