import { forwardRef, type InputHTMLAttributes } from 'react';
import { cn } from '../lib/cn';
import { FieldError, useField, type FieldBaseProps } from './field';

export interface CheckboxProps
  extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'required'>,
    Omit<FieldBaseProps, 'hideLabel'> {}

/** A checkbox with its label beside it, e.g. 'Remember me'. */
export const Checkbox = forwardRef<HTMLInputElement, CheckboxProps>(function Checkbox(
  { className, ...props },
  ref,
) {
  const { field, rest, aria } = useField(props);
  const { label, hint, error, required, containerClassName, controlId, hintId, errorId } = field;
  return (
    <div className={cn('gs-check', error ? 'gs-field--invalid' : undefined, containerClassName)}>
      <div className="gs-check__row">
        <input
          ref={ref}
          type="checkbox"
          className={cn('gs-check__input', className)}
          {...rest}
          {...aria}
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
