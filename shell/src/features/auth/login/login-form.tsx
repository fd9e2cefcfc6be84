import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { useForm } from 'react-hook-form';
import { Alert, Button } from '@grocery/shared-ui';
import { applyServerFieldErrors, Checkbox, Input, PasswordInput } from '@grocery/shared-ui/forms';
import { getErrorMessage, login, type Session } from '@grocery/shared-api';
import type { loginSchema } from '@grocery/shared-api/validation';
import type { z } from 'zod';
import { firstErrorMessage } from '../../../lib/form-errors';
import { lazyResolver } from '../../../lib/lazy-resolver';
import { notify } from '../../../lib/notify';
import { SocialButtons } from './social-buttons';

type LoginValues = z.input<typeof loginSchema>;
type LoginData = z.output<typeof loginSchema>;
const FIELDS = ['email', 'password'] as const;

// The form's rules load with the first keystroke or Sign In, not with the page.
const { resolver, preload: preloadRules } = lazyResolver<LoginValues, LoginData>(() =>
  Promise.all([import('@grocery/shared-api/validation'), import('@hookform/resolvers/zod')]).then(
    ([{ loginSchema: schema }, { zodResolver }]) => zodResolver(schema),
  ),
);

interface LoginFormProps {
  onLoggedIn: (session: Session, rememberMe: boolean) => void;
  /** Filled in for the visitor, e.g. the address they have just registered. */
  initialEmail?: string;
  /** Each press of Sign In, valid or not. */
  onAttempt?: () => void;
}

export function LoginForm({ onLoggedIn, initialEmail = '', onAttempt }: LoginFormProps) {
  const [formError, setFormError] = useState<string | null>(null);
  const { register, handleSubmit, setError, setFocus, formState } = useForm<
    LoginValues,
    unknown,
    LoginData
  >({
    resolver,
    defaultValues: { email: initialEmail, password: '', rememberMe: false },
  });
  const { errors, isSubmitting } = formState;

  // The page is there to be filled in: the first empty field has the cursor.
  useEffect(() => setFocus(initialEmail ? 'password' : 'email'), [setFocus, initialEmail]);

  const onValid = async (values: LoginData) => {
    setFormError(null);
    try {
      onLoggedIn(await login(values), values.rememberMe);
    } catch (error) {
      const message = getErrorMessage(error, 'Login failed');
      applyServerFieldErrors(error, setError, FIELDS);
      setFormError(message);
      notify.error(message);
    }
  };

  const onInvalid = (invalid: typeof errors) => {
    const message = firstErrorMessage(invalid, FIELDS);
    if (message) notify.error(message);
  };

  return (
    <form
      className="shell-form"
      noValidate
      onInput={preloadRules}
      onSubmit={(event) => {
        onAttempt?.();
        return handleSubmit(onValid, onInvalid)(event);
      }}
    >
      {formError && <Alert tone="danger">{formError}</Alert>}
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
        autoComplete="current-password"
        required
        error={errors.password?.message}
        {...register('password')}
      />
      <div className="shell-form__inline">
        <Checkbox label="Remember me" {...register('rememberMe')} />
        <Link to="/forgot-password">Forgot password?</Link>
      </div>
      <Button type="submit" fullWidth size="lg" loading={isSubmitting} loadingLabel="Signing in...">
        Sign In
      </Button>
      <SocialButtons />
      <p className="shell-auth__subtitle">
        Don&apos;t have an account? <Link to="/register">Sign up</Link>
      </p>
    </form>
  );
}
