import type { HTMLAttributes } from 'react';
import { cn } from '../lib/cn';

/** Text for screen readers only. */
export function VisuallyHidden({ className, ...rest }: HTMLAttributes<HTMLSpanElement>) {
  return <span className={cn('gs-sr-only', className)} {...rest} />;
}
