import { Headphones, Leaf, Truck } from 'lucide-react';

const FEATURES = [
  { icon: Truck, title: 'Free delivery', text: 'On every order over $50, straight to your door.' },
  {
    icon: Leaf,
    title: 'Fresh guarantee',
    text: 'Not fresh? Tell us within 30 days and we make it right.',
  },
  { icon: Headphones, title: '24/7 support', text: 'Real people ready to help, day and night.' },
];

export function FeatureBlurbs() {
  return (
    <section className="shell-container" aria-label="Why shop with us">
      <ul className="shell-features">
        {FEATURES.map(({ icon: Icon, title, text }) => (
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
