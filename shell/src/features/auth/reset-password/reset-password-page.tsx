import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { ButtonLink } from '@grocery/shared-ui';
import { AuthCard } from '../../../components/auth-card';
import { notify } from '../../../lib/notify';
import { ResetPasswordForm } from './reset-password-form';

export const PASSWORD_RESET = 'Password reset successfully! Please login with your new password.';

export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const token = params.get('token');

  if (!token) {
    return (
      <AuthCard
        title="Reset link is invalid or has expired"
        subtitle="Ask for a new link and use it within its time limit."
      >
        <ButtonLink as={Link} to="/forgot-password" fullWidth size="lg">
          Request a new link
        </ButtonLink>
      </AuthCard>
    );
  }

  const onReset = () => {
    notify.success(PASSWORD_RESET);
    navigate('/login', { replace: true, state: { message: PASSWORD_RESET } });
  };

  return (
    <AuthCard
      title="Choose a new password"
      subtitle="Use at least 6 characters with a lowercase letter, an uppercase letter and a number."
    >
      <ResetPasswordForm token={token} onReset={onReset} />
    </AuthCard>
  );
}
