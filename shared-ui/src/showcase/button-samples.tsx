import { ArrowRight, Heart, Plus, ShoppingCart, Trash2 } from 'lucide-react';
import { Button, ButtonLink, type ButtonVariant } from '../components/button';
import { ShowcaseGroup, ShowcaseSection } from './showcase-section';

const VARIANTS: ButtonVariant[] = ['primary', 'secondary', 'outline', 'ghost', 'danger', 'link'];

export function ButtonSamples() {
  return (
    <ShowcaseSection
      title="Buttons"
      description="Six variants, three sizes, icons, loading and disabled states."
    >
      <ShowcaseGroup label="Variants">
        <div className="gs-cluster">
          {VARIANTS.map((variant) => (
            <Button key={variant} variant={variant}>
              {variant[0]!.toUpperCase() + variant.slice(1)}
            </Button>
          ))}
        </div>
      </ShowcaseGroup>
      <ShowcaseGroup label="Sizes and icons">
        <div className="gs-cluster">
          <Button size="sm" icon={<Plus />}>
            Add
          </Button>
          <Button size="md" icon={<ShoppingCart />}>
            Add to cart
          </Button>
          <Button size="lg" iconRight={<ArrowRight />}>
            Shop Now
          </Button>
          <Button variant="outline" iconOnly aria-label="Add to wishlist" icon={<Heart />} />
          <Button variant="ghost" size="sm" icon={<Trash2 />}>
            Remove
          </Button>
        </div>
      </ShowcaseGroup>
      <ShowcaseGroup label="States">
        <div className="gs-cluster">
          <Button loading loadingLabel="Placing order...">
            Place order
          </Button>
          <Button variant="outline" loading>
            Saving
          </Button>
          <Button disabled>Disabled</Button>
          <ButtonLink href="#buttons" variant="secondary" iconRight={<ArrowRight />}>
            Link styled as a button
          </ButtonLink>
        </div>
      </ShowcaseGroup>
      <ShowcaseGroup label="Full width (forms, phones)">
        <div style={{ maxWidth: '24rem' }}>
          <Button fullWidth size="lg">
            Sign In
          </Button>
        </div>
      </ShowcaseGroup>
    </ShowcaseSection>
  );
}
