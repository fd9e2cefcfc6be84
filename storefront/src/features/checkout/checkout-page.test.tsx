import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { ToastContainer } from 'react-toastify';
import * as api from '@grocery/shared-api';
import {
  ApiError,
  addToCart,
  appStore,
  cartItemsAtom,
  type Address,
  type DeliverySlot,
  type Order,
} from '@grocery/shared-api';
import { PAYMENT_METHODS } from '@grocery/shared-api/validation';
import { productFixture, resetShop, shippingAddressFixture } from '@grocery/shared-ui/testing';
import { CheckoutPage } from './checkout-page';

jest.mock('@grocery/shared-api', () => {
  const actual = jest.requireActual('@grocery/shared-api');
  return {
    ...actual,
    getPaymentOptions: jest.fn(),
    listAddresses: jest.fn(),
    createAddress: jest.fn(),
    deleteAddress: jest.fn(),
    setDefaultAddress: jest.fn(),
    processPayment: jest.fn(),
    createOrder: jest.fn(),
    getProduct: jest.fn(),
    listDeliverySlots: jest.fn(),
    holdDeliverySlot: jest.fn(),
  };
});
const mocked = jest.mocked(api);
// Whole checkouts through the form: seconds each on a busy two-core machine.
jest.setTimeout(30_000);

const apples = productFixture({ id: 'p-apples', name: 'Gala Apples', price: 3.5, stock: 12 });
const home = shippingAddressFixture();
const fromOrder: Address = {
  ...home,
  id: 'order-o-1',
  address: '9 Elm St',
  isDefault: false,
  source: 'order',
  lastUsed: '2026-01-01T00:00:00.000Z',
  orderId: 'o-1',
};
const noCharges = {
  shippingFlat: 0,
  taxRatePercent: 0,
  currency: 'USD' as const,
  weightMarginPercent: 10,
};
const orderLimits = { maxLineQuantity: 0 };
const authorized = {
  paymentId: 'pay-1',
  status: 'authorized' as const,
  amount: 7,
  currency: 'USD' as const,
  methodId: 'credit_card',
  brand: 'visa',
  last4: '4242',
  failureCode: null,
  message: null,
};

const slot = (id: string, hour: number, overrides: Partial<DeliverySlot> = {}): DeliverySlot => ({
  id,
  start: `2026-12-01T${hour}:00:00-05:00`,
  end: `2026-12-01T${hour + 1}:00:00-05:00`,
  fee: 0,
  capacity: 20,
  remaining: 20,
  status: 'available',
  ...overrides,
});
const rules = {
  freeDeliveryThreshold: 50,
  cutoffMinutes: 120,
  holdMinutes: 15,
  timeZone: 'America/New_York',
  daysAhead: 7,
  closedDates: [],
  fees: { offPeak: 0, peak: 0 },
};
const heldUntil = (slotId: string, minutes = 15) => ({
  id: 'hold-1',
  slotId,
  expiresAt: new Date(Date.now() + minutes * 60_000).toISOString(),
});

beforeEach(() => {
  resetShop();
  jest.clearAllMocks();
  mocked.getPaymentOptions.mockResolvedValue({
    methods: PAYMENT_METHODS,
    pricing: noCharges,
    orderLimits,
  });
  mocked.listAddresses.mockResolvedValue([]);
  mocked.getProduct.mockResolvedValue(apples);
  mocked.createOrder.mockResolvedValue({ id: 'o-2' } as Order);
  mocked.createAddress.mockImplementation(
    async (a) => ({ ...fromOrder, ...a, id: 'a-1', source: 'saved' }) as Address,
  );
  mocked.listDeliverySlots.mockResolvedValue({
    slots: [slot('s-10', 10), slot('s-11', 11, { status: 'full', remaining: 0 })],
    rules,
  });
  mocked.holdDeliverySlot.mockImplementation(async (id) => heldUntil(id));
  addToCart(apples, 2);
});

