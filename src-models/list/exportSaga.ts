/**
 * Export (01-platform §7, 03-community-analytics §7, §9): post the list's filters and visible columns to the
 * download service. A URL answer is ready at once; a job is polled with progress (estimate 1 + ceil(total/150)
 * s), raced against the operator's cancel and a timeout that ends in "download failed".
 */
import { call, delay, getContext, put, race, select, take } from 'redux-saga/effects';
import type { PayloadAction } from '@reduxjs/toolkit';
import { ApiError, CLIENT_CODES, describeError, toErrorInfo } from 'src-services/errors';
import { flatSearchRequest } from 'src-services/listService';
import { tableExportService, type ExportAnswer, type ExportJob } from 'src-services/tableExport';
import { callApi } from '../common/callApi';
import type { Notifier, SagaTiming } from '../common/context';
import type { ListActions } from './actions';
import { toListSearch } from './query';
import type { ExportRequestPayload, ListMessages, ListModelConfig, ListState } from './types';
import { httpUrl } from '../common/httpUrl';

/** Every matching row (03-community-analytics §9: download size 1,000,000). */
export const EXPORT_SIZE = 1_000_000;

export const exportEstimateSeconds = (total: number) => 1 + Math.ceil(Math.max(0, total) / 150);

/** Three times the estimate, and never less than a minute. */
export const defaultExportTimeoutMs = (estimateSeconds: number) => Math.max(60_000, estimateSeconds * 3000);

const unusableAnswer = () => new ApiError(CLIENT_CODES.badResponse, '');

interface ExportParts<T, S, Name extends string, W extends string> {
  config: ListModelConfig<T, S, Name, W>;
  messages: ListMessages;
  actions: ListActions<T, S, Name>;
  selectState: (root: Record<Name, ListState<T>>) => ListState<T>;
}

export function createExportSaga<T, S, Name extends string, W extends string>(
  parts: ExportParts<T, S, Name, W>,
) {
  const { config, messages, actions, selectState } = parts;
  const options = config.exportOptions ?? {};
  const timeoutFor = options.timeoutMs ?? defaultExportTimeoutMs;

  function* pollJob(jobId: string, total: number) {
    const estimateSeconds = exportEstimateSeconds(total);
    const startedAt = Date.now();
    const timing: SagaTiming = yield getContext('timing');
    yield put(actions.exportProgressed({ jobId, total, estimateSeconds, progress: 0 }));
    for (;;) {
      yield delay(timing.pollMs);
      const job: ExportJob = yield* callApi((signal) => tableExportService.job(jobId, { signal }));
      if (job.status === 'ready') return job.url;
      if (job.status === 'failed') throw new ApiError(CLIENT_CODES.badResponse, job.msg ?? '');
      const elapsed = (Date.now() - startedAt) / 1000;
      const progress = Math.min(0.99, Math.max(job.progress ?? 0, elapsed / estimateSeconds));
      yield put(actions.exportProgressed({ jobId, total, estimateSeconds, progress }));
    }
  }

  /** Resolves to the file's URL; throws ApiError for any failure, `timedOut` when the job took too long. */
  function* runExport(request: ExportRequestPayload) {
    const state: ListState<T> = yield select(selectState);
    const exportUrl = config.service.exportUrl ?? '';
    const answer: ExportAnswer = yield* callApi((signal) =>
      tableExportService.request(
        {
          url: exportUrl,
          payload: {
            // The download service runs the generic search: the scope goes flat, as the list's own search sends it.
            ...flatSearchRequest(toListSearch(state.query, config.fixedScope)),
            page: 0,
            size: options.size ?? EXPORT_SIZE,
          },
          meta: {
            format: 'excel',
            sheet_name: request.sheetName,
            path: request.path,
            columns: request.columns,
          },
        },
        { signal },
      ),
    );
    if (answer && 'url' in answer) return answer.url;
    if (!answer || typeof answer.job_id !== 'string') throw unusableAnswer();
    const { job_id: jobId, total } = answer;
    const { url, timeout } = (yield race({
      url: call(pollJob, jobId, total),
      timeout: delay(timeoutFor(exportEstimateSeconds(total))),
    })) as { url?: string; timeout?: true };
    if (timeout) throw new ApiError(CLIENT_CODES.timeout, '');
    return url;
  }

  function* cancelJob() {
    const state: ListState<T> = yield select(selectState);
    const jobId = state.export.jobId;
    if (!jobId) return;
    try {
      yield* callApi((signal) => tableExportService.cancel(jobId, { signal }));
    } catch {
      // The job ends on its own anyway; the operator already moved on.
    }
  }

  return function* exportSaga({ payload }: PayloadAction<ExportRequestPayload>) {
    if (!config.service.exportUrl) return;
    try {
      const { url, cancelled } = (yield race({
        url: call(runExport, payload),
        cancelled: take(actions.exportCancelled.type),
      })) as { url?: string; cancelled?: unknown };
      if (cancelled) {
        yield call(cancelJob);
        return;
      }
      const safe = httpUrl(url);
      if (!safe) throw unusableAnswer();
      yield put(actions.exportReady({ url: safe }));
    } catch (error) {
      const info = toErrorInfo(error);
      const notify: Notifier = yield getContext('notify');
      // A timeout is ours, not the network's: the operator reads "download failed".
      notify.error(
        info.code === CLIENT_CODES.timeout
          ? { key: messages.exportFailed }
          : describeError(info, messages.exportFailed),
      );
      yield put(actions.exportFailed(info));
    }
  };
}
