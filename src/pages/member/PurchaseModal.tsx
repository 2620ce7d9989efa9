import { useCallback } from 'react';
import { memberAreaActions, selectPurchase } from 'src-models/members';
import { MonthDownloadModal } from 'src/components/monthDownload/MonthDownloadModal';
import { useAppDispatch, useAppSelector } from 'src/store/hooks';

const TEXTS = {
  title: 'member.purchase.title',
  month: 'member.purchase.month',
  monthRequired: 'member.purchase.monthRequired',
  submit: 'member.purchase.download',
  ready: 'member.purchase.ready',
  openAgain: 'member.purchase.openAgain',
} as const;

/** The member list's Purchase download: the users who purchased in a chosen month (02-operations §5, §7). */
export function PurchaseModal({ onClose }: { onClose: () => void }) {
  const dispatch = useAppDispatch();
  const onReset = useCallback(() => void dispatch(memberAreaActions.purchaseReset()), [dispatch]);
  return (
    <MonthDownloadModal
      download={useAppSelector(selectPurchase)}
      onRequest={(requestId, month) => dispatch(memberAreaActions.purchaseRequested({ requestId, month }))}
      onReset={onReset}
      onClose={onClose}
      texts={TEXTS}
    />
  );
}
