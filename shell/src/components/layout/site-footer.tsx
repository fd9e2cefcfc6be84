import { Link } from 'react-router-dom';
import { FreeDeliveryPromise, Logo } from '@grocery/shared-ui';
import { SUPPORT_PHONE } from './promo-bar';

export function SiteFooter() {
  return (
    <footer className="shell-footer">
      <div className="shell-container shell-footer__inner">
        <div className="shell-footer__brand">
          <Logo size="sm" inverse />
          <p>
            Fresh groceries delivered to your door.
            <FreeDeliveryPromise before=" " after="." />
          </p>
        </div>
        <ul className="shell-footer__links" aria-label="Store information">
          <li>
            <Link to="/products">Shop all products</Link>
          </li>
          <li>30-day return policy</li>
          <li>24/7 support: {SUPPORT_PHONE}</li>
        </ul>
        <p className="shell-footer__legal">© {new Date().getFullYear()} Grocery Store</p>
      </div>
    </footer>
  );
}
