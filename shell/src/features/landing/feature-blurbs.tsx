import { Headphones, Leaf, Truck } from 'lucide-react';
import { useFreeDeliveryFrom } from '@grocery/shared-ui';

const deliveryText = (from: string | null | undefined) =>
  from === undefined
    ? 'Straight to your door.'
    : `On every order${from ? ` over ${from}` : ''}, straight to your door.`;

const FEATURES = [
  {
    icon: Leaf,
    title: 'Fresh guarantee',
    text: 'Not fresh? Tell us within 30 days and we make it right.',
  },
  { icon: Headphones, title: '24/7 support', text: 'Real people ready to help, day and night.' },
];

export function FeatureBlurbs() {
  const from = useFreeDeliveryFrom();
  const features = [{ icon: Truck, title: 'Free delivery', text: deliveryText(from) }, ...FEATURES];
  return (
    <section className="shell-container" aria-label="Why shop with us">
      <ul className="shell-features">
        {features.map(({ icon: Icon, title, text }) => (
          <li key={title} className="shell-features__item">
            <span className="shell-features__icon" aria-hidden="true">
              <Icon size={24} />
            </span>
            <div>
              <h2 className="shell-features__title">{title}</h2>
              <p className="gs-muted">{text}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
