import { useState } from 'react';
import { Minus, Plus } from 'lucide-react';
import { cn } from '../../lib/cn';

export interface QuantityStepperProps {
  value: number;
  /** Highest allowed quantity, usually the stock. */
  max: number;
  /** 1 on the product page; 0 in the cart, where going below 1 removes the line. */
  min?: number;
  onChange: (quantity: number) => void;
  /** Called when the shopper asks for more than `max`; the value is clamped to `max`. */
  onLimit?: (max: number) => void;
  /** Names the control for screen readers, e.g. 'Quantity of Bananas'. */
  label: string;
  /**
   * The product, where several steppers share a screen (the cart): each button then says whose
   * quantity it changes, e.g. 'Increase quantity of Bananas'.
   */
  itemName?: string;
  size?: 'sm' | 'md';
  disabled?: boolean;
  className?: string;
}

/** Minus, a typed number and plus; every way in is clamped to min..max. */
export function QuantityStepper({
  value,
  max,
  min = 1,
  onChange,
  onLimit,
  label,
  itemName,
  size = 'md',
  disabled,
  className,
}: QuantityStepperProps) {
  // Only an emptied field needs its own text; otherwise the field shows `value`.
  const [draft, setDraft] = useState<string | null>(null);
  const of = itemName ? ` of ${itemName}` : '';

  const commit = (wanted: number) => {
    setDraft(null);
    if (wanted > max) {
      onLimit?.(max);
      if (Math.max(min, max) !== value) onChange(Math.max(min, max));
      return;
    }
    const next = Math.max(min, wanted);
    if (next !== value) onChange(next);
  };

  return (
    <div
      className={cn('gs-stepper', `gs-stepper--${size}`, className)}
      role="group"
      aria-label={label}
    >
      <button
        type="button"
        className="gs-stepper__button"
        aria-label={`Decrease quantity${of}`}
        disabled={disabled || value <= min}
        onClick={() => commit(value - 1)}
      >
        <Minus size={16} aria-hidden="true" />
      </button>
      <input
        className="gs-stepper__input"
        type="text"
        inputMode="numeric"
        pattern="[0-9]*"
        aria-label={`Quantity${of}`}
        value={draft ?? String(value)}
        disabled={disabled}
        onChange={(event) => {
          const digits = event.target.value.replace(/\D/g, '');
          if (digits === '') setDraft('');
          else commit(Number(digits));
        }}
        onBlur={() => setDraft(null)}
      />
      <button
        type="button"
        className="gs-stepper__button"
        aria-label={`Increase quantity${of}`}
        disabled={disabled}
        aria-disabled={value >= max || undefined}
        onClick={() => commit(value + 1)}
      >
        <Plus size={16} aria-hidden="true" />
      </button>
    </div>
  );
}
