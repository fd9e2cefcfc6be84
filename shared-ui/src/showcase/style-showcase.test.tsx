import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { StyleShowcase } from './style-showcase';

describe('StyleShowcase', () => {
  it('renders every section', () => {
    render(<StyleShowcase />);
    for (const name of [
      'Design tokens',
      'Buttons',
      'Form controls',
      'Badges and formatting',
      'Surfaces and feedback',
      'Tabs and dialogs',
    ]) {
      expect(screen.getByRole('heading', { name, level: 2 })).toBeInTheDocument();
    }
    expect(screen.getByText('$12.50')).toBeInTheDocument();
  });

  it('opens the confirm dialog from its trigger', async () => {
    render(<StyleShowcase />);
    await userEvent.click(screen.getByRole('button', { name: 'Delete product' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete product' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('renders on the server', () => {
    expect(renderToString(<StyleShowcase />)).toContain('Grocery');
  });
});
