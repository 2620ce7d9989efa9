import { useMemo } from 'react';
import { Drawer } from 'antd';
import { useIntl } from 'react-intl';
import { PRIVILEGES } from 'config/privileges';
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
import type { ModalEditor } from 'src/components/drafts';
import { CrudList } from 'src/components/list';
import { isShown, statusColumn, thumbnail } from '../shared/cells';
import { DRAWER_WIDTH } from '../shared/drawer';

interface Props {
  series: Series;
  open: boolean;
  onClose: () => void;
  /** The drawer has finished closing. */
  afterClose: () => void;
  /** The page's model form (its draft outlives the drawer). */
  editing: ModalEditor<SeriesModelFormValues>;
}

/**
 * One series' models in a side drawer (02-operations §2 screen 5): add and edit through the page's modal, soft
 * delete after a confirmation; a hidden series takes no new model. Its list keeps its filters out of the URL.
 */
export function SeriesModelsDrawer({ series, open, onClose, afterClose, editing }: Props) {
  const intl = useIntl();
  const scope = useMemo(() => seriesScope(series.id), [series.id]);

  return (
    <Drawer
      open={open}
      onClose={onClose}
      afterOpenChange={(opened) => !opened && afterClose()}
      title={intl.formatMessage({ id: 'carOption.series.drawerTitle' }, { name: series.name })}
      width={DRAWER_WIDTH}
      destroyOnHidden
    >
      <CrudList<SeriesModel, SeriesModelFormValues>
        model={seriesModelList}
        fields={seriesModelFields}
        rowKey="id"
        scope={scope}
        stateInUrl={false}
        overrides={{
          icon_url: { render: (_, model) => thumbnail(model.icon_url) },
          deleted_flag: statusColumn(intl),
        }}
        edit={{
          editing,
          requirement: [PRIVILEGES.seriesModelSave],
          toValues: seriesModelFormValues,
          shown: isShown,
          create: isShown(series)
            ? { labelKey: 'carOption.seriesModel.create', values: () => newSeriesModel(series.id) }
            : undefined,
        }}
        remove={{
          requirement: [PRIVILEGES.seriesModelSave],
          titleKey: 'carOption.seriesModel.deleteTitle',
          contentKey: 'carOption.seriesModel.deleteConfirm',
          shown: isShown,
          action: (model) => seriesModelSoftDelete.requested(softDeleteRequest(seriesModelInput(model))),
        }}
      />
    </Drawer>
  );
}
