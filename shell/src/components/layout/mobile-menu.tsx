import { Link } from 'react-router-dom';
import { ButtonLink } from '@grocery/shared-ui';
import { useAuthState } from '../../lib/auth-state';
import { UserMenu } from './user-menu';

interface MobileMenuProps {
  id: string;
}

/** The phone layout's menu: the main links and the account actions (search stays in the header). */
export function MobileMenu({ id }: MobileMenuProps) {
  const { user } = useAuthState();

  return (
    <div id={id} className="shell-mobile-menu">
      <nav aria-label="Menu" className="shell-mobile-menu__links">
        <Link to={user ? '/dashboard' : '/'}>Home</Link>
        <Link to="/products">All Products</Link>
        <Link to="/categories">Categories</Link>
        {user && <Link to="/orders">My Orders</Link>}
        {user && <Link to="/profile">Profile</Link>}
        {user?.role === 'customer' && <Link to="/requests">Become a store manager</Link>}
      </nav>
      {user ? (
        <UserMenu />
      ) : (
        <div className="shell-mobile-menu__guest">
          <ButtonLink as={Link} to="/login" variant="outline" fullWidth>
            Login
          </ButtonLink>
          <ButtonLink as={Link} to="/register" fullWidth>
            Sign Up
          </ButtonLink>
        </div>
      )}
    </div>
  );
}
