import { useCallback, useEffect, useRef } from 'react';
import { Button, Card, Form, Space, Spin, Tabs, Typography } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { useIntl } from 'react-intl';
import { useNavigate, useParams } from 'react-router';
import { PRIVILEGES } from 'config/privileges';
import {
  floorActions,
  floorFormValues,
  floorPagePath,
  floorSaveRequest,
  floorSelectors,
} from 'src-models/floors';
import { selectCan } from 'src-models/session';
import { DraftNotice, useDocumentEditor, useLeaveGuard } from 'src/components/drafts';
import { LoadFailure } from 'src/components/loadFailure';
import { SaveButton } from 'src/components/saving';
import { useAppDispatch, useAppSelector } from 'src/store/hooks';
import { floorEditorPath, useFloorPlace } from './paths';
import { PreviewCodeButton } from './PreviewCodeButton';
import { fieldsFromDraft, fieldsToDraft, toFields, toFormValues, type FloorFields } from './scheduleFields';
import { SettingForm } from './SettingForm';

const HEADER = {
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  flexWrap: 'wrap',
  gap: 8,
} as const;

/**
 * One floor (02-operations §2 screen 10): `/floor/tabs/{type}/create` and `/floor/render/create` write a new
 * one, `.../{id}` shows and edits one. The Setting tab; the page builder's Layout tab joins later, and until
 * then a save sends back the layout that was loaded. Back, Save (with the create or update privilege) and the
 * preview code in the header. Save once per burst of clicks; what was typed when the session expired is offered
 * back after the next login; leaving with unsaved changes asks first.
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
  const confirmLeave = useLeaveGuard(() => unsaved.current);

  useEffect(() => {
    forget();
    unsaved.current = false;
    dispatch(id ? floorActions.loadRequested({ id }) : floorActions.resetRequested());
  }, [id, dispatch, forget]);

  // The editor shows what the server holds for this floor once it is loaded or saved; a new one starts empty.
  useEffect(() => {
    fill(toFields(floorFormValues(saved, id ?? null)));
  }, [saved, id, fill]);

  useEffect(() => {
    if (saving.outcome !== 'succeeded') return;
    unsaved.current = false;
    if (!id && saved?.id) navigate(floorEditorPath(place, saved.id), { replace: true });
  }, [id, saving.outcome, saved, navigate, place]);

  if (id && load.status === 'failed' && load.error)
    return (
      <LoadFailure
        titleKey="floor.loadFailed"
        error={load.error}
        onRetry={() => dispatch(floorActions.loadRequested({ id }))}
      />
    );
  const current = id && saved?.id === id ? saved : null;
  const loaded = !id || (load.status === 'succeeded' && current !== null);
  const editable = canSave && loaded;
  const type = current?.type ?? place.type;
  const submit = (fields: FloorFields) =>
    saving.send((requestId) =>
      dispatch(
        floorActions.saveRequested({
          requestId,
          input: floorSaveRequest(toFormValues(fields), { id: id ?? null, type, layout: current?.layout }),
        }),
      ),
    );

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
          <Form<FloorFields>
            form={form}
            layout="vertical"
            onFinish={submit}
            onFinishFailed={saving.release}
            onValuesChange={(_changed, fields) => {
              unsaved.current = true;
              editor.changed(fields);
            }}
            disabled={!editable}
          >
            <Tabs
              items={[
                {
                  key: 'setting',
                  label: t('floor.tab.setting'),
                  children: <SettingForm />,
                  forceRender: true,
                },
              ]}
            />
          </Form>
        </Card>
      </Spin>
    </Space>
  );
}
