import { getErrorMessage } from '@grocery/shared-api';
import { ErrorPanel } from './alert';

export interface LoadErrorProps {
  error: unknown;
  /** Spec section 8 fallback, e.g. 'Failed to fetch products'. */
  fallback: string;
  onRetry: () => void;
  title?: string;
}

/** A section that could not load: the reason and a Try again button. */
export function LoadError({
  error,
  fallback,
  onRetry,
  title = 'Something went wrong',
}: LoadErrorProps) {
  return (
    <ErrorPanel
      title={title}
      message={getErrorMessage(error, fallback)}
      onRetry={onRetry}
      retryLabel="Try again"
    />
  );
}
