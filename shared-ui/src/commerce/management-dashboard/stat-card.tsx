import type { ReactNode } from 'react';
import type { Loadable } from './use-dashboard-data';

interface StatCardProps {
  label: string;
  figure: Loadable<number>;
  icon: ReactNode;
  tone?: 'brand' | 'warning';
}

export function StatCard({ label, figure, icon, tone = 'brand' }: StatCardProps) {
  return (
    <li className={`gs-md-stat gs-md-stat--${tone}`}>
      <span className="gs-md-stat__icon" aria-hidden="true">
        {icon}
      </span>
      <span className="gs-md-stat__text">
        <span className="gs-md-stat__label">{label}</span>
        <span className="gs-md-stat__value" aria-busy={figure.status === 'loading' || undefined}>
          {figure.status === 'ready' ? figure.value.toLocaleString('en-US') : '—'}
        </span>
        {figure.status === 'error' && <span className="gs-md-stat__error">{figure.message}</span>}
      </span>
    </li>
  );
}
