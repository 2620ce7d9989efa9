import { Button, Space, Tag, Typography } from 'antd';
import { Thumbnails } from 'src/components/picture/Thumbnails';
import type { IntlShape } from 'react-intl';
import { isMediaUrl } from 'config/mediaUrl';
import { complaintFields } from 'src-models/vehicles';
import type { AuditDecision, AuditStatus, Complaint } from 'src-services/vehicles';
import { catalogueColumns, CellLoading, type ListColumn } from 'src/components/list';
import type { MessageId } from 'src-locales/messageIds';

const STATUS_COLOURS: Record<AuditStatus, string | undefined> = {
  pending: 'blue',
  pass: 'green',
  refuse: 'red',
};

/** The evidence field holds comma-separated URLs; only image URLs are shown (anything else is never loaded). */
export const evidenceImages = (complaint: Complaint): string[] =>
  (complaint.form_data.evidence ?? '')
    .split(',')
    .map((url) => url.trim())
    .filter(isMediaUrl);

export interface ComplaintRowActions {
  canAudit: boolean;
  /** The complaint whose decision is on its way, if any: its buttons wait. */
  busyId: string | null;
  onDecide: (complaint: Complaint, decision: AuditDecision) => void;
}

/** The complaint tab's columns: series and model together, the evidence photos, the audit tag, Pass and Refuse. */
export function complaintColumns(intl: IntlShape, actions: ComplaintRowActions): ListColumn<Complaint>[] {
  const t = (id: MessageId, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  return catalogueColumns<Complaint>(
    complaintFields,
    intl,
    {
      'metadata.series_name': {
        render: (_, { metadata }) =>
          [metadata.series_name || metadata.series_id, metadata.model_name || metadata.model_id]
            .filter(Boolean)
            .join(' / '),
      },
      'form_data.evidence': {
        render: (_, complaint) => (
          <Thumbnails
            urls={evidenceImages(complaint)}
            width={48}
            height={48}
            alt={(index) => t('vehicle.complaint.evidence', { number: index + 1 })}
          />
        ),
      },
      // The status comes after the row (its own call): busy until it answers, or said missing when it failed.
      audit_status: {
        render: (_, { audit_status: status, audit_status_error: error }) => {
          if (status)
            return <Tag color={STATUS_COLOURS[status]}>{t(`vehicle.complaint.status.${status}`)}</Tag>;
          if (error)
            return <Typography.Text type="secondary">{t('vehicle.complaint.statusFailed')}</Typography.Text>;
          return <CellLoading label={t('vehicle.complaint.statusLoading')} />;
        },
      },
    },
    actions.canAudit
      ? [
          {
            key: 'actions',
            titleKey: 'vehicle.actions',
            fixed: 'right',
            // Pass and refuse are final: only a complaint known to be pending offers them.
            render: (_, complaint) =>
              complaint.audit_status === 'pending' ? (
                <Space size={0}>
                  <Button
                    type="link"
                    size="small"
                    disabled={actions.busyId === complaint.id}
                    onClick={() => actions.onDecide(complaint, 'pass')}
                  >
                    {t('vehicle.complaint.pass')}
                  </Button>
                  <Button
                    type="link"
                    size="small"
                    danger
                    disabled={actions.busyId === complaint.id}
                    onClick={() => actions.onDecide(complaint, 'refuse')}
                  >
                    {t('vehicle.complaint.refuse')}
                  </Button>
                </Space>
              ) : null,
          },
        ]
      : [],
  );
}
