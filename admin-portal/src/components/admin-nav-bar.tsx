import './admin.css';
import { Container } from '@grocery/shared-ui';
import { AdminNav } from './admin-nav';

/** The admin sections' navigation above a screen that lays out its own page (shared-ui's). */
export function AdminNavBar() {
  return (
    <Container className="ap-nav-bar">
      <AdminNav />
    </Container>
  );
}
