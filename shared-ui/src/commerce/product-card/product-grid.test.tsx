import { fireEvent, screen, waitFor } from '@testing-library/react';
import { productFixture } from '../testing/fixtures';
import { renderShop, resetShop } from '../testing/render';
import { ProductGrid } from './product-grid';

beforeEach(resetShop);

const shelf = ['Apples', 'Bread', 'Cheese'].map((name, i) =>
  productFixture({ id: `p-${i}`, name, image: `/images/${i}.svg`, images: [] }),
);

describe('ProductGrid', () => {
  it('asks for the other pictures once the leading ones are in', async () => {
    renderShop(<ProductGrid products={shelf} priorityCount={1} />);
    const leading = screen.getByAltText('Apples');
    expect(leading).toHaveAttribute('loading', 'eager');
    expect(screen.queryByAltText('Bread')).toBeNull();
    fireEvent.load(leading);
    await waitFor(() => expect(screen.getByAltText('Bread')).toHaveAttribute('loading', 'lazy'));
    expect(screen.getByAltText('Cheese')).toHaveAttribute('src', '/images/2.svg');
  });

  it('asks for the other pictures when a leading one fails', async () => {
    renderShop(<ProductGrid products={shelf} priorityCount={1} />);
    fireEvent.error(screen.getByAltText('Apples'));
    expect(await screen.findByAltText('Bread')).toBeInTheDocument();
  });

  it('shows every picture at once without leading cards', () => {
    renderShop(<ProductGrid products={shelf} />);
    expect(screen.getAllByRole('img')).toHaveLength(3);
  });
});
