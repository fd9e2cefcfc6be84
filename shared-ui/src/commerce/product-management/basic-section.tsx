import { useState } from 'react';
import { useFormContext } from 'react-hook-form';
import type { Category } from '@grocery/shared-api';
import { skuFromName } from '@grocery/shared-api/validation';
import { Input } from '../../components/input';
import { Select } from '../../components/select';
import { Textarea } from '../../components/textarea';
import type { ProductFormValues } from './form-values';
import { ImagesField } from './images-field';

interface BasicSectionProps {
  categories: readonly Category[];
  /** The SKU follows the name (a new product) until the SKU is typed by hand. */
  autoSku: boolean;
}

/** Shown only while it is true: an edited product's SKU, or one typed by hand, stays as it is. */
export const SKU_HINT = 'Filled from the name until you type your own.';

export function BasicSection({ categories, autoSku }: BasicSectionProps) {
  const { register, setValue, formState } = useFormContext<ProductFormValues>();
  const [skuFollowsName, setSkuFollowsName] = useState(autoSku);
  const { errors } = formState;
  const name = register('name');
  const sku = register('sku');
  return (
    <fieldset className="gs-pm-form__section">
      <legend className="gs-pm-form__legend">Basic Information</legend>
      <div className="gs-pm-form__grid">
        <Input
          label="Product name"
          required
          error={errors.name?.message}
          {...name}
          onChange={(event) => {
            void name.onChange(event);
            // After a submit the SKU's message follows its filled-in value, as a typed one would.
            if (skuFollowsName) {
              setValue('sku', skuFromName(event.target.value), {
                shouldDirty: true,
                shouldValidate: formState.isSubmitted,
              });
            }
          }}
        />
        <Input
          label="SKU"
          required
          hint={skuFollowsName ? SKU_HINT : undefined}
          autoCapitalize="characters"
          error={errors.sku?.message}
          {...sku}
          onChange={(event) => {
            setSkuFollowsName(false);
            void sku.onChange(event);
          }}
        />
      </div>
      <Textarea
        label="Description"
        required
        rows={3}
        error={errors.description?.message}
        {...register('description')}
      />
      <Select
        label="Category"
        required
        placeholder="Select a category"
        options={categories.map((c) => ({ value: c.id, label: c.name }))}
        error={errors.categoryId?.message}
        {...register('categoryId')}
      />
      <ImagesField />
    </fieldset>
  );
}
