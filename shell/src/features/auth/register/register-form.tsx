import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button } from '@grocery/shared-ui';
import { applyServerFieldErrors, Input, PasswordInput, Select } from '@grocery/shared-ui/forms';
import {
  getErrorMessage,
  register as registerAccount,
  type RegisterResult,
} from '@grocery/shared-api';
import {
  MESSAGES,
  registerSchema,
  type RegisterData,
  type RegisterInput,
} from '@grocery/shared-api/validation';
import { notify } from '../../../lib/notify';
import { StoreFields } from './store-fields';

export const REGISTER_FIELDS = [
  'role',
  'firstName',
  'lastName',
  'email',
  'phone',
  'password',
  'confirmPassword',
  'storeName',
  'storeAddress',
] as const;

const ACCOUNT_TYPES = [
  { value: 'customer', label: 'Customer' },
  { value: 'store_manager', label: 'Store Manager' },
  { value: 'admin', label: 'Admin' },
];

interface RegisterFormProps {
  onRegistered: (result: RegisterResult) => void;
}

export function RegisterForm({ onRegistered }: RegisterFormProps) {
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<RegisterInput, unknown, RegisterData>({
    resolver: zodResolver(registerSchema),
    defaultValues: {
      firstName: '',
      lastName: '',
      email: '',
      phone: '',
      password: '',
      confirmPassword: '',
      storeName: '',
      storeAddress: '',
    },
    shouldUnregister: true,
  });
  const { register, handleSubmit, setError, control, formState } = form;
  const { errors, isSubmitting } = formState;
  const isStoreManager = useWatch({ control, name: 'role' }) === 'store_manager';

  const onValid = async (values: RegisterData) => {
    setFormError(null);
    try {
      onRegistered(await registerAccount(values));
    } catch (error) {
      applyServerFieldErrors(error, setError, REGISTER_FIELDS);
      const message = getErrorMessage(error, 'Registration failed. Please try again.');
      setFormError(message);
      notify.error(message);
    }
  };

  return (
    <form
      className="shell-form"
      noValidate
      onSubmit={handleSubmit(onValid, () => notify.error(MESSAGES.fixErrors))}
    >
      {formError && <Alert tone="danger">{formError}</Alert>}
      <Select
        label="Account type"
        required
        placeholder="Select account type"
        options={ACCOUNT_TYPES}
        error={errors.role?.message}
        {...register('role')}
      />
      <div className="shell-form__row">
        <Input
          label="First name"
          autoComplete="given-name"
          required
          error={errors.firstName?.message}
          {...register('firstName')}
        />
        <Input
          label="Last name"
          autoComplete="family-name"
          hint="Optional"
          error={errors.lastName?.message}
          {...register('lastName')}
        />
      </div>
      <Input
        label="Email"
        type="email"
        autoComplete="email"
        required
        error={errors.email?.message}
        {...register('email')}
      />
      <Input
        label="Phone"
        type="tel"
        autoComplete="tel"
        hint="Optional"
        error={errors.phone?.message}
        {...register('phone')}
      />
      {isStoreManager && <StoreFields register={register} errors={errors} />}
      <div className="shell-form__row">
        <PasswordInput
          label="Password"
          autoComplete="new-password"
          required
          error={errors.password?.message}
          {...register('password')}
        />
        <PasswordInput
          label="Confirm password"
          autoComplete="new-password"
          required
          error={errors.confirmPassword?.message}
          {...register('confirmPassword')}
        />
      </div>
      <Button
        type="submit"
        fullWidth
        size="lg"
        loading={isSubmitting}
        loadingLabel="Creating account..."
      >
        Create Account
      </Button>
    </form>
  );
}
