import { useState } from 'react';
import { Select } from '../../components/select';
import { cn } from '../../lib/cn';
import { formatMoney } from '../../lib/format';
import {
  SUBSTITUTION_LABELS,
  type SubstituteOption,
  type SubstitutionPreference,
  type SubstitutionValue,
} from './labels';

export interface SubstitutionChoiceProps {
  /** The product the line is for, named in the labels. */
  itemName: string;
  value: SubstitutionValue;
  /** Complete choices only: 'specific' is reported once a product is picked. */
  onChange: (value: SubstitutionValue) => void;
  /** Products from the same aisle; null while they load. */
  alternatives: readonly SubstituteOption[] | null;
  /** Asked for once the shopper wants to choose a product. */
  onWantAlternatives?: () => void;
  disabled?: boolean;
  className?: string;
}

const PREFERENCES = Object.entries(SUBSTITUTION_LABELS).map(([value, label]) => ({ value, label }));

/** What the store should do if a line's product is out of stock when the order is picked. */
export function SubstitutionChoice({
  itemName,
  value,
  onChange,
  alternatives,
  onWantAlternatives,
  disabled,
  className,
}: SubstitutionChoiceProps) {
  // Choosing 'specific' shows the product list; the choice is reported once a product is picked.
  const [choosing, setChoosing] = useState(false);
  const specific = choosing || value.preference === 'specific';

  const onPreference = (preference: SubstitutionPreference) => {
    if (preference === 'specific') {
      setChoosing(true);
      onWantAlternatives?.();
      return;
    }
    setChoosing(false);
    onChange({ preference, productId: null });
  };

  return (
    <div className={cn('gs-substitution', className)}>
      <Select
        label={`If ${itemName} is out of stock`}
        options={PREFERENCES}
        value={specific ? 'specific' : value.preference}
        disabled={disabled}
        onChange={(event) => onPreference(event.target.value as SubstitutionPreference)}
      />
      {specific && (
        <Select
          label={`Substitute for ${itemName}`}
          placeholder={alternatives ? 'Choose a product' : 'Loading products…'}
          value={value.preference === 'specific' ? (value.productId ?? '') : ''}
          disabled={disabled || !alternatives}
          options={(alternatives ?? []).map((option) => ({
            value: option.id,
            label: `${option.name} (${formatMoney(option.price)})`,
          }))}
          onChange={(event) => {
            if (event.target.value)
              onChange({ preference: 'specific', productId: event.target.value });
          }}
        />
      )}
    </div>
  );
}
