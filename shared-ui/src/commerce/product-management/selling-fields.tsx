import { useFormContext, useWatch } from 'react-hook-form';
import { WEIGHT_UNITS } from '@grocery/shared-api';
import { Input } from '../../components/input';
import { Select } from '../../components/select';
import type { ProductFormValues } from './form-values';

const SOLD_BY_OPTIONS = [
  { value: 'unit', label: 'By the piece' },
  { value: 'weight', label: 'By weight' },
];
const weightInput = { type: 'number', inputMode: 'decimal', step: '0.001', min: '0' } as const;

/** "Sold by", and for weighed goods the unit the price and stock are in, the step and minimum. */
export function SellingFields() {
  const { register, control, formState } = useFormContext<ProductFormValues>();
  const { errors } = formState;
  const [soldBy, weightUnit] = useWatch({ control, name: ['soldBy', 'weightUnit'] });
  return (
    <>
      <Select
        label="Sold by"
        options={SOLD_BY_OPTIONS}
        error={errors.soldBy?.message}
        {...register('soldBy')}
      />
      {soldBy === 'weight' && (
        <>
          <Select
            label="Weight unit"
            required
            placeholder="Select a unit"
            options={WEIGHT_UNITS.map((unit) => ({ value: unit, label: unit }))}
            error={errors.weightUnit?.message}
            {...register('weightUnit')}
          />
          <Input
            label="Quantity step"
            {...weightInput}
            hint={`What one press adds, e.g. 0.1 ${weightUnit || 'kg'}.`}
            error={errors.quantityStep?.message}
            {...register('quantityStep')}
          />
          <Input
            label="Minimum quantity"
            {...weightInput}
            hint="A whole number of steps, e.g. 0.2. Blank: one step."
            error={errors.minQuantity?.message}
            {...register('minQuantity')}
          />
        </>
      )}
    </>
  );
}
