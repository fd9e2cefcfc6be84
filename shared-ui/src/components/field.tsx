import { useId, type ReactNode } from 'react';
import { CircleAlert } from 'lucide-react';
import { cn } from '../lib/cn';

export interface FieldBaseProps {
  /** Visible label, tied to the control with htmlFor/id. */
  label: ReactNode;
  /** Help text under the control, referenced by aria-describedby. */
  hint?: ReactNode;
  /** Error text; sets aria-invalid and is referenced by aria-describedby. */
  error?: ReactNode;
  /** Shows a required marker and sets aria-required; validation itself stays with the form. */
  required?: boolean;
  /** Keeps the label for screen readers only. */
  hideLabel?: boolean;
  /** Class of the wrapper around label, control and messages. */
  containerClassName?: string;
}

function hasContent(node: ReactNode) {
  return node !== undefined && node !== null && node !== false && node !== '';
}

/** Ids and ARIA attributes that tie a control to its label, hint and error. */
export function useFieldA11y(
  id: string | undefined,
  hint: ReactNode,
  error: ReactNode,
  describedBy?: string,
) {
  const generated = useId();
  const controlId = id ?? `gs-field-${generated}`;
  const hintId = hasContent(hint) ? `${controlId}-hint` : undefined;
  const errorId = hasContent(error) ? `${controlId}-error` : undefined;
  const ids = [describedBy, hintId, errorId].filter(Boolean).join(' ');
  return {
    controlId,
    hintId,
    errorId,
    controlProps: {
      id: controlId,
      'aria-describedby': ids || undefined,
      'aria-invalid': errorId ? true : undefined,
    },
  };
}

/**
 * Splits a control's props into those of its <Field> (label, hint, error...) and its own, and
 * adds the ids and ARIA attributes that tie them together: every labelled control wires itself
 * the same way.
 */
export function useField<
  P extends Partial<FieldBaseProps> & { id?: string; 'aria-describedby'?: string },
>(props: P) {
  const { id, label, hint, error, required, hideLabel, containerClassName, ...rest } = props;
  const { controlId, hintId, errorId, controlProps } = useFieldA11y(
    id,
    hint,
    error,
    rest['aria-describedby'],
  );
  return {
    field: {
      label,
      hint,
      error,
      required,
      hideLabel,
      containerClassName,
      controlId,
      hintId,
      errorId,
    },
    rest,
    aria: { ...controlProps, 'aria-required': required || undefined },
  };
}

export interface FieldProps extends Omit<FieldBaseProps, 'label'> {
  label?: ReactNode;
  controlId: string;
  hintId?: string;
  errorId?: string;
  children: ReactNode;
}

/** Label, control, hint and error laid out in one column. */
export function Field({
  label,
  hint,
  error,
  required,
  hideLabel,
  containerClassName,
  controlId,
  hintId,
  errorId,
  children,
}: FieldProps) {
  return (
    <div className={cn('gs-field', hasContent(error) && 'gs-field--invalid', containerClassName)}>
      {hasContent(label) && (
        <label htmlFor={controlId} className={cn('gs-field__label', hideLabel && 'gs-sr-only')}>
          {label}
          {required && (
            <span className="gs-field__required" aria-hidden="true">
              {' '}
              *
            </span>
          )}
        </label>
      )}
      {children}
      {hintId && (
        <p id={hintId} className="gs-field__hint">
          {hint}
        </p>
      )}
      <FieldError id={errorId} error={error} />
    </div>
  );
}

export function FieldError({ id, error }: { id?: string; error?: ReactNode }) {
  if (!id || !hasContent(error)) return null;
  return (
    <p id={id} className="gs-field__error">
      <CircleAlert className="gs-field__error-icon" aria-hidden="true" size={16} />
      <span>{error}</span>
    </p>
  );
}