function renderCheckout() {
  return render(
    <MemoryRouter initialEntries={['/checkout']}>
      <Routes>
        <Route path="/checkout" element={<CheckoutPage />} />
        <Route path="/orders" element={<h1>Orders page</h1>} />
        <Route path="/dashboard" element={<h1>Dashboard page</h1>} />
      </Routes>
      <ToastContainer />
    </MemoryRouter>,
  );
}

// Pasted, not typed key by key: the same change events, without a timer per character.
async function enter(input: HTMLElement, value: string) {
  await userEvent.clear(input);
  if (value) await userEvent.paste(value);
}

async function fillAddress(values: Partial<typeof home> = home) {
  const labels: Record<string, string> = {
    firstName: 'First name',
    lastName: 'Last name',
    email: 'Email',
    phone: 'Phone',
    address: 'Address',
    city: 'City',
    state: 'State',
    zipCode: 'ZIP code',
  };
  for (const [key, value] of Object.entries(values)) {
    const input = screen.getByRole('textbox', { name: new RegExp(`^${labels[key]}`) });
    await enter(input, value);
  }
}

async function payByCard(number = '4242424242424242') {
  await userEvent.click(await screen.findByRole('radio', { name: /Credit or debit card/ }));
  await enter(screen.getByRole('textbox', { name: /^Card number/ }), number);
  await enter(screen.getByRole('textbox', { name: /^Expiry date/ }), '1230');
  await enter(screen.getByRole('textbox', { name: /^CVV/ }), '123');
  await enter(screen.getByRole('textbox', { name: /^Cardholder name/ }), 'Jane Doe');
}

const chooseSlot = async (time = '10:00–11:00') =>
  userEvent.click(await screen.findByRole('radio', { name: new RegExp(time) }));
const placeOrder = () => userEvent.click(screen.getByRole('button', { name: 'Place Order' }));
const summaryAmount = (term: string) => screen.getByText(term, { selector: 'dt' }).nextSibling;

