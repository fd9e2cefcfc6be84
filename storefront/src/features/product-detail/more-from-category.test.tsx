import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { appStore, cartItemsAtom } from '@grocery/shared-api';
import { productFixture, renderShop, resetShop } from '@grocery/shared-ui/testing';
import { MoreFromCategory, othersToShow } from './more-from-category';

beforeEach(resetShop);

const milk = productFixture();
const shelf = ['Butter', 'Cream', 'Kefir', 'Yogurt', 'Ghee'].map((name, i) =>
  productFixture({ id: `p-${i}`, name, stock: name === 'Cream' ? 0 : 10 }),
);

describe('othersToShow', () => {
  it('leaves the product out, puts sold-out ones last and keeps four', () => {
    const names = othersToShow(milk, [shelf[0]!, milk, ...shelf.slice(1)]).map((p) => p.name);
    expect(names).toEqual(['Butter', 'Kefir', 'Yogurt', 'Ghee']);
  });

  it('treats an expired product as sold out', () => {
    const stale = productFixture({ id: 'stale', name: 'Old Kefir', expiryDate: '2000-01-01' });
    const names = othersToShow(milk, [stale, shelf[0]!]).map((p) => p.name);
    expect(names).toEqual(['Butter', 'Old Kefir']);
  });
});

describe('MoreFromCategory', () => {
  it("shows the category's other products, links to the category and adds to the cart", async () => {
    const load = jest.fn(async () => shelf.slice(0, 2));
    renderShop(<MoreFromCategory product={milk} load={load} />);
    const list = await screen.findByRole('list', { name: 'More from Dairy' });
    expect(load).toHaveBeenCalledWith(milk, expect.any(AbortSignal));
    expect(screen.getByRole('heading', { level: 2, name: 'More from Dairy' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View all: More from Dairy' })).toHaveAttribute(
      'href',
      '/products?category=c-dairy',
    );
    await userEvent.click(within(list).getByRole('button', { name: 'Add Butter to cart' }));
    expect(appStore.get(cartItemsAtom)[0]?.productId).toBe('p-0');
  });

  it.each([
    ['nothing else is found', async () => []],
    ['the call fails', async () => Promise.reject(new Error('offline'))],
  ])('shows no shelf when %s', async (_, answer: () => Promise<never[]>) => {
    const load = jest.fn(answer);
    renderShop(<MoreFromCategory product={milk} load={load} />);
    // The answer is in once its promise and the state update after it have run.
    await act(async () => undefined);
    expect(load).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });
});
