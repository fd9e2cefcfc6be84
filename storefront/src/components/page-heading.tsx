import './storefront.css';
import type { ReactNode } from 'react';

export interface PageHeadingProps {
  title: ReactNode;
  subtitle?: ReactNode;
  /** Controls on the right of the title (sort, view toggle, links). */
  actions?: ReactNode;
}

export function PageHeading({ title, subtitle, actions }: PageHeadingProps) {
  return (
    <header className="sf-page-heading">
      <div className="sf-page-heading__text">
        <h1 className="sf-page-heading__title">{title}</h1>
        {subtitle && <p className="sf-page-heading__subtitle">{subtitle}</p>}
      </div>
      {actions && <div className="sf-page-heading__actions">{actions}</div>}
    </header>
  );
}
