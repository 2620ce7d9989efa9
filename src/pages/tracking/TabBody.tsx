import type { ReactNode } from 'react';
import { Empty, Spin } from 'antd';
import { FormattedMessage, useIntl } from 'react-intl';
import type { TabState } from 'src-models/tracking';

interface TabBodyProps<D> {
  state: TabState<D>;
  isEmpty: (data: D) => boolean;
  children: (data: D) => ReactNode;
}

/**
 * 03-community-analytics §4 "Analytics tabs: loading, then content or empty". A failed load shows the empty
 * placeholder too: analytics shows no error messages (§8).
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
  if (!state.data || isEmpty(state.data)) {
    return <Empty style={{ padding: 48 }} description={<FormattedMessage id="tracking.empty" />} />;
  }
  return <>{children(state.data)}</>;
}
