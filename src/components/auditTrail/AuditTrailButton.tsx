import { useEffect, useRef, useState } from 'react';
import { Button, Drawer, Empty, Spin, Timeline, Typography } from 'antd';
import { useIntl } from 'react-intl';
import type { ModeratedKind, ModerationEntry } from 'src-services/moderation';
import { formatDateTime } from 'src-models/common';
import { LoadFailure } from 'src/components/loadFailure';
import { useLookup } from 'src/components/selectors';

interface Props {
  kind: ModeratedKind;
  recordId: string;
  /** Names the record in the drawer's title. */
  recordName: string;
}

/**
 * A row's 'History' link: a drawer with who approved, rejected, deleted, blacklisted, pinned or re-weighted the
 * record, and when, newest first. Read again each time it opens, so an action just taken is there.
 */
export function AuditTrailButton({ kind, recordId, recordName }: Props) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button type="link" size="small" onClick={() => setOpen(true)}>
        {intl.formatMessage({ id: 'auditTrail.open' })}
      </Button>
      {open ? (
        <Drawer
          open
          width={480}
          title={intl.formatMessage({ id: 'auditTrail.title' }, { name: recordName })}
          onClose={() => setOpen(false)}
        >
          <Trail kind={kind} recordId={recordId} />
        </Drawer>
      ) : null}
    </>
  );
}

function Trail({ kind, recordId }: Omit<Props, 'recordName'>) {
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
