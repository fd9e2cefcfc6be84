import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button } from '@grocery/shared-ui';
import { applyServerFieldErrors, Input, PasswordInput } from '@grocery/shared-ui/forms';
import { getErrorMessage, initialize, isApiError, type Session } from '@grocery/shared-api';
import { MESSAGES, initializeSchema } from '@grocery/shared-api/validation';
import type { z } from 'zod';
import { refreshInitialization } from '../../lib/auth-state';
import { notify } from '../../lib/notify';

type InitializeValues = z.input<typeof initializeSchema>;
type InitializeData = z.output<typeof initializeSchema>;
const FIELDS = ['name', 'email', 'password', 'confirmPassword'] as const;

export function InitializeForm({ onInitialized }: { onInitialized: (session: Session) => void }) {
  const [formError, setFormError] = useState<string | null>(null);
  const { register, handleSubmit, setError, formState } = useForm<
    InitializeValues,
    unknown,
    InitializeData
  >({
    resolver: zodResolver(initializeSchema),
    defaultValues: { name: '', email: '', password: '', confirmPassword: '' },
  });
  const { errors, isSubmitting } = formState;

  const onValid = async (values: InitializeData) => {
    setFormError(null);
    try {
      onInitialized(await initialize(values));
    } catch (error) {
      // Someone else finished the setup first: the gate now sends this visitor to /login.
      if (isApiError(error) && error.status === 409) {
        notify.error(error.message);
        refreshInitialization();
        return;
      }
      applyServerFieldErrors(error, setError, FIELDS);
      const message = getErrorMessage(error, 'System initialization failed. Please try again.');
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
      <Input
        label="Name"
        autoComplete="name"
        required
        error={errors.name?.message}
        {...register('name')}
      />
      <Input
        label="Email"
        type="email"
        autoComplete="email"
        required
        error={errors.email?.message}
        {...register('email')}
      />
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
      <Button type="submit" fullWidth size="lg" loading={isSubmitting} loadingLabel="Setting up...">
        Initialize System
      </Button>
    </form>
  );
}
