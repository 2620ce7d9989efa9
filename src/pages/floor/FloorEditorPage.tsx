import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { App, Button, Card, Form, Space, Spin, Tabs, Typography } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { useIntl } from 'react-intl';
import { useNavigate, useParams } from 'react-router';
import { PRIVILEGES } from 'config/privileges';
import type { PageElement } from 'config/pageBuilder/blocks';
import { checkBlocks } from 'config/pageBuilder/validate';
import {
  floorActions,
  floorFormValues,
  floorPagePath,
  floorSaveRequest,
  floorSelectors,
} from 'src-models/floors';
import { pageBuilderActions, selectBuilder, type HistoryStep } from 'src-models/pageBuilder';
import { selectCan } from 'src-models/session';
import { DraftNotice, useDocumentEditor, useLeaveGuard } from 'src/components/drafts';
import { LoadFailure } from 'src/components/loadFailure';
import { PageSpinner } from 'src/components/PageSpinner';
import { useProblemText } from 'src/components/pageBuilder/ImportDialog';
import { useKeptHistory } from 'src/components/pageBuilder/keptHistory';
import { SaveButton } from 'src/components/saving';
import { useAppDispatch, useAppSelector, useAppStore } from 'src/store/hooks';
import { floorEditorPath, useFloorPlace } from './paths';
import { PreviewCodeButton } from './PreviewCodeButton';
import { fieldsFromDraft, fieldsToDraft, toFields, toFormValues, type FloorFields } from './scheduleFields';
import { SettingForm } from './SettingForm';

// The page builder (and react-grid-layout) loads when the Layout tab opens.
const PageBuilder = lazy(() =>
  import(/* webpackChunkName: "page-builder" */ 'src/components/pageBuilder/PageBuilder').then((module) => ({
    default: module.PageBuilder,
  })),
);

type Tab = 'setting' | 'layout';

const HEADER = {
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  flexWrap: 'wrap',
  gap: 8,
} as const;

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
  const t = (key: string) => intl.formatMessage({ id: key });
  const { id } = useParams<{ id?: string }>();
  const place = useFloorPlace();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const saved = useAppSelector(floorSelectors.selectData);
  const load = useAppSelector(floorSelectors.selectLoad);
  const canSave = useAppSelector((state) =>
    selectCan(state, [id ? PRIVILEGES.floorUpdate : PRIVILEGES.floorCreate]),
  );
  const [form] = Form.useForm<FloorFields>();
  const editor = useDocumentEditor<FloorFields>({
    kind: 'floor',
    save: useAppSelector(floorSelectors.selectSave),
    load: id ? load.status : undefined,
    toDraft: fieldsToDraft,
    fromDraft: fieldsFromDraft,
  });
  const { saving, forget } = editor;
  // antd types nested field values recursively; the fields here are plain.
  const fill = useCallback(
    (fields: FloorFields) => form.setFieldsValue(fields as Parameters<typeof form.setFieldsValue>[0]),
    [form],
  );
  const unsaved = useRef(false);
  const store = useAppStore();
  const { message } = App.useApp();
  const problemText = useProblemText();
  const [tab, setTab] = useState<Tab>('setting');
  // The layout is unsaved once the builder's last step is not the one it had when opened or saved.
  const savedStep = useRef<HistoryStep | undefined>(undefined);
  const layoutUnsaved = () => selectBuilder(store.getState()).past.at(-1) !== savedStep.current;
  const confirmLeave = useLeaveGuard(() => unsaved.current || layoutUnsaved());
  useKeptHistory();

  useEffect(() => {
    forget();
    unsaved.current = false;
    dispatch(id ? floorActions.loadRequested({ id }) : floorActions.resetRequested());
  }, [id, dispatch, forget]);

  // The editor shows what the server holds for this floor once it is loaded or saved; a new one starts empty.
  useEffect(() => {
    fill(toFields(floorFormValues(saved, id ?? null)));
  }, [saved, id, fill]);

  // Once per save (the effect runs again on other changes while the outcome stays 'succeeded').
  const savedAnswer = useRef<unknown>(null);
  useEffect(() => {
    if (saving.outcome !== 'succeeded') return;
    unsaved.current = false;
    if (savedAnswer.current !== saved) {
      savedAnswer.current = saved;
      savedStep.current = selectBuilder(store.getState()).past.at(-1);
      dispatch(pageBuilderActions.pageSaved());
    }
    if (!id && saved?.id) navigate(floorEditorPath(place, saved.id), { replace: true });
  }, [id, saving.outcome, saved, navigate, place, store, dispatch]);

  const current = id && saved?.id === id ? saved : null;
  const loaded = !id || (load.status === 'succeeded' && current !== null);
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

  if (id && load.status === 'failed' && load.error)
    return (
      <LoadFailure
        titleKey="floor.loadFailed"
        error={load.error}
        onRetry={() => dispatch(floorActions.loadRequested({ id }))}
      />
    );
  const editable = canSave && loaded;
  const type = current?.type ?? place.type;
  const submit = (fields: FloorFields) => {
    const { elements } = selectBuilder(store.getState());
    const { problems } = checkBlocks(elements);
    if (problems.length > 0) {
      void message.error(problemText(problems[0]));
      setTab('layout');
      saving.release();
      return;
    }
    saving.send((requestId) =>
      dispatch(
        floorActions.saveRequested({
          requestId,
          input: floorSaveRequest(toFormValues(fields), {
            id: id ?? null,
            type,
            layout: { ...current?.layout, elements },
          }),
        }),
      ),
    );
  };

  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      <div style={HEADER}>
        <Space>
          <Button
            icon={<ArrowLeftOutlined />}
            aria-label={t('floor.back')}
            onClick={() => confirmLeave(() => navigate(place.base))}
          />
          <Typography.Title level={4} style={{ margin: 0 }}>
            {id
              ? intl.formatMessage({ id: 'floor.editor.titleEdit' }, { title: current?.title ?? '' })
              : t('floor.editor.titleNew')}
          </Typography.Title>
          <Typography.Text code>
            {intl.formatMessage({ id: 'floor.editor.page' }, { path: `/${floorPagePath(type)}` })}
          </Typography.Text>
        </Space>
        <Space>
          {id && loaded ? <PreviewCodeButton type={type} id={id} /> : null}
          {canSave ? (
            <SaveButton saving={saving} form={form}>
              {t('floor.save')}
            </SaveButton>
          ) : null}
        </Space>
      </div>
      {editor.offered && editable && editor.loaded ? (
        <DraftNotice
          draft={editor.offered}
          onRestore={() =>
            editor.restore((fields) => {
              fill(fields);
              unsaved.current = true;
            })
          }
          onDiscard={editor.discard}
        />
      ) : null}
      <Spin spinning={!loaded}>
        <Card>
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
                    form={form}
                    layout="vertical"
                    onFinish={submit}
                    onFinishFailed={() => {
                      setTab('setting');
                      saving.release();
                    }}
                    onValuesChange={(_changed, fields) => {
                      unsaved.current = true;
                      editor.changed(fields);
                    }}
                    disabled={!editable}
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
        </Card>
      </Spin>
    </Space>
  );
}
