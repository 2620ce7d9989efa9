import { Suspense, useEffect, useRef, useState } from 'react';
import { App, Form, Tabs, Typography } from 'antd';
import { useIntl } from 'react-intl';
import { useParams } from 'react-router';
import { PRIVILEGES } from 'config/privileges';
import type { PageElement } from 'config/pageBuilder/blocks';
import { checkBlocks } from 'config/pageBuilder/validate';
import { floorDocument, floorFormValues, floorPagePath, floorSaveRequest } from 'src-models/floors';
import { pageBuilderActions, selectBuilder, type HistoryStep } from 'src-models/pageBuilder';
import { selectCan } from 'src-models/session';
import { DocumentEditorFrame, DocumentSaveButton, useDocumentPage } from 'src/components/drafts';
import { PageSpinner } from 'src/components/PageSpinner';
import { lazyNamed } from 'src/components/lazyNamed';
import { useProblemText } from 'src/components/pageBuilder/ImportDialog';
import { useKeptHistory } from 'src/components/pageBuilder/keptHistory';
import { useAppDispatch, useAppSelector, useAppStore } from 'src/store/hooks';
import { floorEditorPath, floorListPath, useFloorPlace } from './floorPlace';
import { PreviewCodeButton } from './PreviewCodeButton';
import { fieldsFromDraft, fieldsToDraft, toFields, toFormValues, type FloorFields } from './scheduleFields';
import { SettingForm } from './SettingForm';
import { useT } from 'src/components/useT';

// The page builder (and react-grid-layout) loads when the Layout tab opens.
const PageBuilder = lazyNamed(
  () => import(/* webpackChunkName: "page-builder" */ 'src/components/pageBuilder/PageBuilder'),
  'PageBuilder',
);

type Tab = 'setting' | 'layout';

/**
 * One floor (02-operations §2 screen 10): `/floor/tabs/{type}/create` and `/floor/render/create` write a new
 * one, `.../{id}` shows and edits one. The Setting tab, and the Layout tab's page builder, whose blocks are
 * checked and sent with the settings. Back, Save (with the create or update privilege) and the preview code in
 * the header. Save once per burst of clicks; what was typed when the session expired is offered back after the
 * next login, and the page being built outlives a reload until it is saved; leaving with unsaved changes (of
 * either tab) asks first.
 */
export default function FloorEditorPage() {
  const intl = useIntl();
  const t = useT();
  const { id = null } = useParams<{ id?: string }>();
  const place = useFloorPlace();
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const { message } = App.useApp();
  const problemText = useProblemText();
  const [tab, setTab] = useState<Tab>('setting');
  // The layout is unsaved once the builder's last step is not the one it had when opened or saved.
  const savedStep = useRef<HistoryStep | undefined>(undefined);
  const layoutUnsaved = () => selectBuilder(store.getState()).past.at(-1) !== savedStep.current;
  useKeptHistory();
  const page = useDocumentPage({
    document: floorDocument,
    id,
    kind: 'floor',
    canSave: useAppSelector((state) =>
      selectCan(state, [id ? PRIVILEGES.floorUpdate : PRIVILEGES.floorCreate]),
    ),
    // A new floor starts empty.
    toValues: (saved) => toFields(floorFormValues(saved, id)),
    toDraft: fieldsToDraft,
    fromDraft: fieldsFromDraft,
    editPath: (savedId) => floorEditorPath(place, savedId),
    unsavedElsewhere: layoutUnsaved,
    onSaved: () => {
      savedStep.current = selectBuilder(store.getState()).past.at(-1);
      dispatch(pageBuilderActions.pageSaved());
    },
  });
  const { saved, loaded, editable } = page;
  const current = id && saved?.id === id ? saved : null;

  const pageKey = id ? `floor:${id}` : `floor:new:${place.type}`;
  const openedKey = useRef<string | null>(null);
  // The builder opens on the floor's blocks once they are there (a new floor starts empty), and stays open
  // through its saves, keeping its history.
  useEffect(() => {
    if (!loaded || openedKey.current === pageKey) return;
    openedKey.current = pageKey;
    dispatch(
      pageBuilderActions.builderOpened({
        pageKey,
        elements: (current?.layout?.elements ?? []) as PageElement[],
      }),
    );
    savedStep.current = undefined;
  }, [loaded, pageKey, current, dispatch]);

  const type = current?.type ?? place.type;
  const submit = (fields: FloorFields) => {
    const { elements } = selectBuilder(store.getState());
    const { problems } = checkBlocks(elements);
    if (problems.length > 0) {
      void message.error(problemText(problems[0]));
      setTab('layout');
      page.saving.release();
      return;
    }
    page.save(floorSaveRequest(toFormValues(fields), { id, type, layout: { ...current?.layout, elements } }));
  };

  return (
    <DocumentEditorFrame
      page={page}
      title={
        id
          ? intl.formatMessage({ id: 'floor.editor.titleEdit' }, { title: current?.title ?? '' })
          : t('floor.editor.titleNew')
      }
      titleExtra={
        <Typography.Text code>
          {intl.formatMessage({ id: 'floor.editor.page' }, { path: `/${floorPagePath(type)}` })}
        </Typography.Text>
      }
      actions={
        <>
          {id && loaded ? <PreviewCodeButton type={type} id={id} /> : null}
          <DocumentSaveButton page={page}>{t('floor.save')}</DocumentSaveButton>
        </>
      }
      backTo={floorListPath(place)}
      backLabel="floor.back"
      loadFailedTitle="floor.loadFailed"
    >
      <Tabs
        activeKey={tab}
        onChange={(key) => setTab(key as Tab)}
        items={[
          {
            key: 'setting',
            label: t('floor.tab.setting'),
            forceRender: true,
            children: (
              <Form<FloorFields>
                {...page.formProps}
                onFinish={submit}
                onFinishFailed={() => {
                  setTab('setting');
                  page.saving.release();
                }}
              >
                <SettingForm />
              </Form>
            ),
          },
          {
            key: 'layout',
            label: t('floor.tab.layout'),
            children: loaded ? (
              <Suspense fallback={<PageSpinner />}>
                <PageBuilder fileName={current?.title || 'floor'} readOnly={!editable} />
              </Suspense>
            ) : null,
          },
        ]}
      />
    </DocumentEditorFrame>
  );
}
