import './additional-info.css';
import { useId, useState } from 'react';
import { ChevronDown } from 'lucide-react';
import type { Product } from '@grocery/shared-api';
import { cn } from '@grocery/shared-ui';
import { nutritionFacts, productDetailFacts, specificationFacts, type Fact } from './product-facts';

function FactList({ title, facts }: { title: string; facts: Fact[] }) {
  if (facts.length === 0) return null;
  return (
    <div className="sf-info__group">
      <h3 className="sf-info__heading">{title}</h3>
      <dl className="sf-info__facts">
        {facts.map((fact) => (
          <div key={fact.label} className="sf-info__fact">
            <dt>{fact.label}</dt>
            <dd>{fact.value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

/** The collapsible Additional Information: specifications, nutrition, details and tags. */
export function AdditionalInfo({ product }: { product: Product }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <section className={cn('sf-info', open && 'is-open')}>
      <h2 className="sf-info__title">
        <button
          type="button"
          className="sf-info__toggle"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen(!open)}
        >
          Additional Information
          <ChevronDown size={20} aria-hidden="true" className="sf-info__chevron" />
        </button>
      </h2>
      <div id={panelId} className="sf-info__panel" hidden={!open}>
        <FactList title="Specifications" facts={specificationFacts(product)} />
        <FactList title="Nutrition" facts={nutritionFacts(product)} />
        <FactList title="Product Details" facts={productDetailFacts(product)} />
        {product.tags.length > 0 && (
          <div className="sf-info__group">
            <h3 className="sf-info__heading">Tags</h3>
            <ul className="sf-info__tags">
              {product.tags.map((tag) => (
                <li key={tag}>{tag}</li>
              ))}
            </ul>
          </div>
        )}
      </div>
    </section>
  );
}
