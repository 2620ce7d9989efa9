import { useMemo } from 'react';
import { Drawer } from 'antd';
import { useIntl } from 'react-intl';
import { PRIVILEGES } from 'config/privileges';
import {
  brandScope,
  carModelFields,
  carModelFormValues,
  carModelList,
  newCarModel,
  type CarModelFormValues,
} from 'src-models/carOptions';
import type { CarBrand, CarModel } from 'src-services/carOptions';
import type { ModalEditor } from 'src/components/drafts';
import { CrudList } from 'src/components/list';
import { DRAWER_WIDTH } from '../shared/drawer';

interface Props {
  brand: CarBrand;
  open: boolean;
  onClose: () => void;
  /** The drawer has finished closing. */
  afterClose: () => void;
  /** The page's model form (its draft outlives the drawer). */
  editing: ModalEditor<CarModelFormValues>;
}

/**
 * One car brand's models in a side drawer (02-operations §2 screen 5): add and edit through the page's modal,
 * delete after a confirmation. Its list keeps its filters out of the URL.
 */
export function BrandModelsDrawer({ brand, open, onClose, afterClose, editing }: Props) {
  const intl = useIntl();
  const scope = useMemo(() => brandScope(brand.id), [brand.id]);

  return (
    <Drawer
      open={open}
      onClose={onClose}
      afterOpenChange={(opened) => !opened && afterClose()}
      title={intl.formatMessage({ id: 'carOption.brand.drawerTitle' }, { name: brand.name })}
      width={DRAWER_WIDTH}
      destroyOnHidden
    >
      <CrudList<CarModel, CarModelFormValues>
        model={carModelList}
        fields={carModelFields}
        rowKey="id"
        scope={scope}
        stateInUrl={false}
        edit={{
          editing,
          requirement: [PRIVILEGES.carModelSave],
          toValues: carModelFormValues,
          create: { labelKey: 'carOption.model.create', values: () => newCarModel(brand.id) },
        }}
        remove={{
          requirement: [PRIVILEGES.carModelDelete],
          titleKey: 'carOption.model.deleteTitle',
          contentKey: 'carOption.model.deleteConfirm',
        }}
      />
    </Drawer>
  );
}
