import { Component, lazy, Suspense, useMemo, useState, type ComponentType, type ReactNode } from 'react';
import { Button, Result } from 'antd';
import { FormattedMessage } from 'react-intl';
import { PageSpinner } from './PageSpinner';

interface BoundaryProps {
  children: ReactNode;
  onRetry: () => void;
}

/** Catches a page that failed to load (webpack gives up after 120 s) or to render, and offers a retry. */
class PageErrorBoundary extends Component<BoundaryProps, { error: Error | null }> {
  override state = { error: null as Error | null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  private retry = () => {
    this.setState({ error: null });
    this.props.onRetry();
  };

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    const chunkFailed = error.name === 'ChunkLoadError' || /Loading (CSS )?chunk/i.test(error.message);
    return (
      <Result
        status={chunkFailed ? 'warning' : '500'}
        title={chunkFailed ? <FormattedMessage id="page.chunkFailed.title" /> : undefined}
        subTitle={
          chunkFailed ? (
            <FormattedMessage id="page.chunkFailed.subtitle" />
          ) : (
            <FormattedMessage id="page.500.subtitle" values={{ message: error.message }} />
          )
        }
        extra={
          <Button type="primary" onClick={this.retry}>
            <FormattedMessage id="page.retry" />
          </Button>
        }
      />
    );
  }
}

/** A route's page, loaded on demand; a failed load can be retried without reloading the app. */
export function LazyPage({ load }: { load: () => Promise<{ default: ComponentType }> }) {
  const [attempt, setAttempt] = useState(0);
  // A new lazy component per attempt: React caches a rejected import for the old one.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const Page = useMemo(() => lazy(load), [load, attempt]);
  return (
    <PageErrorBoundary onRetry={() => setAttempt((value) => value + 1)}>
      <Suspense fallback={<PageSpinner />}>
        <Page />
      </Suspense>
    </PageErrorBoundary>
  );
}
