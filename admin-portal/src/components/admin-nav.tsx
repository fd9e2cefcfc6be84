import { NavLink } from 'react-router-dom';
import { FolderTree, Inbox, LayoutDashboard, Package, Receipt } from 'lucide-react';

const SECTIONS = [
  { to: '/admin/dashboard', label: 'Dashboard', Icon: LayoutDashboard },
  { to: '/admin/products', label: 'Products', Icon: Package },
  { to: '/admin/categories', label: 'Categories', Icon: FolderTree },
  { to: '/admin/requests', label: 'Requests', Icon: Inbox },
  { to: '/admin/orders', label: 'Orders', Icon: Receipt },
] as const;

/** The admin's sections; the current one is marked for sight and for screen readers. */
export function AdminNav() {
  return (
    <nav className="ap-nav" aria-label="Admin">
      <ul className="ap-nav__list">
        {SECTIONS.map(({ to, label, Icon }) => (
          <li key={to}>
            <NavLink to={to} className="ap-nav__link">
              <Icon size={16} aria-hidden="true" />
              {label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
