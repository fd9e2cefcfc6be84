import { screen } from '@testing-library/react';
import { renderShop } from '@grocery/shared-ui/testing';
import { ProductNotFound } from './product-not-found';

describe('ProductNotFound', () => {
  it("shows the spec's default sentence and a way back to the products", () => {
    renderShop(<ProductNotFound />);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Product Not Found' }),
    ).toBeInTheDocument();
    expect(screen.getByText("The product you're looking for doesn't exist.")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Products' })).toHaveAttribute(
      'href',
      '/products',
    );
  });

  it('shows the error text when there is one', () => {
    renderShop(
      <ProductNotFound
        message="Network error. Please check your connection."
        onRetry={() => undefined}
      />,
    );
    expect(screen.getByText('Network error. Please check your connection.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
