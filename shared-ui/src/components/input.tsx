import { forwardRef, type InputHTMLAttributes, type ReactNode } from 'react';
import { cn } from '../lib/cn';
import { Field, useField, type FieldBaseProps } from './field';

export interface InputProps
  extends Omit<InputHTMLAttributes<HTMLInputElement>, 'size' | 'required'>,
    FieldBaseProps {
  /** Decorative icon inside the field, before the text. */
  leadingIcon?: ReactNode;
  /** Content inside the field after the text, e.g. a show-password toggle. */
  trailing?: ReactNode;
}

/** A labelled text input; spread react-hook-form's `register()` into it. */
export const Input = forwardRef<HTMLInputElement, InputProps>(function Input(
  { leadingIcon, trailing, className, type = 'text', ...props },
  ref,
) {
  const { field, rest, aria } = useField(props);
  return (
    <Field {...field}>
      <div
        className={cn(
          'gs-control',
          leadingIcon && 'gs-control--leading',
          trailing && 'gs-control--trailing',
        )}
      >
        {leadingIcon && (
          <span className="gs-control__leading" aria-hidden="true">
            {leadingIcon}
          </span>
        )}
        <input ref={ref} type={type} className={cn('gs-input', className)} {...rest} {...aria} />
        {trailing && <span className="gs-control__trailing">{trailing}</span>}
      </div>
    </Field>
  );
});
