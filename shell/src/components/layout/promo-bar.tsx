import { Phone, Truck } from 'lucide-react';
import { FreeDeliveryPromise } from '@grocery/shared-ui';

export const SUPPORT_PHONE = '1-800-GROCERY';

export function PromoBar() {
  return (
    <aside className="shell-promo" aria-label="Delivery and support">
      <div className="shell-container shell-promo__inner">
        <p className="shell-promo__item">
          <FreeDeliveryPromise icon={<Truck size={16} aria-hidden="true" />} />
        </p>
        <p className="shell-promo__item shell-promo__support">
          <Phone size={16} aria-hidden="true" />
          24/7 support: <a href="tel:+18004762379">{SUPPORT_PHONE}</a>
        </p>
      </div>
    </aside>
  );
}
