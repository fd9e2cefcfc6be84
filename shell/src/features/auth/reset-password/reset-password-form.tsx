import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button } from '@grocery/shared-ui';
import { applyServerFieldErrors, PasswordInput } from '@grocery/shared-ui/forms';
import { getErrorMessage, resetPassword } from '@grocery/shared-api';
import { resetPasswordSchema } from '@grocery/shared-api/validation';
import type { z } from 'zod';
import { notify } from '../../../lib/notify';

type ResetValues = z.input<typeof resetPasswordSchema>;
type ResetData = z.output<typeof resetPasswordSchema>;
const FIELDS = ['password', 'confirmPassword'] as const;

interface ResetPasswordFormProps {
  token: string;
  onReset: () => void;
}

export function ResetPasswordForm({ token, onReset }: ResetPasswordFormProps) {
  const [formError, setFormError] = useState<string | null>(null);
  const { register, handleSubmit, setError, formState } = useForm<ResetValues, unknown, ResetData>({
    resolver: zodResolver(resetPasswordSchema),
    defaultValues: { token, password: '', confirmPassword: '' },
  });
  const { errors, isSubmitting } = formState;

  const onValid = async (values: ResetData) => {
    setFormError(null);
    try {
      await resetPassword(values.token, values.password, values.confirmPassword);
      onReset();
    } catch (error) {
      applyServerFieldErrors(error, setError, FIELDS);
      const message = getErrorMessage(error, 'Failed to reset password');
      setFormError(message);
      notify.error(message);
    }
  };

  return (
    <form className="shell-form" noValidate onSubmit={handleSubmit(onValid)}>
      {formError && (
        <Alert tone="danger" action={<Link to="/forgot-password">Request a new link</Link>}>
          {formError}
        </Alert>
      )}
      {errors.token?.message && <Alert tone="danger">{errors.token.message}</Alert>}
      <PasswordInput
        label="New password"
        autoComplete="new-password"
        required
        error={errors.password?.message}
        {...register('password')}
      />
      <PasswordInput
        label="Confirm new password"
        autoComplete="new-password"
        required
        error={errors.confirmPassword?.message}
        {...register('confirmPassword')}
      />
      <Button type="submit" fullWidth size="lg" loading={isSubmitting} loadingLabel="Saving...">
        Reset Password
      </Button>
    </form>
  );
}
