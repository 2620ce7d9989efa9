import { Button } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { useIntl } from 'react-intl';
import { PRIVILEGES } from 'config/privileges';
import type { FormField } from 'config/formFields';
import { businessToday } from 'src-models/common';
import { reservationDeskActions, selectReservationExport } from 'src-models/reservations';
import { useSheetWriter } from 'src/components/export/useSheetWriter';
import { useFieldWords } from 'src/components/formFields';
import { useAppDispatch, useAppSelector } from 'src/store/hooks';
import { reservationSheetColumns, type ReservationTab } from './reservationColumns';

const FILE_TAB: Record<ReservationTab, string> = { hasDealer: 'has-dealer', noDealer: 'no-dealer' };

/** 02-operations §7: the file is named with the day it was made (UTC+8). */
export const exportName = (tab: ReservationTab, now = Date.now()) =>
  `reservations-${FILE_TAB[tab]}-${businessToday(now)}`;

interface Props {
  activityId: string;
  fields: readonly FormField[];
  tab: ReservationTab;
}

/**
 * Export of every record of the tab's activity (`record/export`): the rows arrive through the model, and are
 * written here to an .xlsx in the table's words (xlsx loads on the first click). The model says 导出成功 once
 * the file is offered, or 导出失败： and why.
 */
export function ReservationExportButton({ activityId, fields, tab }: Props) {
  const intl = useIntl();
  const words = useFieldWords(PRIVILEGES.reservationReadIdentity);
  const dispatch = useAppDispatch();
  const state = useAppSelector(selectReservationExport);
  const mine = state.activityId === activityId;

  useSheetWriter(
    state.status === 'writing' && mine ? state.rows : null,
    () => ({ name: exportName(tab), columns: reservationSheetColumns(fields, tab, intl, words) }),
    (failure) =>
      dispatch(
        failure
          ? reservationDeskActions.exportFailed({ error: failure })
          : reservationDeskActions.exportWritten(),
      ),
  );

  return (
    <Button
      icon={<DownloadOutlined />}
      loading={state.status !== 'idle' && mine}
      disabled={state.status !== 'idle' && !mine}
      onClick={() => dispatch(reservationDeskActions.exportRequested({ activityId }))}
    >
      {intl.formatMessage({ id: 'reservation.export' })}
    </Button>
  );
}
