import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Tabs } from './tabs';

const TABS = [
  { id: 'current', label: 'Current Categories', content: 'Category list' },
  { id: 'requests', label: 'My Requests', count: 3, content: 'Request list' },
  { id: 'archived', label: 'Archived', disabled: true, content: 'Old' },
  { id: 'help', label: 'Help', content: 'Help text' },
];

describe('Tabs', () => {
  it('selects the first tab and shows its labelled panel', () => {
    render(<Tabs label="Categories" tabs={TABS} />);
    expect(screen.getByRole('tablist', { name: 'Categories' })).toBeInTheDocument();
    const first = screen.getByRole('tab', { name: 'Current Categories' });
    expect(first).toHaveAttribute('aria-selected', 'true');
    expect(first).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('tab', { name: 'My Requests 3' })).toHaveAttribute('tabindex', '-1');
    expect(screen.getByRole('tabpanel', { name: 'Current Categories' })).toHaveTextContent(
      'Category list',
    );
  });

  it('moves with arrow keys, skips disabled tabs, wraps, and supports Home/End', async () => {
    const onValueChange = jest.fn();
    render(<Tabs label="Categories" tabs={TABS} onValueChange={onValueChange} />);
    await userEvent.tab();
    expect(screen.getByRole('tab', { name: 'Current Categories' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'My Requests 3' })).toHaveFocus();
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Request list');
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Help' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Current Categories' })).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Help' })).toHaveFocus();
    await userEvent.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'Current Categories' })).toHaveFocus();
    await userEvent.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Help' })).toHaveFocus();
    expect(onValueChange).toHaveBeenLastCalledWith('help');
  });

  it('leaves the tab list with one Tab press (roving tabindex)', async () => {
    render(<Tabs label="Categories" tabs={TABS} />);
    await userEvent.tab();
    await userEvent.tab();
    expect(screen.getByRole('tabpanel')).toHaveFocus();
  });

  it('follows a controlled value', async () => {
    const onValueChange = jest.fn();
    render(<Tabs label="Categories" tabs={TABS} value="requests" onValueChange={onValueChange} />);
    expect(screen.getByRole('tab', { name: 'My Requests 3' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await userEvent.click(screen.getByRole('tab', { name: 'Help' }));
    expect(onValueChange).toHaveBeenCalledWith('help');
    expect(screen.getByRole('tab', { name: 'My Requests 3' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });
});
