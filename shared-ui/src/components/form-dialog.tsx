import { useId, useState, type FormEventHandler, type ReactNode } from 'react';
import { Button } from './button';
import { ConfirmDialog } from './confirm-dialog';
import { Dialog, type DialogProps } from './dialog';

export const DISCARD_QUESTION = 'Discard your changes?';

export interface FormDialogProps {
  title: ReactNode;
  description?: ReactNode;
  size?: DialogProps['size'];
  /** The form's submit handler, e.g. react-hook-form's handleSubmit(onValid). */
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** While true the dialog stays open and the submit button shows loadingLabel. */
  submitting: boolean;
  submitLabel: ReactNode;
  loadingLabel: string;
  /** 'danger' when submitting destroys or asks to destroy something. */
  tone?: 'primary' | 'danger';
  onClose: () => void;
  /**
   * True once the form holds input of the user's: then Escape and the close button ask before
   * throwing it away (Cancel is the explicit way to discard).
   */
  dirty?: boolean;
  formClassName?: string;
  /** The form's fields. */
  children: ReactNode;
  /** Shown below the form, outside it (e.g. a product's change history). */
  after?: ReactNode;
}

/**
 * A modal form with Cancel and the submit button in the footer (tied to the form by its id).
 * Closing is off while it submits: Escape, the close button and Cancel would otherwise drop an
 * answer that may still arrive (a saved product, a sent request). A click outside never closes
 * it, so typed input is not lost to a stray click.
 */
export function FormDialog({
  title,
  description,
  size,
  onSubmit,
  submitting,
  submitLabel,
  loadingLabel,
  tone = 'primary',
  onClose,
  dirty = false,
  formClassName,
  children,
  after,
}: FormDialogProps) {
  const formId = useId();
  const [askingToDiscard, setAskingToDiscard] = useState(false);
  const dismiss = () => {
    if (submitting) return;
    if (dirty) setAskingToDiscard(true);
    else onClose();
  };
  return (
    <Dialog
      open
      size={size}
      onClose={dismiss}
      closeOnBackdrop={false}
      title={title}
      description={description}
      footer={
        <>
          <Button variant="outline" onClick={onClose} disabled={submitting}>
            Cancel
          </Button>
          <Button
            type="submit"
            form={formId}
            variant={tone}
            loading={submitting}
            loadingLabel={loadingLabel}
          >
            {submitLabel}
          </Button>
        </>
      }
    >
      <form id={formId} className={formClassName} noValidate onSubmit={onSubmit}>
        {children}
      </form>
      {after}
      <ConfirmDialog
        open={askingToDiscard}
        tone="danger"
        title={DISCARD_QUESTION}
        message="What you entered in this form will be lost."
        confirmLabel="Discard"
        cancelLabel="Keep Editing"
        onConfirm={onClose}
        onCancel={() => setAskingToDiscard(false)}
      />
    </Dialog>
  );
}
