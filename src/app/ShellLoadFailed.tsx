import { FormattedMessage } from 'react-intl';
import './shellLoadFailed.css';

/**
 * The signed-in app's code could not be loaded (the network, or a new release that replaced the files): said,
 * with Retry. Plain elements: antd is part of what did not load.
 */
export function ShellLoadFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <div role="alert" className="shell-load-failed">
      <h1 className="shell-load-failed__title">
        <FormattedMessage id="page.chunkFailed.title" />
      </h1>
      <p>
        <FormattedMessage id="page.chunkFailed.subtitle" />
      </p>
      <button type="button" className="shell-load-failed__retry" onClick={onRetry}>
        <FormattedMessage id="page.retry" />
      </button>
    </div>
  );
}
