import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link } from 'react-router-dom';
import { HeaderSearch } from '../../components/layout/header-search';
import { renderAt, setAppState } from '../../test/render';
import { ScrollMemory } from './scroll-memory';

describe('ScrollMemory', () => {
  let scrollTo: jest.SpyInstance;
  beforeEach(() => {
    setAppState({ role: 'customer' });
    scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());

  it('opens a new search at the top of its results, though the path stays /products', async () => {
    renderAt(
      <>
        <ScrollMemory />
        <HeaderSearch id="search" />
        <Link to="/products?search=milk&sort=price">Sort by price</Link>
      </>,
      '/products?search=milk',
    );
    scrollTo.mockClear();
    // A sort of the same results keeps the shopper where they are.
    await userEvent.click(screen.getByRole('link', { name: 'Sort by price' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/products?search=milk&sort=price');
    expect(scrollTo).not.toHaveBeenCalled();

    const box = screen.getByRole('combobox', { name: 'Search products' });
    await userEvent.clear(box);
    await userEvent.type(box, 'bread{Enter}');
    expect(screen.getByTestId('location')).toHaveTextContent('/products?search=bread');
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
  });
});
