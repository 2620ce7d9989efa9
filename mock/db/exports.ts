/** Export jobs and the files they wrote (the download service, 03-community-analytics §7). */
import { defineCollection } from './db';

export interface ExportFileRecord {
  id: string;
  operator_id: string;
  /** `<path>.xlsx` as the attachment is named. */
  name: string;
  /** The file's media type when it is no workbook (the channel center's archive of codes). */
  content_type?: string;
  bytes: Uint8Array<ArrayBuffer>;
  created_at: number;
}

export interface ExportJobRecord {
  id: string;
  operator_id: string;
  total: number;
  file_id: string;
  /** Epoch milliseconds. */
  started_at: number;
  ready_at: number;
  cancelled: boolean;
}

export const exportFiles = defineCollection<ExportFileRecord>('exportFiles');
export const exportJobs = defineCollection<ExportJobRecord>('exportJobs');
