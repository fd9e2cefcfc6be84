import { useState, type KeyboardEvent } from 'react';
import { Minus, Plus } from 'lucide-react';
import { cn } from '../../lib/cn';
import { moveOnGrid, roundToStep, weightText } from './weight-grid';

export interface WeightStepperProps {
  /** The chosen weight, e.g. 0.5; always a multiple of `step`. */
  value: number;
  /** 0.1 for 100 g steps. */
  step: number;
  /** Smallest weight sold, e.g. 0.2. */
  min: number;
  /** Largest weight allowed, usually the stock. */
  max: number;
  unit: 'kg' | 'lb';
  onChange: (weight: number) => void;
  /** Called when the shopper asks for more than `max`; the value is clamped to `max`. */
  onLimit?: (max: number) => void;
  /** In the cart, stepping below the minimum offers 0, which removes the line. */
  removable?: boolean;
  /** Names the control for screen readers, e.g. 'Weight of Loose apples'. */
  label: string;
  /** The product, where several steppers share a screen: 'Increase weight of Apples'. */
  itemName?: string;
  size?: 'sm' | 'md';
  disabled?: boolean;
  className?: string;
}

const DECIMAL = /^\d*[.,]?\d*$/;

/**
 * Minus, a typed weight and plus, for goods sold by weight. Typing commits on Enter or leaving
 * the field (a half-typed "0." is not a weight yet); the arrow keys step like the buttons.
 * Every way in lands on the step grid within min..max.
 */
export function WeightStepper({
  value,
  step,
  min,
  max,
  unit,
  onChange,
  onLimit,
  removable = false,
  label,
  itemName,
  size = 'md',
  disabled,
  className,
}: WeightStepperProps) {
  const [draft, setDraft] = useState<string | null>(null);
  const of = itemName ? ` of ${itemName}` : '';
  const top = roundToStep(Math.floor(max / step) * step, step);

  const commit = (wanted: number) => {
    setDraft(null);
    if (!Number.isFinite(wanted)) return;
    let next = roundToStep(wanted, step);
    if (next > top) {
      onLimit?.(top);
      next = top;
    }
    if (next < min) next = removable && next === 0 ? 0 : min;
    if (next !== value) onChange(next);
  };
  const down = () => commit(value <= min ? 0 : Math.max(moveOnGrid(value, step, -1), min));
  const up = () => commit(value < min ? min : moveOnGrid(value, step, 1));
  const floor = removable ? 0 : min;

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowUp') up();
    else if (event.key === 'ArrowDown') down();
    else if (event.key === 'Enter' && draft !== null) commit(Number(draft.replace(',', '.')));
    else return;
    event.preventDefault();
  };

  return (
    <div
      className={cn('gs-stepper', 'gs-stepper--weight', `gs-stepper--${size}`, className)}
      role="group"
      aria-label={label}
    >
      <button
        type="button"
        className="gs-stepper__button"
        aria-label={`Decrease weight${of}`}
        disabled={disabled || value <= floor}
        onClick={down}
      >
        <Minus size={16} aria-hidden="true" />
      </button>
      <label className="gs-stepper__weight">
        <input
          className="gs-stepper__input"
          type="text"
          inputMode="decimal"
          aria-label={`Weight${of} in ${unit}`}
          value={draft ?? weightText(value)}
          disabled={disabled}
          onChange={(event) => {
            if (DECIMAL.test(event.target.value)) setDraft(event.target.value);
          }}
          onKeyDown={onKeyDown}
          onBlur={() => {
            if (draft === null) return;
            if (draft === '' || draft === '.') setDraft(null);
            else commit(Number(draft.replace(',', '.')));
          }}
        />
        <span className="gs-stepper__unit" aria-hidden="true">
          {unit}
        </span>
      </label>
      <button
        type="button"
        className="gs-stepper__button"
        aria-label={`Increase weight${of}`}
        disabled={disabled}
        aria-disabled={value >= top || undefined}
        onClick={up}
      >
        <Plus size={16} aria-hidden="true" />
      </button>
    </div>
  );
}
