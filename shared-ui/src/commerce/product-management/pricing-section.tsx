import { useFormContext, useWatch } from 'react-hook-form';
import { UNITS } from '@grocery/shared-api';
import { Badge } from '../../components/badge';
import { Input } from '../../components/input';
import { Select } from '../../components/select';
import { discountNote, type ProductFormValues } from './form-values';
import { SellingFields } from './selling-fields';

const numeric = { type: 'number', inputMode: 'decimal' } as const;
const whole = { type: 'number', inputMode: 'numeric', step: 1, min: 0 } as const;
const decimalStock = { type: 'number', inputMode: 'decimal', step: '0.001', min: 0 } as const;

export function PricingSection() {
  const { register, control, formState } = useFormContext<ProductFormValues>();
  const { errors } = formState;
  const [price, discountPrice, soldBy, weightUnit] = useWatch({
    control,
    name: ['price', 'discountPrice', 'soldBy', 'weightUnit'],
  });
  const discount = discountNote(price, discountPrice);
  // Weighed goods are priced and stocked per weight unit, in decimals.
  const weighedIn = soldBy === 'weight' ? weightUnit || 'kg' : null;
  const per = weighedIn ? ` per ${weighedIn}` : '';
  return (
    <fieldset className="gs-pm-form__section">
      <legend className="gs-pm-form__legend">Pricing &amp; Inventory</legend>
      <div className="gs-pm-form__grid">
        <SellingFields />
        <Input
          label={`Price ($${per})`}
          required
          step="0.01"
          min="0"
          {...numeric}
          error={errors.price?.message}
          {...register('price')}
        />
        <Input
          label={`Discount price ($${per})`}
          step="0.01"
          min="0"
          {...numeric}
          hint={discount ? <Badge variant="accent">{discount}</Badge> : 'Leave blank for no sale.'}
          error={errors.discountPrice?.message}
          {...register('discountPrice')}
        />
        <Input
          label={weighedIn ? `Stock quantity (${weighedIn})` : 'Stock quantity'}
          required
          {...(weighedIn ? decimalStock : whole)}
          error={errors.stock?.message}
          {...register('stock')}
        />
        {/* Weighed goods are counted in their weight unit: a second unit would contradict it. */}
        {!weighedIn && (
          <Select
            label="Unit"
            required
            options={UNITS.map((unit) => ({ value: unit, label: unit }))}
            error={errors.unit?.message}
            {...register('unit')}
          />
        )}
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
