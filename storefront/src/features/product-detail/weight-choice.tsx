import { fromCents, lineCents, toCents, effectivePrice, type Product } from '@grocery/shared-api';
import { notify } from '@grocery/shared-ui';
import { EstimatePrice, WeightStepper } from '@grocery/shared-ui/commerce';

export interface WeightChoiceProps {
  product: Product;
  value: number;
  max: number;
  disabled: boolean;
  onChange: (weight: number) => void;
}

/** The weight to add and what it should cost: weighed goods are charged for what is picked. */
export function WeightChoice({ product, value, max, disabled, onChange }: WeightChoiceProps) {
  const unit = product.weightUnit ?? 'kg';
  const estimate = fromCents(lineCents(toCents(effectivePrice(product)), value));
  return (
    <div className="sf-purchase__quantity">
      <span className="sf-purchase__label">Weight</span>
      <WeightStepper
        label={`Weight of ${product.name}`}
        value={value}
        step={product.quantityStep}
        min={product.minQuantity}
        max={max}
        unit={unit}
        disabled={disabled}
        onChange={onChange}
        onLimit={(most) => notify.error(`Only ${most} ${unit} available in stock!`)}
      />
      <p className="sf-purchase__estimate" aria-live="polite">
        <EstimatePrice amount={estimate} /> for {value} {unit}; you pay for the weight we pick.
      </p>
    </div>
  );
}
