import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { configureApi, resetApiConfig } from '@grocery/shared-api';
import { productFixture } from '@grocery/shared-ui/testing';
import { renderAt, setAppState } from '../../test/render';
import { HeaderSearch } from './header-search';

const bananas = productFixture({ id: 'p-bananas', name: 'Organic Bananas', price: 0.79 });
const bread = productFixture({ id: 'p-bread', name: 'Banana Bread', price: 5, discountPrice: 4 });

/** The store's answer to GET /api/products, and every search it was asked. */
function serveProducts() {
  const asked: URLSearchParams[] = [];
  jest.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    asked.push(url.searchParams);
    const data = { products: [bananas, bread], pagination: { page: 1, limit: 6, total: 2 } };
    return new Response(JSON.stringify({ success: true, data }), {
      headers: { 'content-type': 'application/json' },
    });
  });
  return asked;
}

const box = () => screen.getByRole('combobox', { name: 'Search products' });
const location = () => screen.getByTestId('location').textContent;

/** Types 'banan' in the box on /dashboard and waits for the suggestions. */
async function openSuggestions() {
  serveProducts();
  renderAt(<HeaderSearch id="search" />, '/dashboard');
  await userEvent.type(box(), 'banan');
  await screen.findByRole('listbox');
}

describe('HeaderSearch suggestions', () => {
  beforeEach(() => {
    setAppState({ role: 'customer' });
    // Node's fetch, which jsdom borrows, wants whole URLs.
    configureApi({ baseUrl: 'http://localhost/api' });
  });
  afterEach(() => {
    resetApiConfig();
    jest.restoreAllMocks();
  });

  it('lists matching products with their price once typing pauses', async () => {
    const asked = serveProducts();
    renderAt(<HeaderSearch id="search" />, '/dashboard');
    expect(box()).toHaveAttribute('aria-expanded', 'false');
    await userEvent.type(box(), 'banan');
    const list = await screen.findByRole('listbox', { name: 'Suggested products' });
    expect(asked.map((params) => [params.get('search'), params.get('limit')])).toEqual([
      ['banan', '6'],
    ]);
    expect(box()).toHaveAttribute('aria-expanded', 'true');
    expect(box()).toHaveAttribute('aria-controls', list.id);
    const options = screen.getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'Organic Bananas$0.79',
      'Banana Bread$4.00',
    ]);
    expect(screen.getByText('2 suggestions, up and down arrows to choose.')).toHaveAttribute(
      'role',
      'status',
    );
  });

  it('chooses with the arrows, wrapping through the box, and opens the product on Enter', async () => {
    await openSuggestions();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    const [first, second] = screen.getAllByRole('option');
    expect(box()).toHaveAttribute('aria-activedescendant', second!.id);
    expect(second).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowDown}');
    expect(box()).not.toHaveAttribute('aria-activedescendant');
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    expect(box()).toHaveAttribute('aria-activedescendant', first!.id);
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(location()).toBe('/products/p-bread');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('still searches for the words on Enter when no suggestion is chosen', async () => {
    await openSuggestions();
    await userEvent.keyboard('{Enter}');
    expect(location()).toBe('/products?search=banan');
  });

  it('opens a product on click and closes on Escape, keeping the words', async () => {
    await openSuggestions();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(box()).toHaveValue('banan');
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.click(await screen.findByRole('option', { name: /Organic Bananas/ }));
    expect(location()).toBe('/products/p-bananas');
  });

  it('asks nothing for a single letter', async () => {
    const asked = serveProducts();
    renderAt(<HeaderSearch id="search" />, '/dashboard');
    await userEvent.type(box(), 'b');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(asked).toHaveLength(0);
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });
});
