import { Link } from 'react-router-dom';
import { ButtonLink, FreeDeliveryPromise } from '@grocery/shared-ui';
import { Apple, Carrot, Croissant, LayoutGrid, Milk, ShoppingBasket } from 'lucide-react';

export function WelcomeBanner({ firstName }: { firstName?: string }) {
  return (
    <section className="sf-welcome" aria-labelledby="welcome-title">
      <div className="sf-welcome__text">
        <p className="sf-welcome__eyebrow">Fresh groceries, delivered</p>
        <h1 id="welcome-title" className="sf-welcome__title">
          {firstName ? `Welcome back, ${firstName}!` : 'Welcome back!'}
        </h1>
        <p className="sf-welcome__lead">
          Fill your basket with this week&apos;s picks.
          <FreeDeliveryPromise before=" " after="." />
        </p>
        <div className="sf-welcome__actions">
          <ButtonLink as={Link} to="/products" size="lg" icon={<ShoppingBasket size={18} />}>
            Start Shopping
          </ButtonLink>
          <ButtonLink
            as={Link}
            to="/categories"
            size="lg"
            variant="outline"
            icon={<LayoutGrid size={18} />}
          >
            Browse Categories
          </ButtonLink>
        </div>
        <p className="sf-welcome__manager">
          Run a shop? <Link to="/requests">Become a store manager</Link>
        </p>
      </div>
      <div className="sf-welcome__art" aria-hidden="true">
        {[Apple, Carrot, Croissant, Milk].map((Icon, i) => (
          <span key={i}>
            <Icon size={44} strokeWidth={1.6} />
          </span>
        ))}
      </div>
    </section>
  );
}
