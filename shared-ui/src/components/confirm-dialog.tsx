import { useRef, type ReactNode } from 'react';
import { CircleHelp, TriangleAlert } from 'lucide-react';
import { Button } from './button';
import { Dialog } from './dialog';

export interface ConfirmDialogProps {
  open: boolean;
  title: ReactNode;
  /** The question, e.g. 'Are you sure you want to delete this product?'. */
  message: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  onConfirm: () => void;
  onCancel: () => void;
  /** 'danger' for destructive actions: red confirm button and a warning icon. */
  tone?: 'danger' | 'primary';
  /** Shows a spinner on the confirm button while the action runs. */
  loading?: boolean;
  children?: ReactNode;
}

/** Asks before an action. Focus starts on Cancel so Enter never destroys by accident. */
export function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel = 'Confirm',
  cancelLabel = 'Cancel',
  onConfirm,
  onCancel,
  tone = 'primary',
  loading = false,
  children,
}: ConfirmDialogProps) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  const danger = tone === 'danger';
  return (
    <Dialog
      open={open}
      onClose={loading ? () => undefined : onCancel}
      role="alertdialog"
      size="sm"
      title={title}
      description={message}
      initialFocus={cancelRef}
      hideCloseButton
      className={danger ? 'gs-dialog--danger' : undefined}
      icon={danger ? <TriangleAlert size={22} /> : <CircleHelp size={22} />}
      footer={
        <>
          <Button ref={cancelRef} variant="outline" onClick={onCancel} disabled={loading}>
            {cancelLabel}
          </Button>
          <Button variant={danger ? 'danger' : 'primary'} onClick={onConfirm} loading={loading}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      {children}
    </Dialog>
  );
}
