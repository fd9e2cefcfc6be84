import type {
  AdminDeliverySlot,
  Category,
  DeliverySchedule,
  OrderStats,
  StoreRequest,
} from '@grocery/shared-api';

export function categoryFixture(overrides: Partial<Category> = {}): Category {
  return {
    id: 'c-fruit',
    name: 'Fruit',
    description: 'Fresh fruit',
    parentId: null,
    parent: null,
    isVisible: true,
    productCount: 3,
    createdAt: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

export function requestFixture(overrides: Partial<StoreRequest> = {}): StoreRequest {
  return {
    id: 'r-1',
    type: 'account_register_request',
    status: 'pending',
    reason: 'I run a corner shop and want to sell here.',
    adminNotes: null,
    rejectionReason: null,
    requestData: {
      name: 'Sam Carter',
      email: 'sam@example.com',
      phone: '5551234567',
      storeName: 'Carter Grocers',
      storeAddress: '12 Market Street, Springfield',
      reason: 'I run a corner shop and want to sell here.',
      requestedRole: 'store_manager',
    },
    requestedBy: { id: 'u-sam', name: 'Sam Carter', email: 'sam@example.com' },
    createdAt: '2026-11-21T09:30:00.000Z',
    reviewedAt: null,
    ...overrides,
  };
}

export function statsFixture(overrides: Partial<OrderStats> = {}): OrderStats {
  return {
    today: { orders: 2, revenue: 30 },
    last30Days: { orders: 12, revenue: 240, averageOrderValue: 20 },
    totalOrders: 15,
    totalRevenue: 300,
    byStatus: { pending: 3, confirmed: 2, processing: 1, shipped: 1, delivered: 7, cancelled: 1 },
    topProducts: [
      { productId: 'p-milk', productName: 'Organic Whole Milk', quantity: 9, revenue: 36 },
    ],
    dailyRevenue: [
      { date: '2026-11-24', orders: 1, revenue: 12.5 },
      { date: '2026-11-25', orders: 2, revenue: 30 },
    ],
    ...overrides,
  };
}

/** A slot of 27 Nov 2026 (store time UTC-5) starting at `hour`, empty unless told. */
export function deliverySlotFixture(
  hour: number,
  overrides: Partial<AdminDeliverySlot> = {},
): AdminDeliverySlot {
  const at = (h: number) => `2026-11-27T${String(h).padStart(2, '0')}:00:00-05:00`;
  return {
    id: `slot-${hour}`,
    start: at(hour),
    end: at(hour + 1),
    fee: 0,
    capacity: 20,
    remaining: 20,
    status: 'available',
    booked: 0,
    held: 0,
    retired: false,
    ...overrides,
  };
}

export function deliveryScheduleFixture(
  overrides: Partial<DeliverySchedule> = {},
): DeliverySchedule {
  const hours = { open: '08:00', close: '20:00' };
  return {
    timeZone: 'America/New_York',
    openingHours: [hours, hours, hours, hours, hours, { open: '09:00', close: '18:00' }, null],
    slotMinutes: 60,
    daysAhead: 7,
    capacity: 20,
    fee: 0,
    peakFee: 0,
    peakStart: '17:00',
    peakEnd: '20:00',
    cutoffMinutes: 120,
    holdMinutes: 15,
    freeDeliveryThreshold: 50,
    closedDates: ['2026-12-25'],
    ...overrides,
  };
}
