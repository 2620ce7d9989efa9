import type { ReactNode } from 'react';
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
  const loaded = useAppSelector((state) => state.tagScopes.load.status === 'succeeded');
  return (
    <>
      <div style={{ display: 'flex', justifyContent: 'flex-end', marginBottom: 16 }}>
        <ScopeSwitcher />
      </div>
      {active ? (
        // A new scope starts its lists afresh.
        <div key={active.id}>{children(active)}</div>
      ) : (
        loaded && <Alert type="info" showIcon message={intl.formatMessage({ id: 'tagCenter.noScope' })} />
      )}
    </>
  );
}
