import type { HTMLAttributes, ReactNode } from 'react';
import { cn } from '../lib/cn';

export interface EmptyStateProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  icon?: ReactNode;
  title: ReactNode;
  description?: ReactNode;
  /** A call to action, e.g. a 'Start Shopping' ButtonLink. */
  action?: ReactNode;
  /** 'h1' when the empty state is the page's whole content (a not-found page). */
  titleAs?: 'h1' | 'h2' | 'h3';
}

export function EmptyState({
  icon,
  title,
  description,
  action,
  titleAs: Title = 'h2',
  className,
  ...rest
}: EmptyStateProps) {
  return (
    <div className={cn('gs-empty', className)} {...rest}>
      {icon && (
        <div className="gs-empty__icon" aria-hidden="true">
          {icon}
        </div>
      )}
      <Title className="gs-empty__title">{title}</Title>
      {description && <p className="gs-empty__description">{description}</p>}
      {action && <div className="gs-empty__action">{action}</div>}
    </div>
  );
}
