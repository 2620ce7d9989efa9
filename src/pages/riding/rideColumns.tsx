import { Button, Space, Tag } from 'antd';
import type { IntlShape } from 'react-intl';
import { formatDuration, formatMileage, rideFields, rideOffersActions } from 'src-models/rides';
import type { Ride } from 'src-services/rides';
import { AuditTrailButton } from 'src/components/auditTrail';
import { catalogueColumns, type ListColumn } from 'src/components/list';
import type { MessageId } from 'src-locales/messageIds';

export interface RideRowActions {
  canDelete: boolean;
  canUpdateBlack: boolean;
  onMarks: (ride: Ride) => void;
  onDelete: (ride: Ride) => void;
  onUpdateBlack: (ride: Ride, black: boolean) => void;
}

/** The Regular Riding List's columns (03-community-analytics §2.2): km, HH:MM:SS, km/h, the state as a tag. */
export function rideColumns(intl: IntlShape, actions: RideRowActions): ListColumn<Ride>[] {
  const t = (id: MessageId, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  return catalogueColumns<Ride>(
    rideFields,
    intl,
    {
      nick_name: {
        render: (_, ride) => (
          <Space size={4} wrap>
            <span>{ride.nick_name}</span>
            {ride.black && <Tag color="red">{t('riding.blacklisted')}</Tag>}
            {ride.deleted && <Tag>{t('riding.deletedTag')}</Tag>}
          </Space>
        ),
      },
      mileage: { render: (_, ride) => formatMileage(ride.mileage) },
      duration: { render: (_, ride) => formatDuration(ride.duration) },
      max_speed: { render: (_, ride) => ride.max_speed },
      // 03 §4: an ended ride shows as a green tag.
      state: {
        render: (_, ride) => (
          <Tag color={ride.state === 'over' ? 'green' : 'blue'}>{t(`riding.state.${ride.state}`)}</Tag>
        ),
      },
    },
    [
      {
        key: 'actions',
        titleKey: 'riding.field.actions',
        fixed: 'right',
        // 03 §4: a deleted ride offers no action; who deleted it stays readable in its History.
        render: (_, ride) => (
          <Space size={0}>
            {rideOffersActions(ride) && (
              <>
                <Button type="link" size="small" onClick={() => actions.onMarks(ride)}>
                  {t('riding.marks', { count: ride.marks.length })}
                </Button>
                {actions.canUpdateBlack && (
                  <Button type="link" size="small" onClick={() => actions.onUpdateBlack(ride, !ride.black)}>
                    {t(ride.black ? 'riding.black.remove' : 'riding.black.add')}
                  </Button>
                )}
                {actions.canDelete && (
                  <Button type="link" size="small" danger onClick={() => actions.onDelete(ride)}>
                    {t('riding.delete')}
                  </Button>
                )}
              </>
            )}
            <AuditTrailButton kind="ride" recordId={ride.id} recordName={ride.nick_name} />
          </Space>
        ),
      },
    ],
  );
}
