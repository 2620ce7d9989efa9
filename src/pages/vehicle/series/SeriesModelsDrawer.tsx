import { useMemo } from 'react';
import { Drawer } from 'antd';
import { useIntl } from 'react-intl';
import {
  newSeriesModel,
  seriesModelFields,
  seriesModelFormValues,
  seriesModelInput,
  seriesModelList,
  seriesModelSoftDelete,
  seriesScope,
  softDeleteRequest,
  type SeriesModelFormValues,
} from 'src-models/carOptions';
import type { Series, SeriesModel } from 'src-services/carOptions';
import { catalogueColumns, CreateButton, ListContainer, useConfirmedAction } from 'src/components/list';
import { actionsColumn, isShown, statusColumn, thumbnail } from '../shared/cells';
import { DRAWER_WIDTH } from '../shared/drawer';

interface Props {
  series: Series;
  open: boolean;
  onClose: () => void;
  /** The drawer has finished closing. */
  afterClose: () => void;
  canSave: boolean;
  /** Opens the page's model form with these values. */
  onEdit: (values: SeriesModelFormValues) => void;
}

/**
 * One series' models in a side drawer (02-operations §2 screen 5): add and edit through the page's modal, soft
 * delete after a confirmation; a hidden series takes no new model. Its list keeps its filters out of the URL.
 */
export function SeriesModelsDrawer({ series, open, onClose, afterClose, canSave, onEdit }: Props) {
  const intl = useIntl();
  const confirm = useConfirmedAction();
  const scope = useMemo(() => seriesScope(series.id), [series.id]);

  const columns = useMemo(
    () =>
      catalogueColumns<SeriesModel>(
        seriesModelFields,
        intl,
        {
          icon_url: { render: (_, model) => thumbnail(model.icon_url) },
          deleted_flag: statusColumn(intl),
        },
        actionsColumn<SeriesModel>(intl, [
          {
            key: 'edit',
            labelKey: 'carOption.edit',
            allowed: canSave,
            shown: isShown,
            run: (model) => onEdit(seriesModelFormValues(model)),
          },
          {
            key: 'delete',
            labelKey: 'carOption.delete',
            allowed: canSave,
            shown: isShown,
            danger: true,
            run: (model) =>
              confirm({
                titleKey: 'carOption.seriesModel.deleteTitle',
                contentKey: 'carOption.seriesModel.deleteConfirm',
                okKey: 'carOption.delete',
                values: { name: model.name },
                danger: true,
                action: seriesModelSoftDelete.requested(softDeleteRequest(seriesModelInput(model))),
              }),
          },
        ]),
      ),
    [intl, canSave, onEdit, confirm],
  );

  return (
    <Drawer
      open={open}
      onClose={onClose}
      afterOpenChange={(opened) => !opened && afterClose()}
      title={intl.formatMessage({ id: 'carOption.series.drawerTitle' }, { name: series.name })}
      width={DRAWER_WIDTH}
      destroyOnHidden
    >
      <ListContainer<SeriesModel>
        model={seriesModelList}
        columns={columns}
        filterFields={seriesModelFields.filterFields}
        rowKey="id"
        scope={scope}
        stateInUrl={false}
        toolbar={
          canSave && isShown(series)
            ? [
                <CreateButton
                  key="create"
                  label={intl.formatMessage({ id: 'carOption.seriesModel.create' })}
                  onClick={() => onEdit(newSeriesModel(series.id))}
                />,
              ]
            : []
        }
      />
    </Drawer>
  );
}
