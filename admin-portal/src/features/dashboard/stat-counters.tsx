import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { FolderTree, Inbox, Package, TriangleAlert } from 'lucide-react';
import { LOW_STOCK_QUERY } from '@grocery/shared-ui/commerce';
import type { DashboardData } from './dashboard-data';

interface Counter {
  label: string;
  value: number;
  to: string;
  icon: ReactNode;
  tone: 'brand' | 'info' | 'warning' | 'danger';
}

/** The four counters of spec section 2, each a link to where that work is done. */
export function StatCounters({ counts }: { counts: DashboardData['counts'] }) {
  const counters: Counter[] = [
    {
      label: 'Total Products',
      value: counts.products,
      to: '/admin/products',
      icon: <Package size={22} />,
      tone: 'brand',
    },
    {
      label: 'Categories',
      value: counts.categories,
      to: '/admin/categories',
      icon: <FolderTree size={22} />,
      tone: 'info',
    },
    {
      label: 'Pending Requests',
      value: counts.pendingRequests,
      to: '/admin/requests',
      icon: <Inbox size={22} />,
      tone: 'warning',
    },
    {
      label: 'Low Stock Items',
      value: counts.lowStock,
      to: `/admin/products${LOW_STOCK_QUERY}`,
      icon: <TriangleAlert size={22} />,
      tone: 'danger',
    },
  ];
  return (
    <ul className="ap-counters" aria-label="Store figures">
      {counters.map(({ label, value, to, icon, tone }) => (
        <li key={label}>
          <Link to={to} className={`ap-counter ap-counter--${tone}`}>
            <span className="ap-counter__icon" aria-hidden="true">
              {icon}
            </span>
            <span className="ap-counter__text">
              <span className="ap-counter__value">{value.toLocaleString('en-US')}</span>
              <span className="ap-counter__label">{label}</span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
