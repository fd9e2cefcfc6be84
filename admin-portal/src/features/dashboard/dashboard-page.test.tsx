import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { productFixture, renderShop, signInAs } from '@grocery/shared-ui/testing';
import { callsTo, fail, ok, page, serveApi, stopServing, type Routes } from '../../test/api';
import { deliverySlotFixture, requestFixture, statsFixture } from '../../test/fixtures';
import AdminDashboardPage from './dashboard-page';

jest.mock('./revenue-chart', () => ({ __esModule: true, default: () => null }));

const products = Array.from({ length: 20 }, (_, i) =>
  productFixture({ id: `p-${i}`, name: `Product ${i}` }),
);
products[0] = { ...products[0]!, price: 3.99, discountPrice: 3.19, discount: 20 };
const lowStock = Array.from({ length: 5 }, (_, i) =>
  productFixture({ id: `low-${i}`, name: `Scarce ${i}`, stock: i + 1 }),
);
const requests = Array.from({ length: 10 }, (_, i) =>
  requestFixture({
    id: `r-${i}`,
    type: i % 2 ? 'category_add_request' : 'account_register_request',
    requestData: { name: `Request ${i}` },
  }),
);

const todaysSlots = [
  deliverySlotFixture(9, { status: 'closed', booked: 3, remaining: 17 }),
  deliverySlotFixture(17, { booked: 18, remaining: 2, status: 'few left' }),
  deliverySlotFixture(18, { status: 'full', booked: 20, remaining: 0 }),
  deliverySlotFixture(19, { retired: true }),
  deliverySlotFixture(20, { booked: 1, remaining: 19 }),
];

function store(overrides: Routes = {}): Routes {
  return {
    'GET /products': ok({ products, pagination: page(1234) }),
    'GET /categories': ok({ categories: [], pagination: page(42, 10) }),
    'GET /requests': ok({ requests, pagination: page(17, 10) }),
    'GET /products/low-stock': ok({ products: lowStock, total: 23 }),
    'GET /orders/stats/overview': ok({ stats: statsFixture() }),
    'GET /delivery/admin/slots': ok({ slots: todaysSlots }),
    ...overrides,
  };
}

const panel = (name: string) => within(screen.getByRole('region', { name }));
const counter = (label: string) =>
  screen.getByText(label, { selector: '.ap-counter__label' }).previousSibling?.textContent;

beforeEach(() => {
  signInAs('admin', { firstName: 'Alex', lastName: 'Morgan', name: 'Alex Morgan' });
});
afterEach(stopServing);

