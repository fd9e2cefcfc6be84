import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { Loadable } from './use-dashboard-data';

interface StatCardProps {
  label: string;
  figure: Loadable<number>;
  icon: ReactNode;
  tone?: 'brand' | 'warning';
  /** Where the figure's items are worked on: the whole card opens it. */
  to?: string;
}

export function StatCard({ label, figure, icon, tone = 'brand', to }: StatCardProps) {
  return (
    <li className={`gs-md-stat gs-md-stat--${tone}${to ? ' gs-md-stat--link' : ''}`}>
      <span className="gs-md-stat__icon" aria-hidden="true">
        {icon}
      </span>
      <span className="gs-md-stat__text">
        {to ? (
          <Link to={to} className="gs-md-stat__label gs-md-stat__link">
            {label}
          </Link>
        ) : (
          <span className="gs-md-stat__label">{label}</span>
        )}
        <span className="gs-md-stat__value" aria-busy={figure.status === 'loading' || undefined}>
          {figure.status === 'ready' ? figure.value.toLocaleString('en-US') : '—'}
        </span>
        {figure.status === 'error' && <span className="gs-md-stat__error">{figure.message}</span>}
      </span>
    </li>
  );
}
