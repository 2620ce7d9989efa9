import { Suspense, useMemo, useState } from 'react';
import { Alert, Button } from 'antd';
import { useIntl } from 'react-intl';
import { useNavigate, useSearchParams } from 'react-router';
import { PRIVILEGES } from 'config/privileges';
import { formatDateTime, newRequestId } from 'src-models/common';
import {
  oneRide,
  REGULAR_RIDES,
  rideActions,
  rideFields,
  rideList,
  updateBlackActions,
} from 'src-models/rides';
import { selectCan } from 'src-models/session';
import type { Ride } from 'src-services/rides';
import { lazyNamed } from 'src/components/lazyNamed';
import { ListContainer, useConfirmedAction } from 'src/components/list';
import { RouteTabs } from 'src/components/routeTabs/RouteTabs';
import { useAppSelector } from 'src/store/hooks';
import { rideColumns } from './rideColumns';

// The drawer (list, images, descriptions) loads when the operator opens a ride's marks.
const RideMarksDrawer = lazyNamed(
  () => import(/* webpackChunkName: "ride-marks" */ './RideMarksDrawer'),
  'RideMarksDrawer',
);

const ROUTE = '/riding/regular/list';

/**
 * The Regular Riding List (03-community-analytics §2.2): rides long enough to count, neither blacklisted nor
 * deleted, newest update first; `?id=` shows that one ride whatever its state (where a blacklisted ride is taken
 * off the blacklist). Marks in a drawer; delete and the blacklist ask first, each behind its permission.
 */
export default function RideListPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const onlyId = params.get('id')?.trim() || null;
  const scope = useMemo(() => (onlyId ? oneRide(onlyId) : REGULAR_RIDES), [onlyId]);
  const canDelete = useAppSelector((state) => selectCan(state, [PRIVILEGES.rideDelete]));
  const canUpdateBlack = useAppSelector((state) => selectCan(state, [PRIVILEGES.rideUpdateBlack]));
  const [marks, setMarks] = useState<{ ride: Ride; open: boolean } | null>(null);
  const confirm = useConfirmedAction();

  const columns = useMemo(() => {
    const about = (ride: Ride) => ({ name: ride.nick_name, time: formatDateTime(ride.start_time) });
    return rideColumns(intl, {
      canDelete,
      canUpdateBlack,
      onMarks: (ride) => setMarks({ ride, open: true }),
      onDelete: (ride) =>
        confirm({
          titleKey: 'riding.delete.confirmTitle',
          contentKey: 'riding.delete.confirm',
          okKey: 'riding.delete',
          values: about(ride),
          danger: true,
          action: rideActions.removeRequested({ requestId: newRequestId(), id: ride.id }),
        }),
      onUpdateBlack: (ride, black) =>
        confirm({
          titleKey: black ? 'riding.black.addTitle' : 'riding.black.removeTitle',
          contentKey: black ? 'riding.black.addConfirm' : 'riding.black.removeConfirm',
          okKey: black ? 'riding.black.add' : 'riding.black.remove',
          values: about(ride),
          danger: black,
          action: updateBlackActions.requested({ requestId: newRequestId(), id: ride.id, args: { black } }),
        }),
    });
  }, [intl, confirm, canDelete, canUpdateBlack]);

  return (
    <>
      <RouteTabs group="riding" />
      {onlyId && (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 12 }}
          message={intl.formatMessage({ id: 'riding.one' }, { id: onlyId })}
          action={
            <Button size="small" onClick={() => navigate(ROUTE)}>
              {intl.formatMessage({ id: 'riding.showRegular' })}
            </Button>
          }
        />
      )}
      <ListContainer<Ride>
        model={rideList}
        columns={columns}
        filterFields={rideFields.filterFields}
        rowKey="id"
        scope={scope}
      />
      {marks && (
        <Suspense fallback={null}>
          <RideMarksDrawer
            ride={marks.ride}
            open={marks.open}
            onClose={() => setMarks({ ...marks, open: false })}
            afterClose={() => setMarks(null)}
          />
        </Suspense>
      )}
    </>
  );
}
