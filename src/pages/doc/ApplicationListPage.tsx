import { Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { Button, Space, Typography } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { useIntl } from 'react-intl';
import { useNavigate, useParams } from 'react-router';
import { PRIVILEGES } from 'config/privileges';
import {
  applicationFields,
  applicationLists,
  docAreaActions,
  docDocuments,
  selectApproval,
} from 'src-models/docs';
import { newRequestId } from 'src-models/common';
import { selectCan } from 'src-models/session';
import type { DocApplication } from 'src-services/docs';
import type { QueryItem } from 'src-services/types';
import { lazyNamed } from 'src/components/lazyNamed';
import { ListContainer, useConfirmedAction } from 'src/components/list';
import { RouteTabs } from 'src/components/routeTabs/RouteTabs';
import { ForbiddenPage } from 'src/pages/errors/ForbiddenPage';
import { useAppDispatch, useAppSelector } from 'src/store/hooks';
import { applicationColumns, applicationName, isOpen } from './applicationColumns';
import { linkTo } from 'src/routes/links';
import { DocRoleGate, docTabShows, useApplicationRights, type DocRoleView } from './useDocRole';
import type { MessageId } from 'src-locales/messageIds';

// What opens on a click loads on that click, not with the list.
const RejectModal = lazyNamed(
  () => import(/* webpackChunkName: "doc-reject" */ './RejectModal'),
  'RejectModal',
);
const ApprovalResults = lazyNamed(
  () => import(/* webpackChunkName: "doc-approval-results" */ './ApprovalResults'),
  'ApprovalResults',
);

interface Rejecting {
  rows: { id: string; name: string }[];
  batch: boolean;
}

const toRow = (application: DocApplication) => ({ id: application.id, name: applicationName(application) });

/** One club's name over its applications, with Back (03 §2.1: 'the detail title is the document name'). */
function ClubHeader({ id, role }: { id: string; role: DocRoleView }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const document = docDocuments[role.variant];
  const club = useAppSelector(document.selectors.selectState);
  const canList = useAppSelector((state) => selectCan(state, [PRIVILEGES.docSearch]));
  useEffect(() => {
    dispatch(document.actions.loadRequested({ id }));
  }, [dispatch, document, id]);
  const name = club.id === id ? club.data?.name : undefined;
  return (
    <Space style={{ marginBottom: 16 }}>
      <Button
        icon={<ArrowLeftOutlined />}
        aria-label={intl.formatMessage({ id: 'doc.back' })}
        onClick={() => navigate(canList ? linkTo('/doc/list') : linkTo('/doc/application/list'))}
      />
      <Typography.Title level={4} style={{ margin: 0 }}>
        {name ??
          (club.load.status === 'failed' ? intl.formatMessage({ id: 'doc.application.clubUnknown' }) : '…')}
      </Typography.Title>
      <Typography.Text type="secondary">{intl.formatMessage({ id: 'doc.tab.applications' })}</Typography.Text>
    </Space>
  );
}

function ApplicationList({ role, docId }: { role: DocRoleView; docId: string | null }) {
  const intl = useIntl();
  const t = useCallback(
    (id: MessageId, values?: Record<string, string | number>) => intl.formatMessage({ id }, values),
    [intl],
  );
  const dispatch = useAppDispatch();
  const rights = useApplicationRights()(role);
  const confirm = useConfirmedAction();
  const model = applicationLists[role.variant];
  const list = useAppSelector(model.selectors.selectState);
  const run = useAppSelector(selectApproval);
  const busy = run.status === 'running';
  const [rejecting, setRejecting] = useState<Rejecting | null>(null);
  const scope = useMemo((): QueryItem[] => (docId ? [{ k: 'doc_id', op: 'eq', v: docId }] : []), [docId]);

  const columns = useMemo(
    () =>
      applicationColumns(intl, {
        canAudit: rights.audit,
        busy,
        oneClub: docId !== null,
        onApprove: (application) =>
          confirm({
            titleKey: 'doc.approve.confirm',
            contentKey: 'doc.approve.content',
            okKey: 'doc.application.approve',
            values: { name: applicationName(application) },
            action: applicationApproval([toRow(application)], false),
          }),
        onReject: (application) => setRejecting({ rows: [toRow(application)], batch: false }),
      }),
    [intl, rights.audit, busy, docId, confirm],
  );

  const chosen = list.selection.flatMap((id) => {
    const application = list.entities[id];
    return application && isOpen(application) ? [toRow(application)] : [];
  });
  const selectable = useMemo(
    () =>
      rights.audit
        ? {
            label: (application: DocApplication) =>
              t('doc.batch.select', { name: applicationName(application) }),
            disabled: (application: DocApplication) => !isOpen(application),
          }
        : undefined,
    [rights.audit, t],
  );

  return (
    <>
      {rights.audit ? (
        <Space style={{ marginBottom: 8 }} wrap data-testid="application-selection">
          <Typography.Text>{t('doc.batch.selected', { count: chosen.length })}</Typography.Text>
          <Button
            disabled={chosen.length === 0 || busy}
            onClick={() =>
              confirm({
                titleKey: 'doc.approve.confirm',
                contentKey: 'doc.approve.contentMany',
                okKey: 'doc.application.approve',
                values: { count: String(chosen.length) },
                action: applicationApproval(chosen, true),
              })
            }
          >
            {t('doc.batch.approve')}
          </Button>
          <Button
            danger
            disabled={chosen.length === 0 || busy}
            onClick={() => setRejecting({ rows: chosen, batch: true })}
          >
            {t('doc.batch.reject')}
          </Button>
          {chosen.length > 0 ? (
            <Button type="link" onClick={() => dispatch(model.actions.selectionChanged([]))}>
              {t('doc.batch.clear')}
            </Button>
          ) : null}
        </Space>
      ) : null}
      <ListContainer<DocApplication>
        model={model}
        columns={columns}
        filterFields={applicationFields.filterFields}
        rowKey="id"
        scope={scope}
        selectable={selectable}
        exportName={{ sheetName: t('doc.application.sheet'), path: 'doc-applications' }}
      />
      <Suspense fallback={null}>
        {rejecting ? (
          <RejectModal rows={rejecting.rows} batch={rejecting.batch} onClose={() => setRejecting(null)} />
        ) : null}
        {run.batch && run.status !== 'idle' ? <ApprovalResults /> : null}
      </Suspense>
    </>
  );
}

/** The approval of these rows (after the confirmation 'Are you sure to approve?'). */
function applicationApproval(rows: { id: string; name: string }[], batch: boolean) {
  return docAreaActions.approvalRequested({ requestId: newRequestId(), action: 'approve', rows, batch });
}

/**
 * The membership applications (03-community-analytics §2.1, §4): every club's at /doc/application/list (a tab),
 * one club's at /doc/:id/application/list, titled with its name, with Back. Kinds and states as tags; an
 * applying, undeleted application offers Approve (after 'Are you sure to approve?') and Reject (a reason) to who
 * may audit; a selection is approved or rejected at once, each row's outcome reported. A club administrator sees
 * only their clubs' applications.
 */
export default function ApplicationListPage() {
  const params = useParams<{ id?: string }>();
  const docId = params.id ?? null;
  const rights = useApplicationRights();
  return (
    <DocRoleGate>
      {(role) =>
        rights(role).read ? (
          <>
            {docId ? (
              <ClubHeader id={docId} role={role} />
            ) : (
              <RouteTabs group="doc" shows={docTabShows(true)} />
            )}
            <ApplicationList key={`${role.variant}:${docId ?? ''}`} role={role} docId={docId} />
          </>
        ) : (
          <ForbiddenPage />
        )
      }
    </DocRoleGate>
  );
}
