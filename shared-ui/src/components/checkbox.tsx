import { forwardRef, type InputHTMLAttributes } from 'react';
import { cn } from '../lib/cn';
import { FieldError, useFieldA11y, type FieldBaseProps } from './field';

export interface CheckboxProps
  extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'required'>,
    Omit<FieldBaseProps, 'hideLabel'> {}

/** A checkbox with its label beside it, e.g. 'Remember me'. */
export const Checkbox = forwardRef<HTMLInputElement, CheckboxProps>(function Checkbox(
  { id, label, hint, error, required, containerClassName, className, ...rest },
  ref,
) {
  const { controlId, hintId, errorId, controlProps } = useFieldA11y(
    id,
    hint,
    error,
    rest['aria-describedby'],
  );
  return (
    <div className={cn('gs-check', error ? 'gs-field--invalid' : undefined, containerClassName)}>
      <div className="gs-check__row">
        <input
          ref={ref}
          type="checkbox"
          className={cn('gs-check__input', className)}
          aria-required={required || undefined}
          {...rest}
          {...controlProps}
        />
        <label htmlFor={controlId} className="gs-check__label">
          {label}
          {required && (
            <span className="gs-field__required" aria-hidden="true">
              {' '}
              *
            </span>
          )}
        </label>
      </div>
      {hintId && (
        <p id={hintId} className="gs-field__hint gs-check__hint">
          {hint}
        </p>
      )}
      <FieldError id={errorId} error={error} />
    </div>
  );
});
