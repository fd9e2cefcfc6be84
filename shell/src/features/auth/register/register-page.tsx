import { Link, useNavigate } from 'react-router-dom';
import type { RegisterResult } from '@grocery/shared-api';
import { AuthCard } from '../../../components/auth-card';
import { notify } from '../../../lib/notify';
import { RegisterForm } from './register-form';

export const REGISTERED = 'Registration successful! Please login to continue.';
export const REGISTRATION_SUBMITTED =
  'Registration submitted! Your request has been sent to an administrator for approval.';

export function RegisterPage() {
  const navigate = useNavigate();

  // The new account signs in on the login page, its email filled in; a held account (store
  // manager) waits there with the approval message.
  const onRegistered = (result: RegisterResult) => {
    const message = result.requiresApproval ? REGISTRATION_SUBMITTED : REGISTERED;
    notify.success(message);
    navigate('/login', { state: { message, email: result.user.email } });
  };

  return (
    <AuthCard
      wide
      title="Create your account"
      subtitle="Fresh groceries, delivered"
      footer={
        <>
          Already have an account? <Link to="/login">Sign in</Link>
        </>
      }
    >
      <RegisterForm onRegistered={onRegistered} />
    </AuthCard>
  );
}
