import { useLocation } from 'react-router-dom';
import { Alert } from '@grocery/shared-ui';
import { signIn, type Session } from '@grocery/shared-api';
import { AuthCard } from '../../../components/auth-card';
import { notify } from '../../../lib/notify';
import { LoginForm } from './login-form';

export const LOGIN_SUCCESS = 'Login successful! Welcome back!';

interface LoginLocationState {
  message?: string;
}

/** Storing the session is enough: the PublicOnly guard then sends the user on, by role. */
function onLoggedIn(session: Session, rememberMe: boolean) {
  signIn(session, rememberMe);
  notify.success(LOGIN_SUCCESS);
}

export function LoginPage() {
  const state = (useLocation().state ?? {}) as LoginLocationState;

  return (
    <AuthCard
      title="Welcome back"
      subtitle="Sign in to shop fresh groceries"
      notice={state.message ? <Alert tone="success">{state.message}</Alert> : undefined}
    >
      <LoginForm onLoggedIn={onLoggedIn} />
    </AuthCard>
  );
}
