import './pageSpinner.css';

/** A light spinner for the moments before antd is loaded (session check, lazy chunks). */
export function PageSpinner() {
  return (
    <div className="page-spinner" role="status" aria-live="polite" data-testid="page-spinner">
      <span className="page-spinner__dot" />
    </div>
  );
}
