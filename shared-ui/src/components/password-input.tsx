import { forwardRef, useState } from 'react';
import { Eye, EyeOff } from 'lucide-react';
import { Input, type InputProps } from './input';

export type PasswordInputProps = Omit<InputProps, 'type' | 'trailing'>;

/** A password field with a show/hide toggle that keeps focus and caret where they were. */
export const PasswordInput = forwardRef<HTMLInputElement, PasswordInputProps>(
  function PasswordInput({ autoComplete = 'current-password', ...props }, ref) {
    const [visible, setVisible] = useState(false);
    const toggle = (
      <button
        type="button"
        className="gs-control__toggle"
        aria-label={visible ? 'Hide password' : 'Show password'}
        aria-pressed={visible}
        onClick={() => setVisible((v) => !v)}
      >
        {visible ? <EyeOff size={18} aria-hidden="true" /> : <Eye size={18} aria-hidden="true" />}
      </button>
    );
    return (
      <Input
        ref={ref}
        type={visible ? 'text' : 'password'}
        autoComplete={autoComplete}
        trailing={toggle}
        {...props}
      />
    );
  },
);
