import { useFormContext } from 'react-hook-form';
import { Input } from '../../components/input';
import type { ProductFormValues } from './form-values';

export function DetailsSection() {
  const { register, formState } = useFormContext<ProductFormValues>();
  const { errors } = formState;
  return (
    <fieldset className="gs-pm-form__section">
      <legend className="gs-pm-form__legend">Product Details</legend>
      <div className="gs-pm-form__grid">
        <Input
          label="Weight"
          type="number"
          inputMode="decimal"
          step="0.001"
          min="0"
          hint="In the product's unit."
          error={errors.weight?.message}
          {...register('weight')}
        />
        <Input
          label="Barcode"
          inputMode="numeric"
          hint="8 to 14 digits."
          error={errors.barcode?.message}
          {...register('barcode')}
        />
        <Input
          label="Manufacturer"
          error={errors.manufacturer?.message}
          {...register('manufacturer')}
        />
        <Input
          label="Country of origin"
          autoComplete="off"
          error={errors.countryOfOrigin?.message}
          {...register('countryOfOrigin')}
        />
        <Input
          label="Tags"
          hint="Separated by commas, e.g. organic, local."
          error={errors.tags?.message}
          {...register('tags')}
        />
        <Input
          label="Expiry date"
          type="date"
          error={errors.expiryDate?.message}
          {...register('expiryDate')}
        />
      </div>
    </fieldset>
  );
}
