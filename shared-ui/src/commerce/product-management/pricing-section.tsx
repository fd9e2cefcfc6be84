import { useFormContext, useWatch } from 'react-hook-form';
import { UNITS } from '@grocery/shared-api';
import { Badge } from '../../components/badge';
import { Input } from '../../components/input';
import { Select } from '../../components/select';
import { discountNote, type ProductFormValues } from './form-values';

const numeric = { type: 'number', inputMode: 'decimal' } as const;
const whole = { type: 'number', inputMode: 'numeric', step: 1, min: 0 } as const;

export function PricingSection() {
  const { register, control, formState } = useFormContext<ProductFormValues>();
  const { errors } = formState;
  const [price, discountPrice] = useWatch({ control, name: ['price', 'discountPrice'] });
  const discount = discountNote(price, discountPrice);
  return (
    <fieldset className="gs-pm-form__section">
      <legend className="gs-pm-form__legend">Pricing &amp; Inventory</legend>
      <div className="gs-pm-form__grid">
        <Input
          label="Price ($)"
          required
          step="0.01"
          min="0"
          {...numeric}
          error={errors.price?.message}
          {...register('price')}
        />
        <Input
          label="Discount price ($)"
          step="0.01"
          min="0"
          {...numeric}
          hint={discount ? <Badge variant="accent">{discount}</Badge> : 'Leave blank for no sale.'}
          error={errors.discountPrice?.message}
          {...register('discountPrice')}
        />
        <Input
          label="Stock quantity"
          required
          {...whole}
          error={errors.stock?.message}
          {...register('stock')}
        />
        <Select
          label="Unit"
          required
          options={UNITS.map((unit) => ({ value: unit, label: unit }))}
          error={errors.unit?.message}
          {...register('unit')}
        />
        <Input
          label="Minimum stock"
          {...whole}
          error={errors.minStock?.message}
          {...register('minStock')}
        />
        <Input
          label="Maximum stock"
          required
          {...whole}
          error={errors.maxStock?.message}
          {...register('maxStock')}
        />
      </div>
    </fieldset>
  );
}
