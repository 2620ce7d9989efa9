import { Component, Suspense, type ReactNode } from 'react';
import { Result, Typography } from 'antd';
import { FormattedMessage } from 'react-intl';

/** What the center shows while a part of its page is on the way (03-community-analytics §2.6). */
export function SubscribeMsgLoading() {
  return (
    <Typography.Text role="status" type="secondary">
      <FormattedMessage id="subscribeMsg.loading" />
    </Typography.Text>
  );
}

/** 03 §2.6: a route that fails to render shows the 500 result with the error's message. */
class RouteErrorBoundary extends Component<{ children: ReactNode }, { error: Error | null }> {
  override state = { error: null as Error | null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    return (
      <Result
        status="500"
        subTitle={<FormattedMessage id="page.500.subtitle" values={{ message: error.message }} />}
      />
    );
  }
}

/**
 * Every page of the subscribe-message center (03 §2.6): the fixed header 'Subscribe Message' over the route,
 * a loading text while the route's content is on the way, and the 500 result when it fails.
 */
export function SubscribeMsgFrame({ children }: { children: ReactNode }) {
  return (
    <>
      <div
        style={{
          position: 'sticky',
          top: 0,
          zIndex: 10,
          background: '#fff',
          padding: '12px 16px',
          margin: '-16px -16px 16px',
          borderBottom: '1px solid #f0f0f0',
        }}
      >
        <Typography.Title level={4} style={{ margin: 0 }}>
          <FormattedMessage id="subscribeMsg.title" />
        </Typography.Title>
      </div>
      <RouteErrorBoundary>
        <Suspense fallback={<SubscribeMsgLoading />}>{children}</Suspense>
      </RouteErrorBoundary>
    </>
  );
}
