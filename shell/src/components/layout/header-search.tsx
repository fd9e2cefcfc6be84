import { useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { Search } from 'lucide-react';

interface HeaderSearchProps {
  id: string;
}

/** Search box of the header: sends the words to the products page as ?search=... */
export function HeaderSearch(props: HeaderSearchProps) {
  const current = new URLSearchParams(useLocation().search).get('search') ?? '';
  // Keyed by the URL's search words: when the products page changes or clears them, the box
  // starts again from the new words.
  return <SearchForm key={current} initial={current} {...props} />;
}

function SearchForm({ id, initial }: HeaderSearchProps & { initial: string }) {
  const navigate = useNavigate();
  const [query, setQuery] = useState(initial);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const words = query.trim();
    navigate(words ? `/products?search=${encodeURIComponent(words)}` : '/products');
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
        className="shell-search__input"
        placeholder="Search for fruit, milk, bread..."
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        enterKeyHint="search"
      />
      <button type="submit" className="shell-search__submit">
        Search
      </button>
    </form>
  );
}
