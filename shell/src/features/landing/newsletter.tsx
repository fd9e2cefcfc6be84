import type { FormEvent } from 'react';
import { Button } from '@grocery/shared-ui';
import { Mail } from 'lucide-react';

/** The spec shows the box with no behaviour; submitting does nothing yet. */
export function Newsletter() {
  const ignore = (event: FormEvent) => event.preventDefault();
  return (
    <section className="shell-container" aria-labelledby="newsletter-title">
      <div className="shell-newsletter">
        <div>
          <h2 id="newsletter-title">Get weekly deals in your inbox</h2>
          <p>Seasonal picks, recipes and offers. No spam, unsubscribe any time.</p>
        </div>
        <form className="shell-newsletter__form" onSubmit={ignore}>
          <label htmlFor="newsletter-email" className="gs-sr-only">
            Email address
          </label>
          <Mail className="shell-newsletter__icon" size={18} aria-hidden="true" />
          <input
            id="newsletter-email"
            type="email"
            placeholder="Your email address"
            autoComplete="email"
            className="shell-newsletter__input"
          />
          <Button type="submit" variant="secondary">
            Subscribe
          </Button>
        </form>
      </div>
    </section>
  );
}
