import { useEffect, useMemo } from 'react';
import {
  ProFormDateTimeRangePicker,
  ProFormRadio,
  ProFormSelect,
  ProFormText,
  ProFormTextArea,
} from '@ant-design/pro-components';
import { Button, Col, Empty, Form, Row, Tabs } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useHref, useNavigate, useParams } from 'react-router';
import { PRIVILEGES } from 'config/privileges';
import {
  ACTIVITY_BEHAVIOURS,
  activityDocument,
  activityFormValues,
  activityInputFromForm,
  couponDetailsRequested,
  couponOptionsRequested,
  editorOpened,
  selectActivityEditor,
  type ActivityFormValues,
} from 'src-models/couponActivities';
import type { JsonValue } from 'src-models/common';
import { selectCan } from 'src-models/session';
import { DocumentEditorFrame, DocumentSaveButton, useDocumentPage } from 'src/components/drafts';
import { LoadFailure } from 'src/components/loadFailure';
import { useAppDispatch, useAppSelector } from 'src/store/hooks';
import { CouponDetail } from './CouponDetail';
import { linkTo } from 'src/routes/links';
import { useT } from 'src/components/useT';

/** The form's values: those of the model's form, with the schedule as the date pickers hold it. */
interface Fields extends Omit<ActivityFormValues, 'schedule'> {
  schedule?: [Dayjs | null, Dayjs | null];
}

const LIST = linkTo('/coupon/activity/list');
/** A new activity: online, no coupon chosen yet. */
const NEW_ACTIVITY: Fields = { status: 'online', card_ids: [] };
const NO_CARDS: string[] = [];

function toModelValues(fields: Fields): ActivityFormValues {
  const [begin, end] = fields.schedule ?? [];
  return { ...fields, schedule: begin || end ? [begin?.unix() ?? null, end?.unix() ?? null] : undefined };
}

function toFields(values: ActivityFormValues): Fields {
  const [begin, end] = values.schedule ?? [];
  const day = (seconds: number | null | undefined) => (seconds ? dayjs.unix(seconds) : null);
  return { ...values, schedule: begin || end ? [day(begin), day(end)] : undefined };
}

/**
 * The coupon-drop activity editor (02-operations §2 screen 1): the form on the left, one tab per chosen coupon
 * on the right; Save and Cancel in the page header. `/coupon/activity/create` writes a new activity,
 * `/coupon/activity/:id` edits one; once saved, the list shows again. A burst of clicks saves once; what was
 * typed when the session expired is offered back after the next login; leaving with unsaved changes asks first.
 */
export default function ActivityEditorPage() {
  const t = useT();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const listHref = useHref(LIST);
  const { id = null } = useParams<{ id?: string }>();
  const page = useDocumentPage({
    document: activityDocument,
    id,
    kind: 'couponActivity',
    canSave: useAppSelector((state) => selectCan(state, [PRIVILEGES.couponActivitySave])),
    // A new activity starts online with no coupon; a saved one is not shown again (the list is).
    toValues: (saved) => {
      if (id === null) return saved ? null : NEW_ACTIVITY;
      return saved?.id === id ? toFields(activityFormValues(saved)) : null;
    },
    toDraft: (fields: Fields) => toModelValues(fields) as unknown as JsonValue,
    fromDraft: (draft) => toFields(draft as unknown as ActivityFormValues),
    onSaved: () => navigate(LIST),
  });
  const activity = page.saved;
  const editor = useAppSelector(selectActivityEditor);
  const watched = Form.useWatch('card_ids', page.form);
  const cardIds = watched ?? NO_CARDS;

  useEffect(() => {
    dispatch(editorOpened({ id }));
  }, [dispatch, id]);

  useEffect(() => {
    if (cardIds.length) dispatch(couponDetailsRequested({ cardIds }));
  }, [cardIds, dispatch]);

  const options = useMemo(() => {
    const known = new Map(editor.options.items.map((item) => [item.card_id, item.title]));
    // A chosen coupon may no longer be offered (deactivated since): keep its name on the chip.
    const own = id && activity?.id === id ? (activity.cards ?? []) : [];
    for (const card of own) if (!known.has(card.id)) known.set(card.id, card.name);
    return [...known].map(([value, label]) => ({ value, label }));
  }, [editor.options.items, activity, id]);

  return (
    <DocumentEditorFrame
      page={page}
      title={t(id ? 'coupon.activity.editTitle' : 'coupon.activity.createTitle')}
      backTo={LIST}
      backLabel="coupon.activity.back"
      loadFailedTitle="coupon.activity.loadFailed"
      actions={
        <>
          {/* A link, so the leave guard asks first when there are unsaved changes. */}
          <Button
            href={listHref}
            onClick={(event) => {
              event.preventDefault();
              navigate(LIST);
            }}
          >
            {t('coupon.activity.cancel')}
          </Button>
          <DocumentSaveButton page={page}>{t('coupon.activity.save')}</DocumentSaveButton>
        </>
      }
    >
      <Row gutter={24}>
        <Col xs={24} lg={10}>
          <Form<Fields>
            {...page.formProps}
            onFinish={(fields) => page.save(activityInputFromForm(toModelValues(fields), id))}
            onFinishFailed={page.saving.release}
          >
            <ProFormText
              name="name"
              label={t('coupon.activity.field.name')}
              rules={[{ required: true, whitespace: true, message: t('coupon.activity.rule.nameRequired') }]}
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
                onRetry={() => dispatch(couponOptionsRequested({ activityId: id }))}
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
          </Form>
        </Col>
        <Col xs={24} lg={14}>
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
        </Col>
      </Row>
    </DocumentEditorFrame>
  );
}
