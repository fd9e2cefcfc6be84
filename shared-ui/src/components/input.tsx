import { forwardRef, type InputHTMLAttributes, type ReactNode } from 'react';
import { cn } from '../lib/cn';
import { Field, useFieldA11y, type FieldBaseProps } from './field';

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
  {
    id,
    label,
    hint,
    error,
    required,
    hideLabel,
    containerClassName,
    leadingIcon,
    trailing,
    className,
    type = 'text',
    ...rest
  },
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
        <input
          ref={ref}
          type={type}
          className={cn('gs-input', className)}
          aria-required={required || undefined}
          {...rest}
          {...controlProps}
        />
        {trailing && <span className="gs-control__trailing">{trailing}</span>}
      </div>
    </Field>
  );
});
