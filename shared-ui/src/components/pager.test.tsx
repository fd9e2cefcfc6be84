import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Pager } from './pager';

const pagination = (page: number, totalPages: number) => ({
  page,
  limit: 20,
  total: totalPages * 20,
  totalPages,
});

describe('Pager', () => {
  it('says where we are and moves one page either way', async () => {
    const onPage = jest.fn();
    render(
      <Pager
        pagination={pagination(2, 7)}
        onPage={onPage}
        label="Orders pages"
        summary="140 orders"
      />,
    );
    expect(screen.getByRole('navigation', { name: 'Orders pages' })).toHaveTextContent(
      'Page 2 of 7 · 140 orders',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(onPage.mock.calls).toEqual([[1], [3]]);
  });

  it('disables Previous on the first page and Next on the last', () => {
    const { rerender } = render(
      <Pager pagination={pagination(1, 3)} onPage={jest.fn()} label="Orders pages" />,
    );
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
    rerender(<Pager pagination={pagination(3, 3)} onPage={jest.fn()} label="Orders pages" />);
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('shows nothing when everything fits one page', () => {
    render(<Pager pagination={pagination(1, 1)} onPage={jest.fn()} label="Orders pages" />);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });
});
