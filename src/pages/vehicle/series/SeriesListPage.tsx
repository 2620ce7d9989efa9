import { lazy, Suspense, useMemo, useState } from 'react';
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
import { useModalEditor } from 'src/components/drafts';
import { catalogueColumns, CreateButton, ListContainer, useConfirmedAction } from 'src/components/list';
import { RouteTabs } from 'src/components/routeTabs/RouteTabs';
import { SheetImportButton } from 'src/components/sheetImport';
import { useAppDispatch, useAppSelector } from 'src/store/hooks';
import { actionsColumn, isShown, statusColumn, thumbnail } from '../shared/cells';
import type { DrawerState } from '../shared/drawer';

// The forms and the drawer load when the operator opens them, not with the list.
const SeriesFormModal = lazy(() =>
  import(/* webpackChunkName: "vehicle-series-form" */ './SeriesFormModal').then((module) => ({
    default: module.SeriesFormModal,
  })),
);
const SeriesModelFormModal = lazy(() =>
  import(/* webpackChunkName: "vehicle-series-form" */ './SeriesModelFormModal').then((module) => ({
    default: module.SeriesModelFormModal,
  })),
);
const SeriesModelsDrawer = lazy(() =>
  import(/* webpackChunkName: "vehicle-series-models" */ './SeriesModelsDrawer').then((module) => ({
    default: module.SeriesModelsDrawer,
  })),
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
  const canSave = useAppSelector((state) => selectCan(state, [PRIVILEGES.carSeriesSave]));
  const canSeeModels = useAppSelector((state) => selectCan(state, [PRIVILEGES.seriesModelSearch]));
  const canSaveModel = useAppSelector((state) => selectCan(state, [PRIVILEGES.seriesModelSave]));
  const editing = useModalEditor<SeriesFormValues>(ROUTE, 'series');
  // The model form lives on the page, so a kept model draft comes back without its drawer.
  const modelEditing = useModalEditor<SeriesModelFormValues>(`${ROUTE}/model`, 'seriesModel');
  const [drawer, setDrawer] = useState<DrawerState<Series> | null>(null);
  const { open } = editing;
  const confirm = useConfirmedAction();

  const columns = useMemo(
    () =>
      catalogueColumns<Series>(
        seriesFields,
        intl,
        {
          icon_url: { render: (_, record) => thumbnail(record.icon_url) },
          background_url: { render: (_, record) => thumbnail(record.background_url) },
          deleted_flag: statusColumn(intl),
        },
        actionsColumn<Series>(intl, [
          {
            key: 'models',
            labelKey: 'carOption.models',
            allowed: canSeeModels,
            run: (record) => setDrawer({ parent: record, open: true }),
          },
          {
            key: 'edit',
            labelKey: 'carOption.edit',
            allowed: canSave,
            shown: isShown,
            run: (record) => open(seriesFormValues(record)),
          },
          {
            key: 'delete',
            labelKey: 'carOption.delete',
            allowed: canSave,
            shown: isShown,
            danger: true,
            run: (record) =>
              confirm({
                titleKey: 'carOption.series.deleteTitle',
                contentKey: 'carOption.series.deleteConfirm',
                okKey: 'carOption.delete',
                values: { name: record.name },
                danger: true,
                action: seriesSoftDelete.requested(softDeleteRequest(seriesInput(record))),
              }),
          },
        ]),
      ),
    [intl, canSave, canSeeModels, open, confirm],
  );

  return (
    <>
      <RouteTabs group="vehicle" />
      {editing.notice}
      {modelEditing.notice}
      <ListContainer<Series>
        model={seriesList}
        columns={columns}
        filterFields={seriesFields.filterFields}
        rowKey="id"
        exportName={{ sheetName: intl.formatMessage({ id: 'carOption.series.sheet' }), path: 'series' }}
        toolbar={[
          ...(canSave
            ? [
                <CreateButton
                  key="create"
                  label={intl.formatMessage({ id: 'carOption.series.create' })}
                  onClick={() => open(NEW_SERIES)}
                />,
              ]
            : []),
          ...(canImport
            ? [
                <SheetImportButton
                  key="import"
                  kind="series"
                  onImported={() => dispatch(seriesList.actions.searchRequested())}
                />,
              ]
            : []),
        ]}
      />
      {drawer && (
        <Suspense fallback={null}>
          <SeriesModelsDrawer
            series={drawer.parent}
            open={drawer.open}
            onClose={() => setDrawer({ ...drawer, open: false })}
            afterClose={() => setDrawer((current) => (current?.open ? current : null))}
            canSave={canSaveModel}
            onEdit={modelEditing.open}
          />
        </Suspense>
      )}
      {editing.editor && (
        <Suspense fallback={null}>
          <SeriesFormModal
            initial={editing.editor.initial}
            restored={editing.editor.restored}
            draftKey={editing.draftKey}
            onClose={editing.close}
          />
        </Suspense>
      )}
      {modelEditing.editor && (
        <Suspense fallback={null}>
          <SeriesModelFormModal
            initial={modelEditing.editor.initial}
            restored={modelEditing.editor.restored}
            draftKey={modelEditing.draftKey}
            onClose={modelEditing.close}
          />
        </Suspense>
      )}
    </>
  );
}
