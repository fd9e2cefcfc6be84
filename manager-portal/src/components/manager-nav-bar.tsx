import './portal.css';
import { Container } from '@grocery/shared-ui';
import { ManagerNav } from './manager-nav';

/** The manager's sections above a screen that lays out its own page (shared-ui's). */
export function ManagerNavBar() {
  return (
    <Container className="mp-nav-bar">
      <ManagerNav />
    </Container>
  );
}
