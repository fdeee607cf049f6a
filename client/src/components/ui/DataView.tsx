import { useDeferredValue, type ReactNode } from 'react';
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

/** A view's loading state: also what a part of a screen shows while its code arrives (a `Suspense` fallback). */
export function LoadingState({ label }: { label?: string }) {
  return (
    <div className="data-view data-view--loading" role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" />
      <span>{label ?? messages.loading}</span>
    </div>
  );
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
  // Data that arrives is rendered as a deferred update: React builds the new content in slices and yields to the
  // browser between them (a query result otherwise renders in one uninterruptible task), keeping the loading state
  // on screen until the content is ready.
  const shown = useDeferredValue(data);
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
  if (data === undefined || shown === undefined) {
    return loading || data !== undefined ? <LoadingState label={loadingLabel} /> : null;
  }
  if (isEmpty?.(shown)) return <div className="data-view data-view--empty">{empty}</div>;
  return <>{children(shown)}</>;
}
