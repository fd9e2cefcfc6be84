import { Container } from '@grocery/shared-ui';
import { StyleShowcase } from '@grocery/shared-ui/showcase';
import { ApiHealthCard } from './api-health-card';
import { ProductsCheckCard } from './products-check-card';
import './style-test.css';

/** A page for operators: is the API up, does the catalogue answer, do the styles load. */
export function StyleTestPage() {
  return (
    <Container className="shell-style-test">
      <header>
        <h1>API and style test</h1>
        <p className="gs-muted">
          Checks the API health and the products list, then shows the design system.
        </p>
      </header>
      <div className="shell-style-test__checks">
        <ApiHealthCard />
        <ProductsCheckCard />
      </div>
      <StyleShowcase />
    </Container>
  );
}
