import { forwardRef, type ReactNode, type SelectHTMLAttributes } from 'react';
import { ChevronDown } from 'lucide-react';
import { cn } from '../lib/cn';
import { Field, useField, type FieldBaseProps } from './field';

export interface SelectOption {
  value: string;
  label: ReactNode;
  disabled?: boolean;
}

export interface SelectProps
  extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'required'>,
    FieldBaseProps {
  /** Options to render; alternatively pass <option> children. */
  options?: readonly SelectOption[];
  /** A first, empty-valued option such as 'Select a category'. */
  placeholder?: string;
}

/** A native select (best on phones and with screen readers), styled and labelled. */
export const Select = forwardRef<HTMLSelectElement, SelectProps>(function Select(
  { className, options, placeholder, children, ...props },
  ref,
) {
  const { field, rest, aria } = useField(props);
  return (
    <Field {...field}>
      <div className="gs-control gs-control--select">
        <select ref={ref} className={cn('gs-input', 'gs-select', className)} {...rest} {...aria}>
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options?.map((o) => (
            <option key={o.value} value={o.value} disabled={o.disabled}>
              {o.label}
            </option>
          ))}
          {children}
        </select>
        <ChevronDown className="gs-select__chevron" size={18} aria-hidden="true" />
      </div>
    </Field>
  );
});
