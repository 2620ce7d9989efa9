import type { ReactNode } from 'react';
import { Empty, Spin } from 'antd';
import { FormattedMessage, useIntl } from 'react-intl';
import type { TabState } from 'src-models/tracking';
import { LoadFailure } from 'src/components/loadFailure';

/** A tab's state as its content reads it, with the way to ask for the same data again. */
export type TabView<D> = TabState<D> & { retry: () => void };

interface TabBodyProps<D> {
  state: TabView<D>;
  isEmpty: (data: D) => boolean;
  children: (data: D) => ReactNode;
}

/**
 * 03-community-analytics §4 "Analytics tabs: loading, then content or empty". A failed load is neither: it
 * shows what failed, with Retry, in place (issue 11); like all of analytics it pops no message up (§8).
 */
export function TabBody<D>({ state, isEmpty, children }: TabBodyProps<D>) {
  const intl = useIntl();
  if (state.status === 'loading' || state.status === 'idle') {
    return (
      <div style={{ padding: 64, textAlign: 'center' }} role="status" aria-live="polite">
        <Spin size="large" tip={intl.formatMessage({ id: 'tracking.loading' })}>
          <div style={{ minHeight: 80 }} />
        </Spin>
      </div>
    );
  }
  if (state.status === 'failed' && state.error) {
    return <LoadFailure titleKey="tracking.loadFailed" error={state.error} onRetry={state.retry} />;
  }
  if (!state.data || isEmpty(state.data)) {
    return <Empty style={{ padding: 48 }} description={<FormattedMessage id="tracking.empty" />} />;
  }
  return <>{children(state.data)}</>;
}
