import { useEffect, useId, useRef, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { X } from 'lucide-react';
import { cn } from '../lib/cn';
import { useFocusTrap } from './use-focus-trap';

export interface DialogProps {
  open: boolean;
  /** Called on Escape, the close button and a click on the backdrop. */
  onClose: () => void;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  /** Action buttons, laid out at the bottom (stacked on phones). */
  footer?: ReactNode;
  size?: 'sm' | 'md' | 'lg';
  /** Element to focus on open; defaults to the first focusable element after the close button. */
  initialFocus?: RefObject<HTMLElement | null>;
  closeOnBackdrop?: boolean;
  hideCloseButton?: boolean;
  /** Use 'alertdialog' for confirmations that interrupt the user. */
  role?: 'dialog' | 'alertdialog';
  icon?: ReactNode;
  className?: string;
}

function useBodyScrollLock(active: boolean) {
  useEffect(() => {
    if (!active) return;
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
    };
  }, [active]);
}

/** A modal dialog: labelled by its title, traps focus, closes on Escape and restores focus. */
export function Dialog({
  open,
  onClose,
  title,
  description,
  children,
  footer,
  size = 'md',
  initialFocus,
  closeOnBackdrop = true,
  hideCloseButton,
  role = 'dialog',
  icon,
  className,
}: DialogProps) {
  const panelRef = useRef<HTMLDivElement>(null);
  const id = useId();
  useFocusTrap(panelRef, { active: open, initialFocus, onEscape: onClose });
  useBodyScrollLock(open);
  if (!open || typeof document === 'undefined') return null;

  const titleId = `${id}-title`;
  const descriptionId = description ? `${id}-description` : undefined;
  return createPortal(
    <div
      className="gs-dialog-backdrop"
      onMouseDown={(e) => {
        if (closeOnBackdrop && e.target === e.currentTarget) onClose();
      }}
    >
      <div
        ref={panelRef}
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={descriptionId}
        tabIndex={-1}
        className={cn('gs-dialog', `gs-dialog--${size}`, className)}
      >
        <div className="gs-dialog__header">
          {icon && (
            <div className="gs-dialog__icon" aria-hidden="true">
              {icon}
            </div>
          )}
          <div className="gs-dialog__heading">
            <h2 id={titleId} className="gs-dialog__title">
              {title}
            </h2>
            {description && (
              <p id={descriptionId} className="gs-dialog__description">
                {description}
              </p>
            )}
          </div>
          {!hideCloseButton && (
            <button
              type="button"
              className="gs-dialog__close"
              aria-label="Close dialog"
              data-gs-no-autofocus
              onClick={onClose}
            >
              <X size={20} aria-hidden="true" />
            </button>
          )}
        </div>
        {children && <div className="gs-dialog__body">{children}</div>}
        {footer && <div className="gs-dialog__footer">{footer}</div>}
      </div>
    </div>,
    document.body,
  );
}
