import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { adjustStock, getErrorMessage, type Product } from '@grocery/shared-api';
import { Button, Dialog, notify } from '@grocery/shared-ui';
import { Input } from '@grocery/shared-ui/forms';

export const RESTOCKED = 'Stock updated successfully!';
const MAX_UNITS = 100_000;

const restockSchema = z.object({
  units: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.coerce
      .number({ error: 'Enter how many units arrived' })
      .int('Enter a whole number of units')
      .min(1, 'Add at least 1 unit')
      .max(MAX_UNITS, `Add at most ${MAX_UNITS.toLocaleString('en-US')} units at a time`),
  ),
});
type RestockValues = z.input<typeof restockSchema>;
type RestockData = z.output<typeof restockSchema>;

export interface RestockDialogProps {
  product: Product | null;
  onClose: () => void;
  onRestocked: (product: Product) => void;
}

/** Adds the units that arrived to a product's stock, from the Low Stock Alert. */
export function RestockDialog({ product, onClose, onRestocked }: RestockDialogProps) {
  return (
    <Dialog
      open={product !== null}
      onClose={onClose}
      size="sm"
      title={product ? `Restock ${product.name}` : ''}
      description={product ? `${product.stock} in stock now.` : undefined}
    >
      {product && <RestockForm product={product} onCancel={onClose} onRestocked={onRestocked} />}
    </Dialog>
  );
}

function RestockForm({
  product,
  onCancel,
  onRestocked,
}: {
  product: Product;
  onCancel: () => void;
  onRestocked: (product: Product) => void;
}) {
  const { register, handleSubmit, control, formState } = useForm<
    RestockValues,
    unknown,
    RestockData
  >({ resolver: zodResolver(restockSchema), defaultValues: { units: 10 } });
  const { errors, isSubmitting } = formState;
  const units = Number(useWatch({ control, name: 'units' }));
  const after = Number.isSafeInteger(units) && units > 0 ? product.stock + units : null;

  const onValid = async ({ units: added }: RestockData) => {
    try {
      const saved = await adjustStock(product.id, added);
      notify.success(RESTOCKED);
      onRestocked(saved);
    } catch (error) {
      notify.error(getErrorMessage(error, 'Failed to update product'));
    }
  };

  return (
    <form className="ap-restock" noValidate onSubmit={handleSubmit(onValid)}>
      <Input
        label="Units to add"
        type="number"
        inputMode="numeric"
        min={1}
        max={MAX_UNITS}
        step={1}
        required
        autoFocus
        hint={after !== null ? `Stock after restock: ${after}` : undefined}
        error={errors.units?.message}
        {...register('units')}
      />
      <div className="ap-form-actions">
        <Button variant="outline" onClick={onCancel} disabled={isSubmitting}>
          Cancel
        </Button>
        <Button type="submit" loading={isSubmitting} loadingLabel="Saving...">
          Restock
        </Button>
      </div>
    </form>
  );
}
