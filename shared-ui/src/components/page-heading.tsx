import type { ReactNode } from 'react';

export interface PageHeadingProps {
  title: ReactNode;
  subtitle?: ReactNode;
  /** Controls on the right of the title (Add buttons, sort, view toggle); below it on phones. */
  actions?: ReactNode;
}

/** A page's h1 with its subtitle and actions, the same in every app of the store. */
export function PageHeading({ title, subtitle, actions }: PageHeadingProps) {
  return (
    <header className="gs-page-heading">
      <div className="gs-page-heading__text">
        <h1 className="gs-page-heading__title">{title}</h1>
        {subtitle && <p className="gs-page-heading__subtitle">{subtitle}</p>}
      </div>
      {actions && <div className="gs-page-heading__actions">{actions}</div>}
    </header>
  );
}
