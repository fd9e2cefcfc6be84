import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as api from '@grocery/shared-api';
import { ApiError, type Order, type PickList, type PickListLine } from '@grocery/shared-api';
import { renderShop } from '../testing/render';
import { PickingBoard } from './picking-board';

jest.mock('@grocery/shared-api', () => ({
  ...jest.requireActual('@grocery/shared-api'),
  getPickList: jest.fn(),
  getPickingOrder: jest.fn(),
  startPicking: jest.fn(),
  recordPick: jest.fn(),
  packOrder: jest.fn(),
}));
const mocked = jest.mocked(api);

const slot = {
  id: 'slot-1',
  start: '2026-12-02T10:00:00-05:00',
  end: '2026-12-02T11:00:00-05:00',
  timeZone: 'America/New_York',
  changeableUntil: '2026-12-02T08:00:00-05:00',
};
const line = (fields: Partial<PickListLine>): PickListLine => ({
  orderId: 'o-1',
  orderNumber: 'ORD-1001',
  itemId: 'i-1',
  productId: 'p-1',
  name: 'Loose apples',
  quantity: 1,
  unit: 'kg',
  soldBy: 'weight',
  weightUnit: 'kg',
  substitution: { preference: 'best_match', productId: null, productName: null },
  pick: null,
  ...fields,
});
const list: PickList = {
  orders: [
    {
      id: 'o-1',
      orderNumber: 'ORD-1001',
      customerName: 'Robin Shopper',
      status: 'confirmed',
      deliverySlot: slot,
      pickingStatus: 'not_started',
      itemCount: 2,
    },
  ],
  aisles: [
    { category: 'Fruits', lines: [line({})] },
    {
      category: 'Dairy',
      lines: [
        line({
          itemId: 'i-2',
          productId: 'p-2',
          name: 'Whole milk',
          unit: 'l',
          soldBy: 'unit',
          weightUnit: null,
          quantity: 2,
          substitution: { preference: 'none', productId: null, productName: null },
        }),
      ],
    },
  ],
};

beforeEach(() => {
  jest.clearAllMocks();
  mocked.getPickList.mockResolvedValue(list);
  mocked.startPicking.mockResolvedValue({} as Order);
  mocked.recordPick.mockResolvedValue({} as Order);
  mocked.getPickingOrder.mockResolvedValue({ order: {} as Order, suggestions: {} });
});

describe('PickingBoard', () => {
  it('lists the lines by aisle with what the shopper wants if an item is missing', async () => {
    renderShop(<PickingBoard />);
    const fruits = await screen.findByRole('region', { name: 'Aisle: Fruits' });
    expect(within(fruits).getByText('Loose apples')).toBeInTheDocument();
    const dairy = screen.getByRole('region', { name: 'Aisle: Dairy' });
    expect(within(dairy).getByText('ORD-1001 · No substitutes')).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Wed 2 Dec, 10:00-11:00' })).toBeInTheDocument();
  });

  it('records the actual weight, starting the picking of the order first', async () => {
    renderShop(<PickingBoard />);
    await userEvent.click(
      await screen.findByRole('button', {
        name: 'Weight, short or substitute: Loose apples, ORD-1001',
      }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Pick Loose apples' });
    const weight = within(dialog).getByRole('textbox', { name: 'Actual weight (kg)' });
    await userEvent.clear(weight);
    await userEvent.type(weight, '1.12');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Record' }));
    expect(mocked.startPicking).toHaveBeenCalledWith('o-1');
    expect(mocked.recordPick).toHaveBeenCalledWith('o-1', 'i-1', {
      outcome: 'picked',
      quantity: 1.12,
    });
  });

  it('offers no substitute where the shopper asked for none', async () => {
    renderShop(<PickingBoard />);
    await userEvent.click(
      await screen.findByRole('button', {
        name: 'Weight, short or substitute: Whole milk, ORD-1001',
      }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Pick Whole milk' });
    expect(
      within(dialog).getByRole('radio', { name: 'Substitute (the shopper asked for none)' }),
    ).toBeDisabled();
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Short: none left' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Record' }));
    expect(mocked.recordPick).toHaveBeenCalledWith('o-1', 'i-2', { outcome: 'short' });
  });

  it('tells the second picker that the order was packed already', async () => {
    mocked.packOrder.mockRejectedValue(
      new ApiError({
        kind: 'http',
        status: 409,
        message: 'This order has already been packed',
        serverMessage: 'This order has already been packed',
      }),
    );
    renderShop(<PickingBoard />);
    await userEvent.click(await screen.findByRole('button', { name: 'Packed: ORD-1001' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Order packed?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Packed' }));
    const notice = (await screen.findByText('Not done')).closest('[role="alert"]');
    expect(notice).toHaveTextContent('This order has already been packed');
    expect(mocked.getPickList).toHaveBeenCalledTimes(2);
  });
});