describe('AdminDashboardPage', () => {
  it('welcomes the admin and counts from the server totals, not the page lengths', async () => {
    const seen = serveApi(store());
    renderShop(<AdminDashboardPage />);
    expect(await screen.findByText('Welcome back, Alex Morgan!')).toBeInTheDocument();
    await screen.findByRole('list', { name: 'Store figures' });
    expect(counter('Total Products')).toBe('1,234');
    expect(counter('Categories')).toBe('42');
    expect(counter('Pending Requests')).toBe('17');
    expect(counter('Low Stock Items')).toBe('23');

    const [productCall] = callsTo(seen, 'GET /products');
    expect(productCall?.query.get('limit')).toBe('20');
    expect(productCall?.query.get('includeHidden')).toBe('true');
    expect(callsTo(seen, 'GET /categories')[0]?.query.get('limit')).toBe('10');
    const [requestCall] = callsTo(seen, 'GET /requests');
    expect(requestCall?.query.get('status')).toBe('pending');
    expect(requestCall?.query.get('limit')).toBe('10');
  });

  it('shows 5 pending requests with type labels and PENDING, 5 low-stock and 8 recent products', async () => {
    serveApi(store());
    renderShop(<AdminDashboardPage />);
    await screen.findByRole('list', { name: 'Store figures' });
    const pending = panel('Pending Requests');
    expect(pending.getAllByRole('listitem')).toHaveLength(5);
    expect(pending.getAllByText('PENDING')).toHaveLength(5);
    expect(pending.getAllByText('Store Manager Registration')).toHaveLength(3);
    expect(pending.getAllByText('Add Category')).toHaveLength(2);
    expect(panel('Low Stock Alert').getAllByRole('button', { name: /^Restock / })).toHaveLength(5);
    expect(panel('Recent Products').getAllByRole('listitem')).toHaveLength(8);
    // A product on sale shows what it sells for, with the regular price struck through.
    const onSale = panel('Recent Products').getByText('Product 0').closest('li')!;
    expect(within(onSale).getByText('$3.19')).toBeInTheDocument();
    expect(within(onSale).getByText('$3.99').closest('s')).not.toBeNull();
    // Both ways into low stock open the product list filtered to it.
    expect(screen.getByRole('link', { name: /Low Stock Items/ })).toHaveAttribute(
      'href',
      '/admin/products?stock=low',
    );
    expect(screen.getByRole('link', { name: 'View all: Low Stock Alert' })).toHaveAttribute(
      'href',
      '/admin/products?stock=low',
    );
    const quick = panel('Quick Actions');
    for (const href of ['/admin/products', '/admin/categories', '/admin/requests']) {
      expect(quick.getAllByRole('link').map((link) => link.getAttribute('href'))).toContain(href);
    }
  });

  it('says when every product is well stocked and when there are no products', async () => {
    serveApi(
      store({
        'GET /products': ok({ products: [], pagination: page(0) }),
        'GET /products/low-stock': ok({ products: [], total: 0 }),
      }),
    );
    renderShop(<AdminDashboardPage />);
    expect(await screen.findByText('All products are well stocked')).toBeInTheDocument();
    const recent = panel('Recent Products');
    expect(recent.getByText('No products found')).toBeInTheDocument();
    expect(recent.getByRole('link', { name: 'Add a product' })).toHaveAttribute(
      'href',
      '/admin/products',
    );
  });

  it('restocks a low-stock product by the units added, then reads the figures again', async () => {
    const seen = serveApi(
      store({
        'PATCH /products/low-0/stock': (call) =>
          ok({ product: { ...lowStock[0], stock: 1 + (call.body as { adjust: number }).adjust } }),
      }),
    );
    renderShop(<AdminDashboardPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Restock Scarce 0' }));
    const dialog = screen.getByRole('dialog', { name: 'Restock Scarce 0' });
    const units = within(dialog).getByLabelText(/Units to add/);
    await userEvent.clear(units);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Restock' }));
    expect(await within(dialog).findByText('Enter how many units arrived')).toBeInTheDocument();
    await userEvent.type(units, '24');
    expect(within(dialog).getByText('Stock after restock: 25')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Restock' }));
    expect(await screen.findByText('Stock updated successfully!')).toBeInTheDocument();
    expect(callsTo(seen, 'PATCH /products/low-0/stock')[0]?.body).toEqual({ adjust: 24 });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(callsTo(seen, 'GET /products/low-stock')).toHaveLength(2);
  });

  it('shows the sales figures with a table of the daily revenue', async () => {
    serveApi(store());
    renderShop(<AdminDashboardPage />);
    const sales = within(await screen.findByRole('region', { name: 'Sales' }));
    const figure = async (label: string) =>
      (await sales.findByText(label)).nextSibling?.textContent;
    expect(await figure('Orders today')).toBe('2');
    expect(await figure('Revenue today')).toBe('$30.00');
    expect(await figure('Orders, last 30 days')).toBe('12');
    expect(await figure('Revenue, last 30 days')).toBe('$240.00');
    expect(await figure('Average order value')).toBe('$20.00');
    const byStatus = panel('Orders by Status');
    expect(byStatus.getByText('Delivered').closest('li')).toHaveTextContent('7');
    expect(panel('Top Products').getByText('Organic Whole Milk').closest('li')).toHaveTextContent(
      '9 sold$36.00',
    );
    const table = sales.getByRole('table', { name: 'Orders and revenue per day' });
    expect(within(table).getByRole('row', { name: 'Nov 24 1 $12.50' })).toBeInTheDocument();
    expect(within(table).getByRole('row', { name: 'Nov 25 2 $30.00' })).toBeInTheDocument();
  });

  it("counts today's slots still taking orders and lists them, each opening its page", async () => {
    const seen = serveApi(store());
    renderShop(<AdminDashboardPage />, '/admin/dashboard');
    await screen.findByText('2 slots', { selector: 'strong' });
    const slots = panel("Today's Delivery Slots");
    expect(slots.getByText('left today', { exact: false })).toHaveTextContent('2 slots left today');
    expect(slots.getByRole('link', { name: '17:00–18:00' })).toHaveAttribute(
      'href',
      '/admin/delivery/slot-17',
    );
    expect(slots.getByText('18 / 20 booked · 2 left')).toBeInTheDocument();
    expect(slots.getByRole('link', { name: '20:00–21:00' })).toBeInTheDocument();
    expect(slots.queryByRole('link', { name: /^(09|18|19):00/ })).not.toBeInTheDocument();
    expect(slots.getByRole('link', { name: "View all: Today's Delivery Slots" })).toHaveAttribute(
      'href',
      '/admin/delivery',
    );
    expect(callsTo(seen, 'GET /delivery/admin/slots')[0]?.query.get('days')).toBe('1');
  });

  it('says when no slot is left today, and when the slots could not be read', async () => {
    serveApi(store({ 'GET /delivery/admin/slots': ok({ slots: [todaysSlots[0]] }) }));
    const { unmount } = renderShop(<AdminDashboardPage />, '/admin/dashboard');
    expect(await screen.findByText('No delivery slots left today')).toBeInTheDocument();
    unmount();
    stopServing();
    serveApi(store({ 'GET /delivery/admin/slots': fail(500, 'Database unavailable') }));
    renderShop(<AdminDashboardPage />, '/admin/dashboard');
    await screen.findByRole('region', { name: "Today's Delivery Slots" });
    expect(
      await within(screen.getByRole('region', { name: "Today's Delivery Slots" })).findByRole(
        'button',
        { name: 'Try again' },
      ),
    ).toBeInTheDocument();
  });
});
