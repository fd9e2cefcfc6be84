import type { MouseEvent } from 'react';
import { effectivePrice, productImages, type Product } from '@grocery/shared-api';
import { formatMoney } from '@grocery/shared-ui';

export const suggestionId = (listId: string, index: number) => `${listId}-${index}`;

interface SearchSuggestionsProps {
  id: string;
  products: Product[];
  /** The option the arrow keys are on, -1 for none. */
  active: number;
  onPick: (product: Product) => void;
}

/** Keeps the focus in the search box while an option is clicked. */
const keepFocus = (event: MouseEvent) => event.preventDefault();

/** A picture is decoration beside the name; without one its column stays empty. */
function SuggestionPicture({ src }: { src: string | undefined }) {
  if (!src) return <span />;
  return <img src={src} alt="" width={40} height={40} className="shell-suggestions__image" />;
}

/** The listbox of the search box's combobox: matching products with picture and price. */
export function SearchSuggestions({ id, products, active, onPick }: SearchSuggestionsProps) {
  return (
    <ul id={id} role="listbox" aria-label="Suggested products" className="shell-suggestions">
      {products.map((product, index) => (
        <li
          key={product.id}
          id={suggestionId(id, index)}
          role="option"
          aria-selected={index === active}
          className="shell-suggestions__option"
          onMouseDown={keepFocus}
          onClick={() => onPick(product)}
        >
          <SuggestionPicture src={productImages(product)[0]} />
          <span className="shell-suggestions__name">{product.name}</span>
          <span className="shell-suggestions__price">{formatMoney(effectivePrice(product))}</span>
        </li>
      ))}
    </ul>
  );
}
