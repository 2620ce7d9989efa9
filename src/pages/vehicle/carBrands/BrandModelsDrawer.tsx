import { useMemo } from 'react';
import { Drawer } from 'antd';
import { useIntl } from 'react-intl';
import {
  brandScope,
  carModelActions,
  carModelFields,
  carModelFormValues,
  carModelList,
  newCarModel,
  type CarModelFormValues,
} from 'src-models/carOptions';
import { newRequestId } from 'src-models/common';
import type { CarBrand, CarModel } from 'src-services/carOptions';
import { catalogueColumns, CreateButton, ListContainer, useConfirmedAction } from 'src/components/list';
import { actionsColumn } from '../shared/cells';
import { DRAWER_WIDTH } from '../shared/drawer';

interface Props {
  brand: CarBrand;
  open: boolean;
  onClose: () => void;
  /** The drawer has finished closing. */
  afterClose: () => void;
  canSave: boolean;
  canDelete: boolean;
  /** Opens the page's model form with these values. */
  onEdit: (values: CarModelFormValues) => void;
}

/**
 * One car brand's models in a side drawer (02-operations §2 screen 5): add and edit through the page's modal,
 * delete after a confirmation. Its list keeps its filters out of the URL.
 */
export function BrandModelsDrawer({ brand, open, onClose, afterClose, canSave, canDelete, onEdit }: Props) {
  const intl = useIntl();
  const confirm = useConfirmedAction();
  const scope = useMemo(() => brandScope(brand.id), [brand.id]);

  const columns = useMemo(
    () =>
      catalogueColumns<CarModel>(
        carModelFields,
        intl,
        {},
        actionsColumn<CarModel>(intl, [
          {
            key: 'edit',
            labelKey: 'carOption.edit',
            allowed: canSave,
            run: (model) => onEdit(carModelFormValues(model)),
          },
          {
            key: 'delete',
            labelKey: 'carOption.delete',
            allowed: canDelete,
            danger: true,
            run: (model) =>
              confirm({
                titleKey: 'carOption.model.deleteTitle',
                contentKey: 'carOption.model.deleteConfirm',
                okKey: 'carOption.delete',
                values: { name: model.name },
                danger: true,
                action: carModelActions.removeRequested({ requestId: newRequestId(), id: model.id }),
              }),
          },
        ]),
      ),
    [intl, canSave, canDelete, onEdit, confirm],
  );

  return (
    <Drawer
      open={open}
      onClose={onClose}
      afterOpenChange={(opened) => !opened && afterClose()}
      title={intl.formatMessage({ id: 'carOption.brand.drawerTitle' }, { name: brand.name })}
      width={DRAWER_WIDTH}
      destroyOnHidden
    >
      <ListContainer<CarModel>
        model={carModelList}
        columns={columns}
        filterFields={carModelFields.filterFields}
        rowKey="id"
        scope={scope}
        stateInUrl={false}
        toolbar={
          canSave
            ? [
                <CreateButton
                  key="create"
                  label={intl.formatMessage({ id: 'carOption.model.create' })}
                  onClick={() => onEdit(newCarModel(brand.id))}
                />,
              ]
            : []
        }
      />
    </Drawer>
  );
}
