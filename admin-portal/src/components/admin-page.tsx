import './admin.css';
import type { ReactNode } from 'react';
import { Container } from '@grocery/shared-ui';
import { AdminNav } from './admin-nav';

export interface AdminPageProps {
  title: ReactNode;
  subtitle?: ReactNode;
  /** Controls on the right of the title, e.g. Add Category. */
  actions?: ReactNode;
  children: ReactNode;
}

/** Every admin screen: the admin sections' navigation, the page title and its body. */
export function AdminPage({ title, subtitle, actions, children }: AdminPageProps) {
  return (
    <Container className="ap-page">
      <AdminNav />
      <header className="ap-page__heading">
        <div className="ap-page__heading-text">
          <h1 className="ap-page__title">{title}</h1>
          {subtitle && <p className="ap-page__subtitle">{subtitle}</p>}
        </div>
        {actions && <div className="ap-page__actions">{actions}</div>}
      </header>
      {children}
    </Container>
  );
}
