import { render, screen } from '@testing-library/react';
import { EstimatePrice } from './estimate-price';

describe('EstimatePrice', () => {
  it('reads "about" before an estimated amount', () => {
    render(<EstimatePrice amount={3.4} />);
    expect(screen.getByText('about $3.40')).toBeInTheDocument();
  });

  it('shows a final amount plainly', () => {
    render(<EstimatePrice amount={12.5} estimated={false} />);
    expect(screen.getByText('$12.50')).toBeInTheDocument();
    expect(screen.queryByText(/about/)).not.toBeInTheDocument();
  });
});
