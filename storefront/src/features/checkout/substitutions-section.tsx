import { useRef, useState } from 'react';
import {
  listProductsByCategory,
  setCartSubstitution,
  type CartItem,
  type SubstitutionPreference,
} from '@grocery/shared-api';
import {
  SUBSTITUTION_LABELS,
  SubstitutionChoice,
  type SubstituteOption,
} from '@grocery/shared-ui/commerce';
import { Select } from '@grocery/shared-ui/forms';

/** The order-wide default: a specific product only makes sense for one line. */
export type OrderDefault = Exclude<SubstitutionPreference, 'specific'>;

export interface SubstitutionsSectionProps {
  items: CartItem[];
  /** The order-wide default, applied to the lines left at it. */
  fallback: OrderDefault;
  onFallback: (preference: OrderDefault) => void;
}

const DEFAULT_OPTIONS = (['best_match', 'none'] as const).map((value) => ({
  value,
  label: SUBSTITUTION_LABELS[value],
}));

/** Products of the line's aisle that could stand in for it: active, in stock, not itself. */
function useAlternatives() {
  const [byLine, setByLine] = useState<Record<string, SubstituteOption[]>>({});
  const asked = useRef(new Set<string>());
  const load = (item: CartItem) => {
    if (!item.categoryId || asked.current.has(item.productId)) return;
    asked.current.add(item.productId);
    listProductsByCategory(item.categoryId, { limit: 50 })
      .then(({ products }) => {
        const options = products
          .filter((p) => p.id !== item.productId && p.stock > 0)
          .map((p) => ({ id: p.id, name: p.name, price: p.discountPrice ?? p.price }));
        setByLine((all) => ({ ...all, [item.productId]: options }));
      })
      .catch(() => {
        asked.current.delete(item.productId);
        setByLine((all) => ({ ...all, [item.productId]: [] }));
      });
  };
  return { byLine, load };
}

/**
 * What the store does when an item is out of stock on the day: a default for the order and,
 * per line, a best match, a product the shopper picks from the same aisle, or a refund.
 */
export function SubstitutionsSection({ items, fallback, onFallback }: SubstitutionsSectionProps) {
  const alternatives = useAlternatives();
  return (
    <section
      className="gs-card gs-card--pad-md sf-checkout__card sf-substitutions"
      aria-labelledby="checkout-substitutions"
    >
      <h2 id="checkout-substitutions" className="sf-checkout__title">
        Substitutions
      </h2>
      <Select
        label="If an item is out of stock"
        hint="Each item can have its own choice below."
        options={DEFAULT_OPTIONS}
        value={fallback}
        onChange={(event) => onFallback(event.target.value as OrderDefault)}
      />
      <ul className="sf-substitutions__lines" aria-label="Substitution choices">
        {items.map((item) => (
          <li key={item.productId}>
            <SubstitutionChoice
              itemName={item.productName}
              value={item.substitution}
              alternatives={item.categoryId ? (alternatives.byLine[item.productId] ?? null) : []}
              onWantAlternatives={() => alternatives.load(item)}
              onChange={(choice) => {
                const chosen = alternatives.byLine[item.productId]?.find(
                  (option) => option.id === choice.productId,
                );
                setCartSubstitution(item.productId, {
                  ...choice,
                  productName: chosen?.name ?? null,
                });
              }}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
