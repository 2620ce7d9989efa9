import { Suspense, useEffect, useRef, useState } from 'react';
import { App, Form, Tabs, Typography } from 'antd';
import { useIntl } from 'react-intl';
import { useParams } from 'react-router';
import { PRIVILEGES } from 'config/privileges';
import {
  floorDocument,
  floorFormValues,
  floorPagePath,
  floorSaveAsked,
  selectFloorLayout,
} from 'src-models/floors';
import { selectCan } from 'src-models/session';
import { DocumentEditorFrame, DocumentSaveButton, useDocumentPage } from 'src/components/drafts';
import { PageSpinner } from 'src/components/PageSpinner';
import { lazyNamed } from 'src/components/lazyNamed';
import { useProblemText } from 'src/components/pageBuilder/ImportDialog';
import { useAppSelector } from 'src/store/hooks';
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
 * one, `.../{id}` shows and edits one. The Setting tab, and the Layout tab's page builder: both are the floor
 * document's (its settings and its layout part), saved together once the model has checked the blocks. Back,
 * Save (with the create or update privilege) and the preview code in the header. Save once per burst of
 * clicks; what was typed and built (the settings and the page with its history, one draft) is offered back after
 * an expired session's next login or a reload; leaving with unsaved changes (of either tab) asks first.
 */
export default function FloorEditorPage() {
  const intl = useIntl();
  const t = useT();
  const { id = null } = useParams<{ id?: string }>();
  const place = useFloorPlace();
  const { message } = App.useApp();
  const problemText = useProblemText();
  const [tab, setTab] = useState<Tab>('setting');
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
    // The page being built (and what was typed) outlives a reload too, offered back as one draft.
    throughReload: true,
  });
  const { saved, loaded, editable } = page;
  const current = id && saved?.id === id ? saved : null;

  // The model refused the layout: say why where it can be mended.
  const refused = useAppSelector((state) => selectFloorLayout(state).refused);
  const shownRefusal = useRef(refused);
  useEffect(() => {
    if (!refused || refused === shownRefusal.current) return;
    shownRefusal.current = refused;
    void message.error(problemText(refused.problem));
    setTab('layout');
    page.saving.release();
  }, [refused, message, problemText, page.saving]);

  const type = current?.type ?? place.type;

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
                // The model adds the layout; a floor keeps its own type, a new one takes its place's.
                onFinish={(input) =>
                  page.send((requestId) =>
                    floorSaveAsked({
                      requestId,
                      values: toFormValues(input),
                      target: { id, type: place.type },
                    }),
                  )
                }
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
                <PageBuilder
                  source={selectFloorLayout}
                  fileName={current?.title || 'floor'}
                  readOnly={!editable}
                />
              </Suspense>
            ) : null,
          },
        ]}
      />
    </DocumentEditorFrame>
  );
}
