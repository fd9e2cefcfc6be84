import { useId, useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { ChevronDown } from 'lucide-react';
import { Checkbox } from '../../components/checkbox';
import { Input } from '../../components/input';
import { cn } from '../../lib/cn';
import type { ProductFormValues } from './form-values';

/** Collapsed by default; opens by itself when one of its fields has an error. */
export function AdvancedSection() {
  const { register, formState } = useFormContext<ProductFormValues>();
  const { errors } = formState;
  const [open, setOpen] = useState(false);
  const regionId = useId();
  const shown = open || Boolean(errors.discountStartDate || errors.discountEndDate);
  return (
    <section className="gs-pm-form__section">
      <button
        type="button"
        className="gs-pm-form__toggle"
        aria-expanded={shown}
        aria-controls={regionId}
        onClick={() => setOpen(!shown)}
      >
        <span className="gs-pm-form__legend">Advanced Settings</span>
        <ChevronDown
          size={18}
          aria-hidden="true"
          className={cn('gs-pm-form__chevron', shown && 'is-open')}
        />
      </button>
      <div id={regionId} hidden={!shown} className="gs-pm-form__advanced">
        <div className="gs-pm-form__checks">
          <Checkbox
            label="Active"
            hint="Inactive products cannot be bought."
            {...register('isActive')}
          />
          <Checkbox
            label="Visible in the shop"
            hint="Hidden products are seen by staff only."
            {...register('isVisible')}
          />
          <Checkbox label="Featured on the home page" {...register('isFeatured')} />
        </div>
        <div className="gs-pm-form__grid">
          <Input
            label="Discount starts"
            type="date"
            error={errors.discountStartDate?.message}
            {...register('discountStartDate')}
          />
          <Input
            label="Discount ends"
            type="date"
            error={errors.discountEndDate?.message}
            {...register('discountEndDate')}
          />
        </div>
      </div>
    </section>
  );
}
