import { screen, waitFor } from '@testing-library/react';
import { productFixture } from '../testing/fixtures';
import { renderShop, resetShop } from '../testing/render';
import { ProductGrid } from './product-grid';

beforeEach(resetShop);

const shelf = ['Apples', 'Bread', 'Cheese'].map((name, i) =>
  productFixture({ id: `p-${i}`, name, image: `/images/${i}.svg`, images: [] }),
);

describe('ProductGrid', () => {
  it('shows the leading pictures at once and the others from the next frame', async () => {
    renderShop(<ProductGrid products={shelf} priorityCount={1} />);
    expect(screen.getByAltText('Apples')).toHaveAttribute('loading', 'eager');
    expect(screen.queryByAltText('Bread')).toBeNull();
    await waitFor(() => expect(screen.getByAltText('Bread')).toHaveAttribute('loading', 'lazy'));
    expect(screen.getByAltText('Cheese')).toHaveAttribute('src', '/images/2.svg');
  });

  it('shows every picture at once without leading cards', () => {
    renderShop(<ProductGrid products={shelf} />);
    expect(screen.getAllByRole('img')).toHaveLength(3);
  });
});
