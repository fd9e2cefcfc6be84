import { Link } from 'react-router-dom';
import { ButtonLink, CountBadge, countOf } from '@grocery/shared-ui';
import { BriefcaseBusiness, Heart, Package, ShoppingCart } from 'lucide-react';
import { useAuthState } from '../../lib/auth-state';
import { useCartSummary, useWishlistCount } from '../../lib/cart-state';
import { UserMenu } from './user-menu';

function countLabel(noun: string, count: number) {
  return `${noun}, ${countOf(count, 'item')}`;
}

export function HeaderActions() {
  const { user } = useAuthState();
  const { totalItems, openCart } = useCartSummary();
  const wishlistCount = useWishlistCount();
  return (
    <nav className="shell-actions" aria-label="Account and cart">
      {user && (
        <Link to="/orders" className="shell-actions__link shell-desktop-only">
          <Package size={18} aria-hidden="true" />
          My Orders
        </Link>
      )}
      {user?.role === 'customer' && (
        <Link to="/requests" className="shell-actions__link shell-desktop-only">
          <BriefcaseBusiness size={18} aria-hidden="true" />
          Become a store manager
        </Link>
      )}
      <Link
        to="/wishlist"
        className="shell-icon-button"
        aria-label={countLabel('Wishlist', wishlistCount)}
      >
        <Heart size={22} aria-hidden="true" />
        {wishlistCount > 0 && (
          <CountBadge
            count={wishlistCount}
            className="shell-icon-button__badge"
            aria-hidden="true"
          />
        )}
      </Link>
      <button
        type="button"
        className="shell-icon-button"
        onClick={openCart}
        aria-label={countLabel('Cart', totalItems)}
      >
        <ShoppingCart size={22} aria-hidden="true" />
        {totalItems > 0 && (
          <CountBadge count={totalItems} className="shell-icon-button__badge" aria-hidden="true" />
        )}
      </button>
      {user ? (
        <UserMenu className="shell-desktop-only" />
      ) : (
        <div className="shell-actions__guest shell-desktop-only">
          <ButtonLink as={Link} to="/login" variant="ghost" size="sm">
            Login
          </ButtonLink>
          <ButtonLink as={Link} to="/register" size="sm">
            Sign Up
          </ButtonLink>
        </div>
      )}
    </nav>
  );
}