describe('CheckoutPage', () => {
  it('sends an empty cart to /dashboard', async () => {
    act(() => api.clearCart());
    renderCheckout();
    expect(await screen.findByRole('heading', { name: 'Dashboard page' })).toBeInTheDocument();
  });

  it('shows each line and the totals, and the cash on delivery default', async () => {
    renderCheckout();
    const lines = screen.getByRole('list', { name: 'Items in your order' });
    expect(within(lines).getByText('Gala Apples')).toBeInTheDocument();
    expect(within(lines).getByText('2 × $3.50')).toBeInTheDocument();
    expect(within(lines).getByText('$7.00')).toBeInTheDocument();
    expect(await screen.findByRole('radio', { name: /Cash on delivery/ })).toBeChecked();
  });

  it('counts the subtotal at list prices and takes the sale off as the discount', async () => {
    const honey = productFixture({ id: 'p-honey', name: 'Honey', price: 13.99, stock: 5 });
    const onSale = { ...honey, discountPrice: 11.89, discount: 15 };
    mocked.getProduct.mockImplementation(async (id) => (id === onSale.id ? onSale : apples));
    act(() => {
      addToCart(onSale, 1);
    });
    mocked.getPaymentOptions.mockResolvedValue({
      methods: PAYMENT_METHODS,
      pricing: { shippingFlat: 1, taxRatePercent: 10, currency: 'USD', weightMarginPercent: 10 },
      orderLimits,
    });
    renderCheckout();
    await screen.findByRole('radio', { name: /Cash on delivery/ });
    expect(summaryAmount('Subtotal')).toHaveTextContent('$20.99');
    expect(summaryAmount('Discount')).toHaveTextContent('-$2.10');
    expect(summaryAmount('Shipping')).toHaveTextContent('$1.00');
    expect(summaryAmount('Tax')).toHaveTextContent('$1.89');
    expect(summaryAmount('Total')).toHaveTextContent('$21.78');
  });

  it("adds the server's shipping and tax to the summary, the payment and the order", async () => {
    mocked.getPaymentOptions.mockResolvedValue({
      methods: PAYMENT_METHODS,
      pricing: { shippingFlat: 4.99, taxRatePercent: 8, currency: 'USD', weightMarginPercent: 10 },
      orderLimits,
    });
    mocked.processPayment.mockResolvedValue({ ...authorized, amount: 12.55 });
    renderCheckout();
    await screen.findByRole('radio', { name: /Cash on delivery/ });
    expect(summaryAmount('Subtotal')).toHaveTextContent('$7.00');
    expect(summaryAmount('Shipping')).toHaveTextContent('$4.99');
    expect(summaryAmount('Tax')).toHaveTextContent('$0.56');
    expect(summaryAmount('Total')).toHaveTextContent('$12.55');

    await fillAddress();
    await payByCard();
    await chooseSlot();
    await placeOrder();
    expect(await screen.findByRole('heading', { name: 'Orders page' })).toBeInTheDocument();
    expect(mocked.processPayment.mock.calls[0]![0]).toMatchObject({ amount: 12.55 });
    expect(mocked.createOrder.mock.calls[0]![0]).toMatchObject({
      totals: { subtotal: 7, shipping: 4.99, tax: 0.56, total: 12.55 },
      totalAmount: 12.55,
    });
  });

  it('names every empty address field and stops before paying', async () => {
    renderCheckout();
    await screen.findByRole('radio', { name: /Cash on delivery/ });
    await chooseSlot();
    await placeOrder();
    expect(
      await screen.findByText('Please fill in all required address fields'),
    ).toBeInTheDocument();
    for (const message of [
      'First name is required',
      'Last name is required',
      'Email is required',
      'Phone is required',
      'Address is required',
      'City is required',
      'State is required',
      'ZIP code is required',
    ]) {
      expect(screen.getByText(message)).toBeInTheDocument();
    }
    expect(mocked.createOrder).not.toHaveBeenCalled();
  });

  it('checks the card fields with the spec messages before paying', async () => {
    renderCheckout();
    await fillAddress();
    await payByCard('4242424242424241');
    await userEvent.clear(screen.getByRole('textbox', { name: /^CVV/ }));
    await chooseSlot();
    await placeOrder();
    expect(await screen.findByText('Please fix payment validation errors')).toBeInTheDocument();
    expect(screen.getByText('Card number is invalid')).toBeInTheDocument();
    expect(screen.getByText('CVV is required')).toBeInTheDocument();
    expect(mocked.processPayment).not.toHaveBeenCalled();
  });

  it('formats the card number in groups of 4 and the expiry as MM/YY', async () => {
    renderCheckout();
    await payByCard();
    expect(screen.getByRole('textbox', { name: /^Card number/ })).toHaveValue(
      '4242 4242 4242 4242',
    );
    expect(screen.getByRole('textbox', { name: /^Expiry date/ })).toHaveValue('12/30');
  });

  it('pays, then orders, then empties the cart and goes to /orders; a double click orders once', async () => {
    mocked.processPayment.mockResolvedValue(authorized);
    renderCheckout();
    await fillAddress();
    await payByCard();
    await chooseSlot();
    const button = screen.getByRole('button', { name: 'Place Order' });
    await userEvent.dblClick(button);
    expect(await screen.findByRole('heading', { name: 'Orders page' })).toBeInTheDocument();
    expect(await screen.findByText('Order placed successfully!')).toBeInTheDocument();

    expect(mocked.processPayment).toHaveBeenCalledTimes(1);
    expect(mocked.createOrder).toHaveBeenCalledTimes(1);
    const [payment, attempt] = mocked.processPayment.mock.calls[0]!;
    expect(payment).toMatchObject({
      methodId: 'credit_card',
      amount: 7,
      fields: { cardNumber: '4242 4242 4242 4242', expiryDate: '12/30' },
    });
    expect(attempt).toBe(1);
    const order = mocked.createOrder.mock.calls[0]![0];
    expect(order).toMatchObject({
      orderId: payment.orderId,
      paymentMethod: 'credit_card',
      paymentId: 'pay-1',
      items: [{ productId: 'p-apples', quantity: 2, productPrice: 3.5, lineTotal: 7 }],
      shippingAddress: home,
      totals: { subtotal: 7, shipping: 0, tax: 0, total: 7 },
      totalAmount: 7,
      deliverySlotId: 's-10',
    });
    expect(order.orderId).toMatch(/^order_\d+$/);
    expect(mocked.processPayment.mock.invocationCallOrder[0]).toBeLessThan(
      mocked.createOrder.mock.invocationCallOrder[0]!,
    );
    expect(mocked.createAddress).toHaveBeenCalledWith(home);
    expect(appStore.get(cartItemsAtom)).toEqual([]);
  });

  it('holds the chosen slot, says until when, and charges its fee below the threshold', async () => {
    mocked.listDeliverySlots.mockResolvedValue({
      slots: [
        slot('s-10', 10, { fee: 3.5 }),
        slot('s-11', 11, { fee: 3.5, status: 'full', remaining: 0 }),
      ],
      rules: { ...rules, fees: { offPeak: 3.5, peak: 3.5 } },
    });
    mocked.holdDeliverySlot.mockResolvedValue({
      id: 'hold-1',
      slotId: 's-10',
      expiresAt: new Date(Date.now() + 15 * 60_000).toISOString(),
    });
    renderCheckout();
    const full = await screen.findByRole('radio', { name: /11:00–12:00/ });
    expect(full).toBeDisabled();
    expect(full).toHaveAccessibleName('11:00–12:00, $3.50, Full');
    await chooseSlot();
    expect(mocked.holdDeliverySlot).toHaveBeenCalledWith('s-10');
    expect(await screen.findByText(/^Held for you until \d{2}:\d{2}$/)).toBeInTheDocument();
    expect(screen.getByText('Tue 1 Dec, 10:00-11:00')).toBeInTheDocument();
    expect(summaryAmount('Shipping')).toHaveTextContent('$3.50');
    expect(summaryAmount('Total')).toHaveTextContent('$10.50');
  });

  it('asks for a slot before paying, and re-takes an expired hold before any payment', async () => {
    mocked.processPayment.mockResolvedValue(authorized);
    renderCheckout();
    await fillAddress();
    await payByCard();
    await placeOrder();
    expect(await screen.findAllByText('Please choose a delivery slot')).not.toHaveLength(0);
    expect(mocked.processPayment).not.toHaveBeenCalled();

    mocked.holdDeliverySlot.mockResolvedValueOnce(heldUntil('s-10', -1));
    await chooseSlot();
    await placeOrder();
    expect(await screen.findByRole('heading', { name: 'Orders page' })).toBeInTheDocument();
    expect(mocked.holdDeliverySlot).toHaveBeenCalledTimes(2);
    expect(mocked.holdDeliverySlot.mock.invocationCallOrder[1]).toBeLessThan(
      mocked.processPayment.mock.invocationCallOrder[0]!,
    );
  });

  it('asks to pick again when the expired slot has filled, and pays nothing', async () => {
    mocked.processPayment.mockResolvedValue(authorized);
    renderCheckout();
    await fillAddress();
    await payByCard();
    mocked.holdDeliverySlot.mockResolvedValueOnce(heldUntil('s-10', -1));
    await chooseSlot();
    const full = api.DELIVERY_MESSAGES.slotFull;
    mocked.holdDeliverySlot.mockRejectedValueOnce(
      new ApiError({ kind: 'http', status: 409, message: full, serverMessage: full }),
    );
    await placeOrder();
    expect(
      await screen.findByText(
        'Your delivery slot was released and has since filled up. Please pick another time.',
      ),
    ).toBeInTheDocument();
    expect(mocked.processPayment).not.toHaveBeenCalled();
    expect(mocked.createOrder).not.toHaveBeenCalled();
  });

  it('shows a decline, creates nothing, and tries the next card under a new attempt', async () => {
    const declined = 'Your card was declined.';
    mocked.processPayment.mockRejectedValueOnce(
      new ApiError({ kind: 'http', status: 402, message: declined, serverMessage: declined }),
    );
    mocked.processPayment.mockResolvedValueOnce(authorized);
    renderCheckout();
    await fillAddress();
    await payByCard('4000000000000002');
    await chooseSlot();
    await placeOrder();
    expect(await screen.findByText('Payment failed. Please try again.')).toBeInTheDocument();
    expect(screen.getByText(declined)).toBeInTheDocument();
    expect(mocked.createOrder).not.toHaveBeenCalled();
    expect(appStore.get(cartItemsAtom)).toHaveLength(1);

    await chooseSlot();
    await placeOrder();
    expect(await screen.findByRole('heading', { name: 'Orders page' })).toBeInTheDocument();
    const [first, second] = mocked.processPayment.mock.calls;
    expect([first![1], second![1]]).toEqual([1, 2]);
    expect(second![0].orderId).toBe(first![0].orderId);
  });

  it('retries a payment that got no answer under the same attempt (no second charge)', async () => {
    mocked.processPayment.mockRejectedValueOnce(
      new ApiError({
        kind: 'network',
        status: 0,
        message: 'Network error. Please check your connection.',
      }),
    );
    mocked.processPayment.mockResolvedValueOnce(authorized);
    renderCheckout();
    await fillAddress();
    await payByCard();
    await chooseSlot();
    await placeOrder();
    expect(
      await screen.findByText('Network error. Please check your connection.'),
    ).toBeInTheDocument();
    await chooseSlot();
    await placeOrder();
    expect(await screen.findByRole('heading', { name: 'Orders page' })).toBeInTheDocument();
    expect(mocked.processPayment.mock.calls.map((call) => call[1])).toEqual([1, 1]);
  });

  it('keeps the cart and says why when the order is refused after payment', async () => {
    const refused = 'Only 1 left of Gala Apples. Your payment was refunded.';
    mocked.processPayment.mockResolvedValue(authorized);
    mocked.createOrder.mockRejectedValueOnce(
      new ApiError({ kind: 'http', status: 409, message: refused, serverMessage: refused }),
    );
    mocked.getProduct.mockResolvedValue({ ...apples, stock: 1 });
    renderCheckout();
    await fillAddress();
    await payByCard();
    mocked.getProduct.mockClear();
    await chooseSlot();
    await placeOrder();
    expect((await screen.findAllByText(refused)).length).toBeGreaterThan(0);
    expect(mocked.getProduct).toHaveBeenCalledWith('p-apples');
    expect(appStore.get(cartItemsAtom)[0]?.quantity).toBe(1);
    expect(screen.queryByRole('heading', { name: 'Orders page' })).not.toBeInTheDocument();
  });

  it('orders cash on delivery without a payment', async () => {
    renderCheckout();
    await fillAddress();
    await screen.findByRole('radio', { name: /Cash on delivery/ });
    await chooseSlot();
    await placeOrder();
    expect(await screen.findByRole('heading', { name: 'Orders page' })).toBeInTheDocument();
    expect(mocked.processPayment).not.toHaveBeenCalled();
    expect(mocked.createOrder.mock.calls[0]![0]).toMatchObject({
      paymentMethod: 'cash_on_delivery',
      paymentId: undefined,
    });
  });

  it('shows a chosen saved address as its card, its fields only to edit it', async () => {
    mocked.listAddresses.mockResolvedValue([fromOrder]);
    renderCheckout();
    expect(await screen.findByRole('radio', { name: /Jane Doe/ })).toBeChecked();
    expect(screen.queryByRole('textbox', { name: /^Address/ })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Edit this address for this order' }));
    expect(screen.getByRole('textbox', { name: /^Address/ })).toHaveValue('9 Elm St');
    await userEvent.click(screen.getByRole('radio', { name: 'Use a new address' }));
    expect(screen.getByRole('textbox', { name: /^Address/ })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: /Jane Doe/ }));
    expect(screen.queryByRole('textbox', { name: /^Address/ })).not.toBeInTheDocument();
  });

  it('orders to the chosen saved address without showing its fields', async () => {
    mocked.listAddresses.mockResolvedValue([fromOrder]);
    renderCheckout();
    await screen.findByRole('radio', { name: /Jane Doe/ });
    await screen.findByRole('radio', { name: /Cash on delivery/ });
    await chooseSlot();
    await placeOrder();
    expect(await screen.findByRole('heading', { name: 'Orders page' })).toBeInTheDocument();
    expect(mocked.createOrder.mock.calls[0]![0]).toMatchObject({
      shippingAddress: expect.objectContaining({ address: '9 Elm St' }),
    });
  });

  it('refuses to delete a saved address from a past order', async () => {
    mocked.listAddresses.mockResolvedValue([fromOrder]);
    renderCheckout();
    expect(await screen.findByRole('radio', { name: /Jane Doe/ })).toBeChecked();
    await userEvent.click(
      screen.getByRole('button', { name: 'Delete address Jane Doe, 9 Elm St' }),
    );
    const dialog = await screen.findByRole('alertdialog');
    expect(
      within(dialog).getByText('This address comes from a previous order and cannot be deleted.'),
    ).toBeInTheDocument();
    expect(mocked.deleteAddress).not.toHaveBeenCalled();
  });

  it('deletes a saved address after confirmation and falls back to a new one', async () => {
    const saved: Address = {
      ...home,
      id: 'a-1',
      isDefault: true,
      source: 'saved',
      lastUsed: null,
      orderId: null,
    };
    mocked.listAddresses.mockResolvedValue([saved]);
    mocked.deleteAddress.mockResolvedValue('a-1');
    renderCheckout();
    await userEvent.click(
      await screen.findByRole('button', { name: 'Delete address Jane Doe, 1 Main St' }),
    );
    const dialog = await screen.findByRole('alertdialog');
    expect(
      within(dialog).getByText('Are you sure you want to delete this address?'),
    ).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(mocked.deleteAddress).toHaveBeenCalledWith('a-1');
    expect(
      await screen.findByRole('checkbox', { name: 'Save this address for next time' }),
    ).toBeChecked();
    expect(screen.queryByRole('radio', { name: /Jane Doe/ })).not.toBeInTheDocument();
  });

  it('makes another saved address the default', async () => {
    const first: Address = {
      ...home,
      id: 'a-1',
      isDefault: true,
      source: 'saved',
      lastUsed: null,
      orderId: null,
    };
    const second: Address = { ...first, id: 'a-2', isDefault: false, address: '2 Oak Ave' };
    mocked.listAddresses.mockResolvedValue([first, second]);
    mocked.setDefaultAddress.mockResolvedValue({ ...second, isDefault: true });
    renderCheckout();
    await userEvent.click(
      await screen.findByRole('button', { name: 'Make Jane Doe, 2 Oak Ave the default address' }),
    );
    expect(mocked.setDefaultAddress).toHaveBeenCalledWith('a-2');
    expect(
      await screen.findByRole('button', { name: 'Make Jane Doe, 1 Main St the default address' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /2 Oak Ave the default/ })).not.toBeInTheDocument();
  });

  it('says when the payment methods cannot load, and offers nothing to place', async () => {
    mocked.getPaymentOptions.mockRejectedValue(
      new ApiError({ kind: 'http', status: 500, message: 'Failed to load payment methods.' }),
    );
    renderCheckout();
    expect(await screen.findByText('Failed to load payment methods.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Place Order' })).toBeDisabled();
  });

  it('stops checkout while a line is out of stock', async () => {
    mocked.getProduct.mockResolvedValue({ ...apples, stock: 0 });
    renderCheckout();
    expect(await screen.findByText('Some items cannot be ordered')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Place Order' })).toBeDisabled();
  });
});
