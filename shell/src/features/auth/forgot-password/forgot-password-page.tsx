import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, ButtonLink } from '@grocery/shared-ui';
import { applyServerFieldErrors, Input } from '@grocery/shared-ui/forms';
import { forgotPassword, getErrorMessage } from '@grocery/shared-api';
import { forgotPasswordSchema } from '@grocery/shared-api/validation';
import type { z } from 'zod';
import { AuthCard } from '../../../components/auth-card';
import { notify } from '../../../lib/notify';

type ForgotValues = z.input<typeof forgotPasswordSchema>;
type ForgotData = z.output<typeof forgotPasswordSchema>;

export function ForgotPasswordPage() {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { register, handleSubmit, setError, formState } = useForm<
    ForgotValues,
    unknown,
    ForgotData
  >({
    resolver: zodResolver(forgotPasswordSchema),
    defaultValues: { email: '' },
  });
  const { errors, isSubmitting } = formState;

  const onValid = async ({ email }: ForgotData) => {
    try {
      await forgotPassword(email);
      setSentTo(email);
    } catch (error) {
      applyServerFieldErrors(error, setError, ['email']);
      notify.error(getErrorMessage(error, 'Failed to send password reset email.'));
    }
  };

  if (sentTo) {
    return (
      <AuthCard
        title="Check your email"
        subtitle={
          <>
            If an account exists for <strong>{sentTo}</strong>, we have sent a link to reset your
            password. The link expires soon and works once.
          </>
        }
      >
        <ButtonLink as={Link} to="/login" fullWidth size="lg">
          Return to Login
        </ButtonLink>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title="Forgot your password?"
      subtitle="Enter your email and we will send you a link to reset it."
      footer={
        <>
          Remembered it? <Link to="/login">Back to login</Link>
        </>
      }
    >
      <form className="shell-form" noValidate onSubmit={handleSubmit(onValid)}>
        <Input
          label="Email"
          type="email"
          autoComplete="email"
          required
          error={errors.email?.message}
          {...register('email')}
        />
        <Button type="submit" fullWidth size="lg" loading={isSubmitting} loadingLabel="Sending...">
          Send Reset Link
        </Button>
      </form>
    </AuthCard>
  );
}
