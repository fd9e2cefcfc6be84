import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import type { ShippingAddressInput } from '@grocery/shared-api/validation';
import { Input } from '../../components/input';

type Name = keyof ShippingAddressInput;

const FIELDS: {
  name: Name;
  label: string;
  autoComplete: string;
  type?: string;
  span?: 'wide' | 'third';
}[] = [
  { name: 'firstName', label: 'First name', autoComplete: 'shipping given-name' },
  { name: 'lastName', label: 'Last name', autoComplete: 'shipping family-name' },
  { name: 'email', label: 'Email', autoComplete: 'email', type: 'email' },
  { name: 'phone', label: 'Phone', autoComplete: 'shipping tel', type: 'tel' },
  { name: 'address', label: 'Address', autoComplete: 'shipping street-address', span: 'wide' },
  { name: 'city', label: 'City', autoComplete: 'shipping address-level2', span: 'third' },
  { name: 'state', label: 'State', autoComplete: 'shipping address-level1', span: 'third' },
  { name: 'zipCode', label: 'ZIP code', autoComplete: 'shipping postal-code', span: 'third' },
];

export interface AddressFieldsProps {
  register: UseFormRegister<ShippingAddressInput>;
  errors: FieldErrors<ShippingAddressInput>;
}

/**
 * The eight required shipping fields (spec section 5, Checkout address), for checkout and for
 * changing an order's delivery address.
 */
export function AddressFields({ register, errors }: AddressFieldsProps) {
  return (
    <div className="gs-address-fields">
      {FIELDS.map(({ name, label, autoComplete, type, span }) => (
        <Input
          key={name}
          label={label}
          type={type}
          autoComplete={autoComplete}
          required
          containerClassName={span && `gs-address-fields__${span}`}
          error={errors[name]?.message}
          {...register(name)}
        />
      ))}
    </div>
  );
}
