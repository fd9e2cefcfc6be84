import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import * as api from '@grocery/shared-api';
import { forgetDeliveryRules } from '../commerce/lib/delivery-rules';
import { StyleShowcase } from './style-showcase';

jest.mock('@grocery/shared-api', () => ({
  ...jest.requireActual('@grocery/shared-api'),
  listDeliverySlots: jest.fn(),
}));
const mocked = jest.mocked(api);

beforeEach(() => {
  forgetDeliveryRules();
  mocked.listDeliverySlots.mockResolvedValue({
    slots: [],
    rules: { freeDeliveryThreshold: 35, fees: [] },
  } as unknown as Awaited<ReturnType<typeof api.listDeliverySlots>>);
});

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

  it("quotes the store's free-delivery threshold, not a fixed $50", async () => {
    render(<StyleShowcase />);
    expect(await screen.findByText('Free delivery on orders over $35')).toBeInTheDocument();
    expect(screen.queryByText(/\$50/)).not.toBeInTheDocument();
  });

  it('renders on the server', () => {
    expect(renderToString(<StyleShowcase />)).toContain('Grocery');
  });
});
