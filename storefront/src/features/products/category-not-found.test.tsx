import { screen } from '@testing-library/react';
import { ApiError } from '@grocery/shared-api';
import { renderShop } from '@grocery/shared-ui/testing';
import { CategoryNotFound, isMissingCategory } from './category-not-found';

const failure = (status: number) =>
  new ApiError({ kind: status ? 'http' : 'network', status, message: 'Invalid category id' });

describe('CategoryNotFound', () => {
  it('counts a malformed or unknown category id as missing, not a network failure', () => {
    expect(isMissingCategory(failure(400))).toBe(true);
    expect(isMissingCategory(failure(404))).toBe(true);
    expect(isMissingCategory(failure(0))).toBe(false);
    expect(isMissingCategory(failure(503))).toBe(false);
    expect(isMissingCategory(undefined)).toBe(false);
  });

  it('says the category does not exist and leads to all products', () => {
    renderShop(<CategoryNotFound />);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Category Not Found' }),
    ).toBeInTheDocument();
    expect(screen.getByText("The category you're looking for doesn't exist.")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View all products' })).toHaveAttribute(
      'href',
      '/products',
    );
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });
});
