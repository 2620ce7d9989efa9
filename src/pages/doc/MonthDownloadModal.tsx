import { useCallback } from 'react';
import { docAreaActions, selectMonthDownload } from 'src-models/docs';
import { MonthDownloadModal as MonthDownload } from 'src/components/monthDownload/MonthDownloadModal';
import { useAppDispatch, useAppSelector } from 'src/store/hooks';

const TEXTS = {
  title: 'doc.download.title',
  month: 'doc.download.month',
  monthRequired: 'doc.download.monthRequired',
  submit: 'doc.download.submit',
  ready: 'doc.download.ready',
  openAgain: 'doc.download.openAgain',
} as const;

/** Download by month of the DOC member list (03-community-analytics §2.1, §5, §7). */
export function MonthDownloadModal({ onClose }: { onClose: () => void }) {
  const dispatch = useAppDispatch();
  const onReset = useCallback(() => void dispatch(docAreaActions.monthDownloadReset()), [dispatch]);
  return (
    <MonthDownload
      download={useAppSelector(selectMonthDownload)}
      onRequest={(requestId, month) => dispatch(docAreaActions.monthDownloadRequested({ requestId, month }))}
      onReset={onReset}
      onClose={onClose}
      texts={TEXTS}
    />
  );
}
