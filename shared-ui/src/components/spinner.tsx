import type { HTMLAttributes } from 'react';
import { cn } from '../lib/cn';

export type SpinnerSize = 'sm' | 'md' | 'lg';

export interface SpinnerProps extends HTMLAttributes<HTMLSpanElement> {
  size?: SpinnerSize;
  /** Announced to screen readers; shown as text only when `showLabel` is set. */
  label?: string;
  showLabel?: boolean;
}

/** An indeterminate loading indicator with a polite status announcement. */
export function Spinner({
  size = 'md',
  label = 'Loading...',
  showLabel = false,
  className,
  ...rest
}: SpinnerProps) {
  return (
    <span role="status" className={cn('gs-spinner', `gs-spinner--${size}`, className)} {...rest}>
      <span className="gs-spinner__ring" aria-hidden="true" />
      <span className={showLabel ? 'gs-spinner__label' : 'gs-sr-only'}>{label}</span>
    </span>
  );
}

export interface FullPageSpinnerProps {
  label?: string;
}

/** Fills the viewport (or its container) while the app decides what to show. */
export function FullPageSpinner({ label = 'Loading...' }: FullPageSpinnerProps) {
  return (
    <div className="gs-full-page-spinner">
      <Spinner size="lg" label={label} showLabel />
    </div>
  );
}
