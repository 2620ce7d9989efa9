import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Alert } from 'antd';
import { useIntl } from 'react-intl';
import { selectActiveScope } from 'src-models/tagCenter';
import type { TagScope } from 'src-services/tagCenter';
import { useAppSelector } from 'src/store/hooks';
import { ScopeSwitcher } from './ScopeSwitcher';

/**
 * A tag-center page: the scope switcher at the top right, then the page for the active scope (03 §2.7: the
 * scope is passed to the tag, source and log pages), or a hint to add one while there is none.
 */
export function TagCenterFrame({ children }: { children: (scope: TagScope) => ReactNode }) {
  const intl = useIntl();
  const active = useAppSelector(selectActiveScope);
  const loadStatus = useAppSelector((state) => state.tagScopes.load.status);
  const loaded = loadStatus === 'succeeded';
  // A Retry that brings the scopes back reads the page again: its own read most likely failed with theirs.
  const [recoveries, setRecoveries] = useState(0);
  const failedBefore = useRef(false);
  useEffect(() => {
    if (loadStatus === 'failed') failedBefore.current = true;
    if (loadStatus === 'succeeded' && failedBefore.current) {
      failedBefore.current = false;
      setRecoveries((count) => count + 1);
    }
  }, [loadStatus]);
  return (
    <>
      <div style={{ display: 'flex', justifyContent: 'flex-end', marginBottom: 16 }}>
        <ScopeSwitcher />
      </div>
      {active ? (
        // A new scope starts its lists afresh.
        <div key={`${active.id}:${recoveries}`}>{children(active)}</div>
      ) : (
        loaded && <Alert type="info" showIcon message={intl.formatMessage({ id: 'tagCenter.noScope' })} />
      )}
    </>
  );
}
