import { useEffect, useMemo } from 'react';
import {
  ProForm,
  ProFormDateTimeRangePicker,
  ProFormRadio,
  ProFormSelect,
  ProFormText,
  ProFormTextArea,
} from '@ant-design/pro-components';
import { Button, Card, Col, Empty, Form, Result, Row, Space, Tabs, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useIntl } from 'react-intl';
import { useNavigate, useParams } from 'react-router';
import { PRIVILEGES } from 'config/privileges';
import {
  ACTIVITY_BEHAVIOURS,
  activityDocumentActions,
  activityFormValues,
  activityInputFromForm,
  activityDocumentSelectors,
  couponDetailsRequested,
  couponOptionsRequested,
  editorOpened,
  selectActivityEditor,
  type ActivityFormValues,
} from 'src-models/couponActivities';
import type { JsonValue } from 'src-models/common';
import { selectCan } from 'src-models/session';
import { describeError } from 'src-services/errors';
import { DraftNotice, useDocumentEditor } from 'src/components/drafts';
import { LoadFailure } from 'src/components/loadFailure';
import { useAppDispatch, useAppSelector } from 'src/store/hooks';
import { CouponDetail } from './CouponDetail';
import type { MessageId } from 'src-locales/messageIds';
import { linkTo } from 'src/routes/links';

/** The form's values: those of the model's form, with the schedule as the date pickers hold it. */
interface Fields extends Omit<ActivityFormValues, 'schedule'> {
  schedule?: [Dayjs | null, Dayjs | null];
}

const LIST = linkTo('/coupon/activity/list');
/** Stable: ProForm applies initial values again whenever the object changes. */
const INITIAL: Fields = { status: 'online', card_ids: [] };
const NO_CARDS: string[] = [];

function toValues(fields: Fields): ActivityFormValues {
  const [begin, end] = fields.schedule ?? [];
  return { ...fields, schedule: begin || end ? [begin?.unix() ?? null, end?.unix() ?? null] : undefined };
}

function fromValues(values: ActivityFormValues): Fields {
  const [begin, end] = values.schedule ?? [];
  const day = (seconds: number | null | undefined) => (seconds ? dayjs.unix(seconds) : null);
  return { ...values, schedule: begin || end ? [day(begin), day(end)] : undefined };
}

/**
 * The coupon-drop activity editor (02-operations §2 screen 1): the form on the left, one tab per chosen coupon
 * on the right; Save and Cancel in the page header.
 */
