import './admin.css';
import type { ReactNode } from 'react';
import { Container, PageHeading } from '@grocery/shared-ui';
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
      <PageHeading title={title} subtitle={subtitle} actions={actions} />
      {children}
    </Container>
  );
}
