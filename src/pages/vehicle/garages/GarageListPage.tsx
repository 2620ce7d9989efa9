import { useMemo } from 'react';
import { Tag } from 'antd';
import { Thumbnail } from 'src/components/picture/Thumbnails';
import { useIntl } from 'react-intl';
import { isMediaUrl } from 'config/mediaUrl';
import { garageFields, garageList } from 'src-models/vehicles';
import type { Garage, GarageStatus } from 'src-services/vehicles';
import { catalogueColumns, ListContainer } from 'src/components/list';
import { RouteTabs } from 'src/components/routeTabs/RouteTabs';
import { useT } from 'src/components/useT';

const STATUS_COLOURS: Record<GarageStatus, string | undefined> = {
  bind: 'green',
  untie: undefined,
  invalid: 'red',
};

/** User garages (02-operations §2 screen 5): read only, newest first, with the binding status as a tag. */
export default function GarageListPage() {
  const intl = useIntl();
  const t = useT();

  const columns = useMemo(
    () =>
      catalogueColumns<Garage>(garageFields, intl, {
        garage_image_url: {
          render: (_, garage) =>
            // A mini-program's local path or any other non-URL is never loaded.
            isMediaUrl(garage.garage_image_url) ? (
              <Thumbnail src={garage.garage_image_url} width={64} height={40} />
            ) : null,
        },
        garage_purchase_year: {
          render: (_, garage) =>
            `${garage.garage_purchase_year}-${String(garage.garage_purchase_month).padStart(2, '0')}`,
          exportKeys: ['garage_purchase_year', 'garage_purchase_month'],
        },
        garage_status: {
          render: (_, garage) => (
            <Tag color={STATUS_COLOURS[garage.garage_status]}>
              {intl.formatMessage({ id: `vehicle.garage.status.${garage.garage_status}` })}
            </Tag>
          ),
        },
      }),
    [intl],
  );

  return (
    <>
      <RouteTabs group="vehicle" />
      <ListContainer<Garage>
        model={garageList}
        columns={columns}
        filterFields={garageFields.filterFields}
        rowKey="id"
        exportName={{ sheetName: t('vehicle.garage.sheet'), path: 'garages' }}
      />
    </>
  );
}
