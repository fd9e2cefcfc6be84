import { Link } from 'react-router-dom';
import { FolderTree, Inbox, Package, Receipt } from 'lucide-react';
import { Panel } from './panel';

const ACTIONS = [
  { to: '/admin/products', label: 'Manage Products', Icon: Package },
  { to: '/admin/categories', label: 'Manage Categories', Icon: FolderTree },
  { to: '/admin/requests', label: 'Review Requests', Icon: Inbox },
  { to: '/admin/orders', label: 'Fulfil Orders', Icon: Receipt },
] as const;

export function QuickActions() {
  return (
    <Panel title="Quick Actions" className="ap-panel--wide">
      <ul className="ap-quick-actions">
        {ACTIONS.map(({ to, label, Icon }) => (
          <li key={to}>
            <Link to={to} className="ap-quick-action">
              <Icon size={20} aria-hidden="true" />
              {label}
            </Link>
          </li>
        ))}
      </ul>
    </Panel>
  );
}
