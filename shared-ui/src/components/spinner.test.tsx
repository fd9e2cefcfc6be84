import { render, screen } from '@testing-library/react';
import { FullPageSpinner, Spinner } from './spinner';
import { EmptyState } from './empty-state';
import { ErrorPanel } from './alert';
import userEvent from '@testing-library/user-event';

describe('feedback', () => {
  it('announces a spinner with a screen-reader label', () => {
    render(<Spinner />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
  });

  it('shows the full page spinner label', () => {
    render(<FullPageSpinner label="Checking Status" />);
    expect(screen.getByText('Checking Status')).toBeVisible();
  });

  it('renders an empty state with its action', () => {
    render(
      <EmptyState
        title="Your wishlist is empty"
        description="Start adding items you love to your wishlist!"
        action={<a href="/products">Start Shopping</a>}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Your wishlist is empty' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start Shopping' })).toHaveAttribute(
      'href',
      '/products',
    );
  });

  it('offers Retry on an error panel', async () => {
    const onRetry = jest.fn();
    render(
      <ErrorPanel
        title="Error Loading Orders"
        message="Failed to fetch orders"
        onRetry={onRetry}
        retryLabel="Try Again"
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to fetch orders');
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});
