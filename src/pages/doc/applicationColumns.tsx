import { Button, Space, Tag } from 'antd';
import type { IntlShape } from 'react-intl';
import { Link } from 'react-router';
import { applicationFields } from 'src-models/docs';
import type { DocApplication } from 'src-services/docs';
import { AuditTrailButton } from 'src/components/auditTrail';
import { catalogueColumns, type ListColumn } from 'src/components/list';
import { linkTo } from 'src/routes/links';
import type { MessageId } from 'src-locales/messageIds';

// Colours whose text reads on their tag (config/theme.ts darkens antd's green, orange and blue; gold does not read).
const TYPE_COLORS = { join: 'default', annual_review: 'purple', leave: 'orange' } as const;
const STATE_COLORS = { applying: 'blue', pass: 'green', reject: 'red' } as const;

/** 03 §4: approve and reject only while applying and not deleted. */
export const isOpen = (application: DocApplication) =>
  application.state === 'applying' && application.deleted_flag !== 1;

/** How the approval run and the audit trail name an application: the applicant and the club. */
export const applicationName = (application: DocApplication) =>
  `${application.name} · ${application.doc_name}`;

export interface ApplicationRowActions {
  /** The operator may approve and reject (the audit privilege or the club administrator). */
  canAudit: boolean;
  /** A run is under way: its buttons wait. */
  busy: boolean;
  /** The list shows one club's applications: no link to them from the club's cell. */
  oneClub: boolean;
  onApprove: (application: DocApplication) => void;
  onReject: (application: DocApplication) => void;
}

/** The application list's columns (03-community-analytics §2.1): kinds and states as tags, the row actions. */
export function applicationColumns(
  intl: IntlShape,
  actions: ApplicationRowActions,
): ListColumn<DocApplication>[] {
  const t = (id: MessageId) => intl.formatMessage({ id });
  return catalogueColumns<DocApplication>(
    applicationFields,
    intl,
    {
      doc_name: {
        render: (_, application) =>
          actions.oneClub ? (
            application.doc_name
          ) : (
            <Link to={linkTo('/doc/:id/application/list', { id: application.doc_id })}>
              {application.doc_name}
            </Link>
          ),
      },
      type: {
        render: (_, application) => (
          <Tag color={TYPE_COLORS[application.type]}>{t(`doc.application.type.${application.type}`)}</Tag>
        ),
      },
      state: {
        render: (_, application) => (
          <Space size={4}>
            <Tag color={STATE_COLORS[application.state]}>
              {t(`doc.application.state.${application.state}`)}
            </Tag>
            {application.deleted_flag === 1 ? <Tag>{t('doc.application.deleted')}</Tag> : null}
          </Space>
        ),
      },
      apply_reason: { ellipsis: true },
      reject_reason: { ellipsis: true },
      motor_names: { render: (_, application) => (application.motor_names ?? []).join(', ') },
    },
    [
      {
        key: 'actions',
        titleKey: 'doc.field.actions',
        fixed: 'right',
        render: (_, application) => (
          <Space size={0}>
            {actions.canAudit && isOpen(application) ? (
              <>
                <Button
                  type="link"
                  size="small"
                  disabled={actions.busy}
                  onClick={() => actions.onApprove(application)}
                >
                  {t('doc.application.approve')}
                </Button>
                <Button
                  type="link"
                  size="small"
                  danger
                  disabled={actions.busy}
                  onClick={() => actions.onReject(application)}
                >
                  {t('doc.application.reject')}
                </Button>
              </>
            ) : null}
            <AuditTrailButton
              kind="docApplication"
              recordId={application.id}
              recordName={applicationName(application)}
            />
          </Space>
        ),
      },
    ],
  );
}
