import type { ReactNode } from 'react';
import { messages } from '../../config/messages';
import './data-view.css';

interface DataViewProps<T> {
  loading: boolean;
  error: unknown;
  data: T | undefined;
  /** True when the loaded data has nothing to show. */
  isEmpty?: (data: T) => boolean;
  /** What to show for an empty result. */
  empty?: ReactNode;
  /** The failure message; the spec fixes it for some views. */
  failure?: string;
  onRetry?: () => void;
  /** Accessible name of the busy region while loading. */
  loadingLabel?: string;
  children: (data: T) => ReactNode;
}

/** The four states of every data view: loading, failure, empty, success. */
export function DataView<T>({
  loading,
  error,
  data,
  isEmpty,
  empty,
  failure,
  onRetry,
  loadingLabel,
  children,
}: DataViewProps<T>) {
  if (error && data === undefined) {
    return (
      <div className="data-view data-view--failure" role="alert">
        <p>{failure ?? messages.loadFailed}</p>
        {onRetry && (
          <button type="button" className="button button--ghost" onClick={onRetry}>
            {messages.retry}
          </button>
        )}
      </div>
    );
  }
  if (data === undefined) {
    return loading ? (
      <div className="data-view data-view--loading" role="status" aria-live="polite">
        <span className="spinner" aria-hidden="true" />
        <span>{loadingLabel ?? messages.loading}</span>
      </div>
    ) : null;
  }
  if (isEmpty?.(data)) return <div className="data-view data-view--empty">{empty}</div>;
  return <>{children(data)}</>;
}
