import { Link } from 'react-router-dom';
import { ButtonLink, FreeDeliveryPromise } from '@grocery/shared-ui';
import { ArrowRight, Apple, Carrot, Croissant, Milk } from 'lucide-react';

export function Hero() {
  return (
    <section className="shell-hero" aria-labelledby="hero-title">
      <div className="shell-container shell-hero__inner">
        <div className="shell-hero__copy">
          <p className="shell-hero__eyebrow">Fresh groceries, delivered</p>
          <h1 id="hero-title">Everything for your kitchen, at your door today</h1>
          <p className="shell-hero__lead">
            Crisp produce, dairy, bakery and pantry staples from stores you trust.
            <FreeDeliveryPromise before=" " after="." />
          </p>
          <div className="shell-hero__actions">
            <ButtonLink as={Link} to="/products" size="lg" iconRight={<ArrowRight size={18} />}>
              Shop Now
            </ButtonLink>
            <ButtonLink as={Link} to="/register" size="lg" variant="outline">
              Get Started
            </ButtonLink>
          </div>
        </div>
        <div className="shell-hero__art" aria-hidden="true">
          <span className="shell-hero__tile shell-hero__tile--apple">
            <Apple size={44} />
          </span>
          <span className="shell-hero__tile shell-hero__tile--carrot">
            <Carrot size={44} />
          </span>
          <span className="shell-hero__tile shell-hero__tile--milk">
            <Milk size={44} />
          </span>
          <span className="shell-hero__tile shell-hero__tile--bread">
            <Croissant size={44} />
          </span>
        </div>
      </div>
    </section>
  );
}
