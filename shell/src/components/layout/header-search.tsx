import { useState, type FormEvent, type KeyboardEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { Search } from 'lucide-react';
import type { Product } from '@grocery/shared-api';
import { countOf } from '@grocery/shared-ui';
import { SearchSuggestions, suggestionId } from './search-suggestions';
import { useSearchSuggestions } from './use-search-suggestions';
import { START_AT_TOP } from '../../lib/start-at-top';

interface HeaderSearchProps {
  id: string;
}

/**
 * Search box of the header: sends the words to the products page as ?search=..., and while
 * typing suggests matching products (a WAI-ARIA combobox: arrows choose, Enter opens, Escape
 * closes).
 */
export function HeaderSearch(props: HeaderSearchProps) {
  const current = new URLSearchParams(useLocation().search).get('search') ?? '';
  // Keyed by the URL's search words: when the products page changes or clears them, the box
  // starts again from the new words.
  return <SearchForm key={current} initial={current} {...props} />;
}

/** From option `active` (-1: the box itself) one step on, wrapping through the box. */
const stepped = (active: number, step: 1 | -1, count: number) =>
  ((active + 1 + step + count + 1) % (count + 1)) - 1;

function SearchForm({ id, initial }: HeaderSearchProps & { initial: string }) {
  const navigate = useNavigate();
  const [query, setQuery] = useState(initial);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const suggestions = useSearchSuggestions(query, open);
  const listId = `${id}-suggestions`;
  const shown = open && suggestions.length > 0;
  const chosen = shown ? suggestions[active] : undefined;

  const close = () => {
    setOpen(false);
    setActive(-1);
  };
  const openProduct = (product: Product) => {
    close();
    navigate(`/products/${product.id}`);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (chosen) return openProduct(chosen);
    close();
    const words = query.trim();
    navigate(words ? `/products?search=${encodeURIComponent(words)}` : '/products', {
      state: START_AT_TOP,
    });
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!shown) return setOpen(true);
      setActive(stepped(active, event.key === 'ArrowDown' ? 1 : -1, suggestions.length));
    } else if (event.key === 'Escape' && shown) {
      // The list closes first; a second Escape clears the box as a search box does.
      event.preventDefault();
      close();
    }
  };

  return (
    <form role="search" className="shell-search" onSubmit={submit}>
      <label htmlFor={id} className="gs-sr-only">
        Search products
      </label>
      <Search className="shell-search__icon" size={18} aria-hidden="true" />
      <input
        id={id}
        type="search"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={shown}
        aria-controls={shown ? listId : undefined}
        aria-activedescendant={chosen ? suggestionId(listId, active) : undefined}
        autoComplete="off"
        className="shell-search__input"
        placeholder="Search for fruit, milk, bread..."
        value={query}
        onChange={(event) => {
          setQuery(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
        onBlur={close}
        enterKeyHint="search"
      />
      <button type="submit" className="shell-search__submit">
        Search
      </button>
      {shown && (
        <SearchSuggestions
          id={listId}
          products={suggestions}
          active={active}
          onPick={openProduct}
        />
      )}
      <span role="status" className="gs-sr-only">
        {shown ? `${countOf(suggestions.length, 'suggestion')}, up and down arrows to choose.` : ''}
      </span>
    </form>
  );
}
