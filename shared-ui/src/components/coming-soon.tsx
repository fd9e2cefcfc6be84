import { Sprout } from 'lucide-react';
import { Badge } from './badge';
import { Container } from './layout';

interface ComingSoonProps {
  title: string;
  message: string;
}

/** Placeholder for a screen whose issue has not landed yet; replaced page by page. */
export function ComingSoon({ title, message }: ComingSoonProps) {
  // The empty-state look with the page's own h1 (EmptyState titles are h2/h3).
  return (
    <Container>
      <section className="gs-empty" aria-labelledby="coming-soon-title">
        <div className="gs-empty__icon" aria-hidden="true">
          <Sprout size={32} />
        </div>
        <h1 id="coming-soon-title" className="gs-empty__title">
          {title}
        </h1>
        <p className="gs-empty__description">{message}</p>
        <div className="gs-empty__action">
          <Badge variant="brand">Coming soon</Badge>
        </div>
      </section>
    </Container>
  );
}
