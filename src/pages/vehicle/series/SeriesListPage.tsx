import { Suspense, useState } from 'react';
import { useIntl } from 'react-intl';
import { PRIVILEGES } from 'config/privileges';
import {
  NEW_SERIES,
  seriesFields,
  seriesFormValues,
  seriesInput,
  seriesList,
  seriesSoftDelete,
  softDeleteRequest,
  type SeriesFormValues,
  type SeriesModelFormValues,
} from 'src-models/carOptions';
import { selectCan } from 'src-models/session';
import type { Series } from 'src-services/carOptions';
import { OpenEditor, useModalEditor } from 'src/components/drafts';
import { lazyNamed } from 'src/components/lazyNamed';
import { CrudList } from 'src/components/list';
import { RouteTabs } from 'src/components/routeTabs/RouteTabs';
import { SheetImportButton } from 'src/components/sheetImport';
import { useAppDispatch, useAppSelector } from 'src/store/hooks';
import { isShown, statusColumn, thumbnail } from '../shared/cells';
import type { DrawerState } from '../shared/drawer';

// The forms and the drawer load when the operator opens them, not with the list.
const SeriesFormModal = lazyNamed(
  () => import(/* webpackChunkName: "vehicle-series-form" */ './SeriesFormModal'),
  'SeriesFormModal',
);
const SeriesModelFormModal = lazyNamed(
  () => import(/* webpackChunkName: "vehicle-series-form" */ './SeriesModelFormModal'),
  'SeriesModelFormModal',
);
const SeriesModelsDrawer = lazyNamed(
  () => import(/* webpackChunkName: "vehicle-series-models" */ './SeriesModelsDrawer'),
  'SeriesModelsDrawer',
);

const ROUTE = '/vehicle/series';

/**
 * Brand series (02-operations §2 screen 5, §4): add and edit in a modal, soft delete after a confirmation (edit
 * and delete only while shown), and each series' models in a side drawer.
 */
export default function SeriesListPage() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  // The series file creates series and their models: the series save privilege, as the backend asks.
  const canImport = useAppSelector((state) => selectCan(state, [PRIVILEGES.carSeriesSave]));
  const canSeeModels = useAppSelector((state) => selectCan(state, [PRIVILEGES.seriesModelSearch]));
  const editing = useModalEditor<SeriesFormValues>(ROUTE, 'series');
  // The model form lives on the page, so a kept model draft comes back without its drawer.
  const modelEditing = useModalEditor<SeriesModelFormValues>(`${ROUTE}/model`, 'seriesModel');
  const [drawer, setDrawer] = useState<DrawerState<Series> | null>(null);

  return (
    <>
      <RouteTabs group="vehicle" />
      {modelEditing.notice}
      <CrudList<Series, SeriesFormValues>
        model={seriesList}
        fields={seriesFields}
        rowKey="id"
        exportName={{ sheetName: intl.formatMessage({ id: 'carOption.series.sheet' }), path: 'series' }}
        overrides={{
          icon_url: { render: (_, record) => thumbnail(record.icon_url) },
          background_url: { render: (_, record) => thumbnail(record.background_url) },
          deleted_flag: statusColumn(intl),
        }}
        rowActions={[
          {
            key: 'models',
            labelKey: 'carOption.models',
            allowed: canSeeModels,
            run: (record) => setDrawer({ parent: record, open: true }),
          },
        ]}
        edit={{
          editing,
          requirement: [PRIVILEGES.carSeriesSave],
          toValues: seriesFormValues,
          shown: isShown,
          create: { labelKey: 'carOption.series.create', values: () => NEW_SERIES },
        }}
        remove={{
          requirement: [PRIVILEGES.carSeriesSave],
          titleKey: 'carOption.series.deleteTitle',
          contentKey: 'carOption.series.deleteConfirm',
          shown: isShown,
          action: (record) => seriesSoftDelete.requested(softDeleteRequest(seriesInput(record))),
        }}
        form={SeriesFormModal}
        toolbar={
          canImport
            ? [
                <SheetImportButton
                  key="import"
                  kind="series"
                  onImported={() => dispatch(seriesList.actions.searchRequested())}
                />,
              ]
            : []
        }
      />
      {drawer && (
        <Suspense fallback={null}>
          <SeriesModelsDrawer
            series={drawer.parent}
            open={drawer.open}
            onClose={() => setDrawer({ ...drawer, open: false })}
            afterClose={() => setDrawer((current) => (current?.open ? current : null))}
            editing={modelEditing}
          />
        </Suspense>
      )}
      <OpenEditor editing={modelEditing} form={SeriesModelFormModal} />
    </>
  );
}
