import { Tag } from 'antd';
import { Thumbnail } from 'src/components/picture/Thumbnails';
import { useIntl } from 'react-intl';
import { isMediaUrl } from 'config/mediaUrl';
import { PRIVILEGES } from 'config/privileges';
import {
  motorcycleFields,
  motorcycleFormValues,
  motorcycleList,
  NEW_MOTORCYCLE,
  type MotorcycleFormValues,
} from 'src-models/vehicles';
import type { Motorcycle } from 'src-services/vehicles';
import { useModalEditor } from 'src/components/drafts';
import { lazyNamed } from 'src/components/lazyNamed';
import { CrudList } from 'src/components/list';
import { RouteTabs } from 'src/components/routeTabs/RouteTabs';

// The form (upload, date pickers) loads when the operator opens it, not with the list.
const MotorcycleFormModal = lazyNamed(
  () => import(/* webpackChunkName: "vehicle-motorcycle-form" */ './MotorcycleFormModal'),
  'MotorcycleFormModal',
);

/**
 * Old reservation motorcycles (02-operations §2 screen 5): the ones not deleted, with the picture and the
 * Online/Offline tag, added and edited in a modal.
 */
export default function MotorcycleListPage() {
  const intl = useIntl();
  const editing = useModalEditor<MotorcycleFormValues>('/vehicle/motorcycle', 'motorcycle');

  return (
    <>
      <RouteTabs group="vehicle" />
      <CrudList<Motorcycle, MotorcycleFormValues>
        model={motorcycleList}
        fields={motorcycleFields}
        rowKey="id"
        exportName={{
          sheetName: intl.formatMessage({ id: 'vehicle.motorcycle.sheet' }),
          path: 'motorcycles',
        }}
        overrides={{
          image_url: {
            render: (_, motorcycle) =>
              // A stored value that is no image URL is never loaded.
              isMediaUrl(motorcycle.image_url) ? (
                <Thumbnail src={motorcycle.image_url} width={72} height={45} />
              ) : null,
          },
          disabled: {
            render: (_, motorcycle) =>
              motorcycle.disabled ? (
                <Tag>{intl.formatMessage({ id: 'vehicle.motorcycle.offline' })}</Tag>
              ) : (
                <Tag color="green">{intl.formatMessage({ id: 'vehicle.motorcycle.online' })}</Tag>
              ),
          },
        }}
        edit={{
          editing,
          requirement: [PRIVILEGES.motorcycleSave],
          toValues: motorcycleFormValues,
          create: { labelKey: 'vehicle.motorcycle.create', values: () => NEW_MOTORCYCLE },
        }}
        form={MotorcycleFormModal}
      />
    </>
  );
}
