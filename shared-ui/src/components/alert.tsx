import type { HTMLAttributes, ReactNode } from 'react';
import { CircleAlert, CircleCheck, Info, RotateCcw, TriangleAlert } from 'lucide-react';
import { cn } from '../lib/cn';
import { Button } from './button';

export type AlertTone = 'info' | 'success' | 'warning' | 'danger';

const ICONS = { info: Info, success: CircleCheck, warning: TriangleAlert, danger: CircleAlert };

export interface AlertProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  tone?: AlertTone;
  title?: ReactNode;
  /** Buttons shown under the message, e.g. Retry. */
  action?: ReactNode;
}

/**
 * An inline message. Danger alerts use role="alert" so they are announced when they appear;
 * the others are polite status messages.
 */
export function Alert({ tone = 'info', title, action, className, children, ...rest }: AlertProps) {
  const Icon = ICONS[tone];
  return (
    <div
      role={tone === 'danger' ? 'alert' : 'status'}
      className={cn('gs-alert', `gs-alert--${tone}`, className)}
      {...rest}
    >
      <Icon className="gs-alert__icon" size={20} aria-hidden="true" />
      <div className="gs-alert__content">
        {title && <p className="gs-alert__title">{title}</p>}
        {children && <div className="gs-alert__message">{children}</div>}
        {action && <div className="gs-alert__action">{action}</div>}
      </div>
    </div>
  );
}

export interface ErrorPanelProps {
  title?: ReactNode;
  message?: ReactNode;
  /** Shows a retry button when given. */
  onRetry?: () => void;
  retryLabel?: string;
  /** Extra actions beside Retry, e.g. a link back. */
  action?: ReactNode;
  className?: string;
}

/** A centred failure panel for a page or section that could not load. */
export function ErrorPanel({
  title = 'Something went wrong',
  message,
  onRetry,
  retryLabel = 'Retry',
  action,
  className,
}: ErrorPanelProps) {
  return (
    <div role="alert" className={cn('gs-error-panel', className)}>
      <div className="gs-error-panel__icon" aria-hidden="true">
        <TriangleAlert size={28} />
      </div>
      <h2 className="gs-error-panel__title">{title}</h2>
      {message && <p className="gs-error-panel__message">{message}</p>}
      {(onRetry || action) && (
        <div className="gs-error-panel__actions">
          {onRetry && (
            <Button onClick={onRetry} icon={<RotateCcw size={16} />}>
              {retryLabel}
            </Button>
          )}
          {action}
        </div>
      )}
    </div>
  );
}
