import { forwardRef, type TextareaHTMLAttributes } from 'react';
import { cn } from '../lib/cn';
import { Field, useFieldA11y, type FieldBaseProps } from './field';

export interface TextareaProps
  extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'required'>,
    FieldBaseProps {}

export const Textarea = forwardRef<HTMLTextAreaElement, TextareaProps>(function Textarea(
  { id, label, hint, error, required, hideLabel, containerClassName, className, rows = 4, ...rest },
  ref,
) {
  const { controlId, hintId, errorId, controlProps } = useFieldA11y(
    id,
    hint,
    error,
    rest['aria-describedby'],
  );
  return (
    <Field
      {...{
        label,
        hint,
        error,
        required,
        hideLabel,
        containerClassName,
        controlId,
        hintId,
        errorId,
      }}
    >
      <textarea
        ref={ref}
        rows={rows}
        className={cn('gs-input', 'gs-textarea', className)}
        aria-required={required || undefined}
        {...rest}
        {...controlProps}
      />
    </Field>
  );
});