export default function ActivityEditorPage() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { id } = useParams();
  const activityId = id ?? null;
  const editor = useAppSelector(selectActivityEditor);
  const activity = useAppSelector(activityDocumentSelectors.selectData);
  const documentId = useAppSelector(activityDocumentSelectors.selectId);
  const load = useAppSelector(activityDocumentSelectors.selectLoad);
  const save = useAppSelector(activityDocumentSelectors.selectSave);
  const canSave = useAppSelector((state) => selectCan(state, [PRIVILEGES.couponActivitySave]));
  const [form] = Form.useForm<Fields>();
  const watched = Form.useWatch('card_ids', form);
  const cardIds = watched ?? NO_CARDS;
  const editing = useDocumentEditor<Fields>({
    kind: 'couponActivity',
    save,
    load: load.status,
    toDraft: (fields) => toValues(fields) as unknown as JsonValue,
    fromDraft: (draft) => fromValues(draft as unknown as ActivityFormValues),
  });
  const { saving } = editing;
  const t = (key: MessageId, values?: Record<string, string | number>) =>
    intl.formatMessage({ id: key }, values);

  useEffect(() => {
    dispatch(editorOpened({ id: activityId }));
  }, [dispatch, activityId]);

  const loaded = documentId === activityId && editing.loaded;
  useEffect(() => {
    if (loaded && activity) form.setFieldsValue(fromValues(activityFormValues(activity)));
  }, [loaded, activity, form]);

  useEffect(() => {
    if (cardIds.length) dispatch(couponDetailsRequested({ cardIds }));
  }, [cardIds, dispatch]);

  useEffect(() => {
    if (saving.outcome === 'succeeded') navigate(LIST);
  }, [saving.outcome, navigate]);

  const options = useMemo(() => {
    const known = new Map(editor.options.items.map((item) => [item.card_id, item.title]));
    // A chosen coupon may no longer be offered (deactivated since): keep its name on the chip.
    const own = activityId && activity?.id === activityId ? (activity.cards ?? []) : [];
    for (const card of own) if (!known.has(card.id)) known.set(card.id, card.name);
    return [...known].map(([value, label]) => ({ value, label }));
  }, [editor.options.items, activity, activityId]);

  // A burst of clicks saves once: the first click claims the save before validation has answered.
  const submit = async () => {
    if (!saving.claim()) return;
    const fields = await form.validateFields().catch(() => null);
    if (!fields) {
      saving.release();
      return;
    }
    saving.send((requestId) =>
      dispatch(
        activityDocumentActions.saveRequested({
          requestId,
          input: activityInputFromForm(toValues(fields), activityId),
        }),
      ),
    );
  };

  if (activityId && documentId === activityId && load.status === 'failed' && load.error) {
    const text = describeError(load.error, 'coupon.activity.detailFailed');
    return (
      <Result
        status="warning"
        title={'key' in text ? t(text.key) : text.text}
        extra={<Button onClick={() => navigate(LIST)}>{t('coupon.activity.back')}</Button>}
      />
    );
  }

  return (
    <>
      <div
        style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', marginBottom: 16 }}
      >
        <Typography.Title level={4} style={{ margin: 0 }}>
          {t(activityId ? 'coupon.activity.editTitle' : 'coupon.activity.createTitle')}
        </Typography.Title>
        <Space>
          <Button onClick={() => navigate(LIST)}>{t('coupon.activity.cancel')}</Button>
          {canSave && (
            <Button type="primary" loading={saving.busy} onClick={submit}>
              {t('coupon.activity.save')}
            </Button>
          )}
        </Space>
      </div>
      {editing.offered && (loaded || !activityId) && (
        <DraftNotice
          draft={editing.offered}
          onRestore={() => editing.restore((fields) => form.setFieldsValue(fields))}
          onDiscard={editing.discard}
        />
      )}
      <Row gutter={24}>
        <Col xs={24} lg={10}>
          <Card>
            <ProForm<Fields>
              form={form}
              submitter={false}
              disabled={!canSave}
              initialValues={INITIAL}
              onValuesChange={(_changed, all) => editing.changed(all)}
            >
              <ProFormText
                name="name"
                label={t('coupon.activity.field.name')}
                rules={[
                  { required: true, whitespace: true, message: t('coupon.activity.rule.nameRequired') },
                ]}
              />
              <ProFormTextArea
                name="description"
                label={t('coupon.activity.field.description')}
                fieldProps={{ rows: 3 }}
              />
              <ProFormSelect
                name="card_ids"
                label={t('coupon.activity.field.coupons')}
                mode="multiple"
                options={options}
                fieldProps={{
                  loading: editor.options.status === 'pending',
                  optionFilterProp: 'label',
                  showSearch: true,
                }}
                rules={[
                  {
                    required: true,
                    type: 'array',
                    min: 1,
                    message: t('coupon.activity.rule.couponsRequired'),
                  },
                ]}
              />
              {editor.options.status === 'failed' && editor.options.error && (
                <LoadFailure
                  titleKey="coupon.activity.optionsFailed"
                  error={editor.options.error}
                  onRetry={() => dispatch(couponOptionsRequested({ activityId }))}
                />
              )}
              <ProFormRadio.Group
                name="event_type"
                label={t('coupon.activity.field.behaviour')}
                options={ACTIVITY_BEHAVIOURS.map((value) => ({
                  value,
                  label: t(`coupon.activity.behaviour.${value}`),
                }))}
                rules={[{ required: true, message: t('coupon.activity.rule.behaviourRequired') }]}
              />
              <ProFormRadio.Group
                name="status"
                label={t('coupon.activity.field.status')}
                radioType="button"
                options={[
                  { value: 'online', label: t('coupon.activity.online') },
                  { value: 'offline', label: t('coupon.activity.offline') },
                ]}
              />
              <ProFormDateTimeRangePicker name="schedule" label={t('coupon.activity.field.schedule')} />
            </ProForm>
          </Card>
        </Col>
        <Col xs={24} lg={14}>
          <Card>
            {cardIds.length ? (
              <Tabs
                items={cardIds.map((cardId, index) => ({
                  key: cardId,
                  label: t('coupon.activity.couponTab', { n: index + 1 }),
                  children: <CouponDetail cardId={cardId} />,
                }))}
              />
            ) : (
              <Empty description={t('coupon.activity.choosePrompt')} />
            )}
          </Card>
        </Col>
      </Row>
    </>
  );
}
