import { Hero } from './hero';
import { FeatureBlurbs } from './feature-blurbs';
import { CategoryShowcase } from './category-showcase';
import { FeaturedProducts } from './featured-products';
import { Newsletter } from './newsletter';
import './landing.css';

/** The guest's home page (/). */
export function LandingPage() {
  return (
    <div className="shell-landing">
      <Hero />
      <FeatureBlurbs />
      <CategoryShowcase />
      <FeaturedProducts />
      <Newsletter />
    </div>
  );
}
