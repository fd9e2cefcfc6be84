import { forwardRef, type TextareaHTMLAttributes } from 'react';
import { cn } from '../lib/cn';
import { Field, useField, type FieldBaseProps } from './field';

export interface TextareaProps
  extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'required'>,
    FieldBaseProps {}

export const Textarea = forwardRef<HTMLTextAreaElement, TextareaProps>(function Textarea(
  { className, rows = 4, ...props },
  ref,
) {
  const { field, rest, aria } = useField(props);
  return (
    <Field {...field}>
      <textarea
        ref={ref}
        rows={rows}
        className={cn('gs-input', 'gs-textarea', className)}
        {...rest}
        {...aria}
      />
    </Field>
  );
});
