import type { HTMLAttributes, ReactNode } from 'react';
import { cn } from '../lib/cn';

export type BadgeVariant =
  | 'neutral'
  | 'success'
  | 'warning'
  | 'danger'
  | 'info'
  | 'brand'
  | 'accent';

export interface BadgeProps extends HTMLAttributes<HTMLSpanElement> {
  variant?: BadgeVariant;
  /** Shows a small coloured dot before the text. */
  dot?: boolean;
  icon?: ReactNode;
  size?: 'sm' | 'md';
}

/** A short status label; colour is never the only signal, the text always says it. */
export function Badge({
  variant = 'neutral',
  dot,
  icon,
  size = 'md',
  className,
  children,
  ...rest
}: BadgeProps) {
  return (
    <span
      className={cn('gs-badge', `gs-badge--${variant}`, size === 'sm' && 'gs-badge--sm', className)}
      data-variant={variant}
      {...rest}
    >
      {dot && <span className="gs-badge__dot" aria-hidden="true" />}
      {icon && (
        <span className="gs-badge__icon" aria-hidden="true">
          {icon}
        </span>
      )}
      {children}
    </span>
  );
}

export interface CountBadgeProps extends HTMLAttributes<HTMLSpanElement> {
  count: number;
  /** Counts above this show as '{max}+'. */
  max?: number;
}

/** A small round counter, e.g. on the cart and wishlist icons. */
export function CountBadge({ count, max = 99, className, ...rest }: CountBadgeProps) {
  return (
    <span className={cn('gs-count-badge', className)} {...rest}>
      {count > max ? `${max}+` : count}
    </span>
  );
}
