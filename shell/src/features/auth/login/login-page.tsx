import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import { Alert } from '@grocery/shared-ui';
import { signIn, type Session } from '@grocery/shared-api';
import { AuthCard } from '../../../components/auth-card';
import { notify } from '../../../lib/notify';
import { LoginForm } from './login-form';

export const LOGIN_SUCCESS = 'Login successful! Welcome back!';

interface LoginLocationState {
  message?: string;
  /** The address just registered, filled in for the first sign-in. */
  email?: string;
}

/** Storing the session is enough: the PublicOnly guard then sends the user on, by role. */
function onLoggedIn(session: Session, rememberMe: boolean) {
  signIn(session, rememberMe);
  notify.success(LOGIN_SUCCESS);
}

export function LoginPage() {
  const state = (useLocation().state ?? {}) as LoginLocationState;
  // The registration notice is news until the first sign-in attempt; beside that attempt's error
  // a green success would contradict it.
  const [attempted, setAttempted] = useState(false);
  const notice = state.message && !attempted ? state.message : null;

  return (
    <AuthCard
      title="Welcome back"
      subtitle="Sign in to shop fresh groceries"
      notice={notice ? <Alert tone="success">{notice}</Alert> : undefined}
    >
      <LoginForm
        onLoggedIn={onLoggedIn}
        initialEmail={state.email}
        onAttempt={() => setAttempted(true)}
      />
    </AuthCard>
  );
}
