import { Component, lazy, Suspense, useState, type ComponentType, type ReactNode } from 'react';
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

type Load = () => Promise<{ default: ComponentType }>;

const pages = new WeakMap<Load, { attempt: number; page: ComponentType }>();

/**
 * One component per page and attempt, kept outside React, and kept: a page drawn once is drawn again as the same
 * component, so its state (what was typed) stays. A page already loaded is drawn as itself (a new lazy would
 * suspend once even then); else as a lazy, which stays after it has loaded (the loaded page in its place would be
 * another component, and React would draw the page afresh). Route changes render in a transition: the same
 * LazyPage gets a new `load`, and a lazy made in a render that suspends would be thrown away with that render
 * and made anew, and suspend again, on every retry. A new attempt gets a new lazy: React keeps a rejected import.
 */
function pageFor(load: Load, attempt: number, loaded: (() => ComponentType | undefined) | undefined) {
  const cached = pages.get(load);
  if (cached?.attempt === attempt) return cached.page;
  const page = loaded?.() ?? lazy(load);
  pages.set(load, { attempt, page });
  return page;
}

interface LazyPageProps {
  load: Load;
  /** The page if it is already loaded: drawn at once, it does not suspend (React.lazy suspends once even then). */
  loaded?: () => ComponentType | undefined;
}

/** A route's page, loaded on demand; a failed load can be retried without reloading the app. */
export function LazyPage({ load, loaded }: LazyPageProps) {
  const [attempt, setAttempt] = useState(0);
  const Page = pageFor(load, attempt, loaded);
  return (
    <PageErrorBoundary onRetry={() => setAttempt((value) => value + 1)}>
      <Suspense fallback={<PageSpinner />}>
        <Page />
      </Suspense>
    </PageErrorBoundary>
  );
}
