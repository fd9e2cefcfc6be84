import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { MapPinned } from 'lucide-react';
import {
  getErrorMessage,
  isApiError,
  ORDER_UPDATE_MESSAGES,
  updateOrder,
  type Order,
  type ShippingAddress,
} from '@grocery/shared-api';
import { shippingAddressSchema, type ShippingAddressInput } from '@grocery/shared-api/validation';
import { Button, notify } from '@grocery/shared-ui';
import { AddressFields, FormDialog } from '@grocery/shared-ui/forms';

const FIELDS = Object.keys(shippingAddressSchema.shape) as (keyof ShippingAddressInput)[];

export interface ChangeAddressProps {
  order: Order;
  /** The order as the server answered it: new address and history entry. */
  onChanged: (order: Order) => void;
  /** The order moved on meanwhile (shipped, cancelled): the page reads it again. */
  onStale: () => void;
}

/** "Change delivery address" and its dialog, while the order is still pending or confirmed. */
export function ChangeAddress({ order, onChanged, onStale }: ChangeAddressProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="outline"
        size="sm"
        icon={<MapPinned size={16} />}
        onClick={() => setOpen(true)}
      >
        Change delivery address
      </Button>
      {open && (
        <ChangeAddressDialog
          order={order}
          onClose={() => setOpen(false)}
          onChanged={(changed) => {
            setOpen(false);
            onChanged(changed);
          }}
          onStale={() => {
            setOpen(false);
            onStale();
          }}
        />
      )}
    </>
  );
}

interface DialogProps extends ChangeAddressProps {
  onClose: () => void;
}

function ChangeAddressDialog({ order, onClose, onChanged, onStale }: DialogProps) {
  const { register, handleSubmit, setError, formState } = useForm<
    ShippingAddressInput,
    unknown,
    ShippingAddress
  >({ resolver: zodResolver(shippingAddressSchema), defaultValues: order.shippingAddress });

  const onValid = async (shippingAddress: ShippingAddress) => {
    try {
      const changed = await updateOrder(order.id, { shippingAddress });
      notify.success(ORDER_UPDATE_MESSAGES.updated);
      onChanged(changed);
    } catch (error) {
      notify.error(getErrorMessage(error, ORDER_UPDATE_MESSAGES.failed));
      if (!isApiError(error)) return;
      if (error.status === 409) return onStale();
      // The server names fields by their place in the body: shippingAddress.city.
      FIELDS.forEach((name) => {
        const message = error.fieldErrors[`shippingAddress.${name}`];
        if (message) setError(name, { type: 'server', message });
      });
    }
  };

  return (
    <FormDialog
      size="lg"
      title="Change delivery address"
      description={`Where should we deliver order ${order.orderNumber}?`}
      onSubmit={handleSubmit(onValid)}
      submitting={formState.isSubmitting}
      submitLabel="Save address"
      loadingLabel="Saving..."
      onClose={onClose}
    >
      <AddressFields register={register} errors={formState.errors} />
    </FormDialog>
  );
}
