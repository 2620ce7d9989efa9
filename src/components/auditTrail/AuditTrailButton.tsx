import { Suspense, useState } from 'react';
import { Button } from 'antd';
import { useIntl } from 'react-intl';
import type { ModeratedKind } from 'src-services/moderation';
import { lazyNamed } from 'src/components/lazyNamed';

// The drawer and its timeline load on the first click, not with the lists that offer the link.
const AuditTrailDrawer = lazyNamed(() => import('./AuditTrailDrawer'), 'AuditTrailDrawer');

export interface AuditTrailProps {
  kind: ModeratedKind;
  recordId: string;
  /** Names the record in the drawer's title. */
  recordName: string;
}

/**
 * A row's 'History' link: a drawer with who approved, rejected, deleted, blacklisted, pinned or re-weighted the
 * record, and when, newest first. Read again each time it opens, so an action just taken is there.
 */
export function AuditTrailButton(props: AuditTrailProps) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button type="link" size="small" onClick={() => setOpen(true)}>
        {intl.formatMessage({ id: 'auditTrail.open' })}
      </Button>
      {open ? (
        <Suspense fallback={null}>
          <AuditTrailDrawer {...props} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
