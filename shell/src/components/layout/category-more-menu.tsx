import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Link } from 'react-router-dom';
import { ChevronDown } from 'lucide-react';
import type { Category } from '@grocery/shared-api';

interface CategoryMoreMenuProps {
  categories: Category[];
  activeCategory: string | null;
}

/**
 * The categories past the strip's ten, behind a "More" button (a disclosure of links): Enter,
 * Space or Arrow Down opens it on its first link, the arrows move between links, Escape closes
 * it and returns to the button, and leaving it (Tab, a click elsewhere) closes it.
 */
export function CategoryMoreMenu({ categories, activeCategory }: CategoryMoreMenuProps) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const focusFirst = useRef(false);
  const holdsActive = categories.some((category) => category.id === activeCategory);

  const links = () => [...(root.current?.querySelectorAll<HTMLAnchorElement>('a') ?? [])];

  useEffect(() => {
    if (!open) return;
    if (focusFirst.current) links()[0]?.focus();
    focusFirst.current = false;
    const closeOutside = (event: MouseEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', closeOutside);
    return () => document.removeEventListener('mousedown', closeOutside);
  }, [open]);

  const openWithFocus = () => {
    focusFirst.current = true;
    setOpen(true);
  };

  const onButtonKey = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowDown') return;
    event.preventDefault();
    openWithFocus();
  };

  const onMenuKey = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      setOpen(false);
      button.current?.focus();
      return;
    }
    const all = links();
    const at = all.indexOf(document.activeElement as HTMLAnchorElement);
    const step = { ArrowDown: 1, ArrowUp: -1 }[event.key];
    if (step !== undefined) {
      event.preventDefault();
      all[(at + step + all.length) % all.length]?.focus();
    } else if (event.key === 'Home' || event.key === 'End') {
      event.preventDefault();
      all[event.key === 'Home' ? 0 : all.length - 1]?.focus();
    }
  };

  return (
    <div
      ref={root}
      className="shell-categories__more"
      onBlur={(event) => {
        if (!root.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        ref={button}
        type="button"
        className={holdsActive ? 'shell-categories__link is-active' : 'shell-categories__link'}
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => (open ? setOpen(false) : openWithFocus())}
        onKeyDown={onButtonKey}
      >
        More <ChevronDown size={16} aria-hidden="true" />
      </button>
      <ul
        id={menuId}
        className="shell-categories__menu"
        aria-label="More categories"
        hidden={!open}
        onKeyDown={onMenuKey}
      >
        {categories.map((category) => (
          <li key={category.id}>
            <Link
              to={`/products?category=${encodeURIComponent(category.id)}`}
              className="shell-categories__menu-link"
              aria-current={category.id === activeCategory ? 'page' : undefined}
              onClick={() => setOpen(false)}
            >
              {category.name}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
