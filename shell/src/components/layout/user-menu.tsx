import { Link } from 'react-router-dom';
import { Button, RoleBadge } from '@grocery/shared-ui';
import { LogOut } from 'lucide-react';
import { useAuthState, useLogout } from '../../lib/auth-state';

/** The logged-in user's first name and role, a link to the profile, and Logout. */
export function UserMenu({ className }: { className?: string }) {
  const { user } = useAuthState();
  const { logout, loggingOut } = useLogout();
  if (!user) return null;
  const firstName = user.firstName || user.name.split(' ')[0] || user.name;
  return (
    <div className={['shell-user', className].filter(Boolean).join(' ')}>
      <Link to="/profile" className="shell-user__name" title="Your profile">
        {firstName}
      </Link>
      <RoleBadge role={user.role} size="sm" />
      <Button
        variant="outline"
        size="sm"
        icon={<LogOut size={16} />}
        onClick={logout}
        loading={loggingOut}
      >
        Logout
      </Button>
    </div>
  );
}
