import { lazy, Suspense, useEffect, useState } from 'react';
import { Button } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { useIntl } from 'react-intl';
import type { ExportColumn } from 'src-services/tableExport';
import { useAppDispatch, useAppSelector } from 'src/store/hooks';
import type { ListModelView } from './types';

// The progress dialog (antd's Progress) loads with the first export job, not with every list.
const ExportProgress = lazy(() =>
  import(/* webpackChunkName: "export-progress" */ './ExportProgress').then((module) => ({
    default: module.ExportProgress,
  })),
);

/** Opens only http(s) URLs, in a new window that cannot reach back to this one (ARCHITECTURE.md §8). */
export function openSafely(url: string): void {
  try {
    const { protocol } = new URL(url, window.location.href);
    if (protocol === 'http:' || protocol === 'https:') window.open(url, '_blank', 'noopener,noreferrer');
  } catch {
    // Not a URL at all: nothing to open.
  }
}

interface Props<T> {
  model: ListModelView<T>;
  /** The visible columns at the moment of the click. */
  columns: () => ExportColumn[];
  sheetName: string;
  path: string;
}

/**
 * The download button and, for a job, a progress dialog with the estimate `1 + ceil(total/150)` s and a cancel
 * button (01-platform §7, 03-community-analytics §7, §9). The finished file opens in a new window.
 */
export function ExportControl<T>({ model, columns, sheetName, path }: Props<T>) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const state = useAppSelector(model.selectors.selectExport);
  // A job (not a quick answer) has an id: its dialog stays open until the operator closes it.
  const isJob = state.jobId !== null;

  useEffect(() => {
    if (state.status !== 'ready' || !state.url) return;
    openSafely(state.url);
    // A quick export simply opens; a job's dialog stays with a link in case the browser blocked the window.
    if (!isJob) dispatch(model.actions.exportDismissed());
  }, [state.status, state.url, isJob, dispatch, model]);

  useEffect(() => {
    if (state.status === 'failed' || state.status === 'cancelled') dispatch(model.actions.exportDismissed());
  }, [state.status, dispatch, model]);

  const open = state.status === 'polling' || (state.status === 'ready' && isJob);
  const [shown, setShown] = useState(false);
  if (open && !shown) setShown(true);

  return (
    <>
      <Button
        icon={<DownloadOutlined />}
        loading={state.status === 'requesting'}
        disabled={state.status === 'polling'}
        onClick={() => dispatch(model.actions.exportRequested({ columns: columns(), sheetName, path }))}
      >
        {intl.formatMessage({ id: 'list.export.download' })}
      </Button>
      {/* Kept once shown, so it closes with its animation. */}
      {(open || shown) && (
        <Suspense fallback={null}>
          <ExportProgress
            state={state}
            open={open}
            onCancel={() => dispatch(model.actions.exportCancelled())}
            onClose={() => dispatch(model.actions.exportDismissed())}
          />
        </Suspense>
      )}
    </>
  );
}
