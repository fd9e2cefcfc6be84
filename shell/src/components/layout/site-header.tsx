import { useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { Logo } from '@grocery/shared-ui';
import { Menu, X } from 'lucide-react';
import { useAuthState } from '../../lib/auth-state';
import { HeaderSearch } from './header-search';
import { HeaderActions } from './header-actions';
import { MobileMenu } from './mobile-menu';

export function SiteHeader() {
  const { user } = useAuthState();
  const location = useLocation();
  // The menu belongs to the page it was opened on: following any link (or searching) closes it.
  const [openedAt, setOpenedAt] = useState<string | null>(null);
  const menuOpen = openedAt === location.key;
  const setMenuOpen = (open: boolean) => setOpenedAt(open ? location.key : null);

  useEffect(() => {
    if (!menuOpen) return undefined;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setOpenedAt(null);
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [menuOpen]);

  return (
    <header className="shell-header">
      <div className="shell-container shell-header__inner">
        <button
          type="button"
          className="shell-header__menu-button"
          aria-expanded={menuOpen}
          aria-controls="shell-mobile-menu"
          aria-label={menuOpen ? 'Close menu' : 'Open menu'}
          onClick={() => setMenuOpen(!menuOpen)}
        >
          {menuOpen ? <X size={22} aria-hidden="true" /> : <Menu size={22} aria-hidden="true" />}
        </button>
        <Link
          to={user ? '/dashboard' : '/'}
          className="shell-header__logo"
          aria-label="Grocery Store home"
        >
          <Logo />
        </Link>
        <div className="shell-header__search">
          <HeaderSearch id="shell-search" />
        </div>
        <HeaderActions />
      </div>
      {menuOpen && <MobileMenu id="shell-mobile-menu" />}
    </header>
  );
}
