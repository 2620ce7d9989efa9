import { useEffect, useRef } from 'react';
import { Drawer, Empty, Spin, Timeline, Typography } from 'antd';
import { useIntl } from 'react-intl';
import type { ModerationEntry } from 'src-services/moderation';
import { formatDateTime } from 'src-models/common';
import { LoadFailure } from 'src/components/loadFailure';
import { useLookup } from 'src/components/selectors';
import type { AuditTrailProps } from './AuditTrailButton';

/** The record's trail in a drawer, open from its first render. */
export function AuditTrailDrawer({
  kind,
  recordId,
  recordName,
  onClose,
}: AuditTrailProps & { onClose: () => void }) {
  const intl = useIntl();
  return (
    <Drawer
      open
      width={480}
      title={intl.formatMessage({ id: 'auditTrail.title' }, { name: recordName })}
      onClose={onClose}
    >
      <Trail kind={kind} recordId={recordId} />
    </Drawer>
  );
}

function Trail({ kind, recordId }: Omit<AuditTrailProps, 'recordName'>) {
  const intl = useIntl();
  const { entry, reload } = useLookup({ kind: 'moderationTrail', moderated: kind, recordId });
  // A trail cached from an earlier opening may miss what was done since: ask again.
  const cachedAtOpening = useRef(entry.status === 'succeeded');
  useEffect(() => {
    if (cachedAtOpening.current) reload();
  }, [reload]);
  if (entry.status === 'failed' && entry.error)
    return <LoadFailure titleKey="auditTrail.failed" error={entry.error} onRetry={reload} />;
  if (entry.status !== 'succeeded') return <Spin />;
  const entries = entry.items as ModerationEntry[];
  if (entries.length === 0) return <Empty description={intl.formatMessage({ id: 'auditTrail.empty' })} />;
  return (
    <Timeline
      items={entries.map((item) => ({
        key: item.id,
        children: (
          <>
            <Typography.Text strong>
              {intl.formatMessage({ id: `auditTrail.action.${item.action}` }, { detail: item.detail ?? '' })}
            </Typography.Text>
            <br />
            <Typography.Text type="secondary">
              {`${item.operator_name || item.operator_email} · ${formatDateTime(item.created_at)}`}
            </Typography.Text>
          </>
        ),
      }))}
    />
  );
}
