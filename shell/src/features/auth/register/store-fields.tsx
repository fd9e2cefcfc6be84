import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { Alert } from '@grocery/shared-ui';
import { Input, Textarea } from '@grocery/shared-ui/forms';
import type { RegisterInput } from '@grocery/shared-api/validation';

interface StoreFieldsProps {
  register: UseFormRegister<RegisterInput>;
  errors: FieldErrors<RegisterInput>;
}

/** Only a store manager names a store; the account then waits for an administrator. */
export function StoreFields({ register, errors }: StoreFieldsProps) {
  return (
    <>
      <Alert tone="info" title="Administrator approval required">
        Store manager accounts must be approved by an administrator before you can log in.
      </Alert>
      <Input
        label="Store Name"
        autoComplete="organization"
        required
        error={errors.storeName?.message}
        {...register('storeName')}
      />
      <Textarea
        label="Store Address"
        autoComplete="street-address"
        rows={3}
        required
        error={errors.storeAddress?.message}
        {...register('storeAddress')}
      />
    </>
  );
}
