import type { Product, Session, ShippingAddress, User } from '../types';

export function makeUser(overrides: Partial<User> = {}): User {
  return {
    id: 'u-1',
    email: 'jane@example.com',
    firstName: 'Jane',
    lastName: 'Doe',
    name: 'Jane Doe',
    role: 'customer',
    status: 'active',
    phone: null,
    address: null,
    storeName: null,
    storeAddress: null,
    createdAt: '2025-01-01T00:00:00.000Z',
    ...overrides,
  };
}

export function makeSession(overrides: Partial<Session> = {}): Session {
  return { user: makeUser(), token: 'access-1', refreshToken: 'refresh-1', ...overrides };
}

export function makeProduct(overrides: Partial<Product> = {}): Product {
  return {
    id: 'p-1',
    name: 'Organic Bananas',
    sku: 'ORGANICB',
    description: 'A bunch of ripe organic bananas.',
    price: 2.99,
    discount: 0,
    discountPrice: null,
    discountStartDate: null,
    discountEndDate: null,
    expiryDate: null,
    stock: 5,
    minStock: 0,
    maxStock: 100,
    unit: 'kg',
    soldBy: 'unit',
    weightUnit: null,
    quantityStep: 1,
    minQuantity: 1,
    status: 'active',
    visibility: 'visible',
    categoryId: 'c-1',
    category: { id: 'c-1', name: 'Fruit' },
    weight: 1,
    barcode: null,
    manufacturer: null,
    countryOfOrigin: null,
    tags: [],
    images: ['/images/bananas.png'],
    image: null,
    specifications: {},
    nutritionInfo: {},
    isActive: true,
    isFeatured: false,
    isVisible: true,
    addedBy: null,
    createdAt: '2025-01-01T00:00:00.000Z',
    updatedAt: '2025-01-01T00:00:00.000Z',
    ...overrides,
  };
}

export function makeShippingAddress(overrides: Partial<ShippingAddress> = {}): ShippingAddress {
  return {
    firstName: 'Jane',
    lastName: 'Doe',
    email: 'jane@example.com',
    phone: '5551234567',
    address: '1 Main St',
    city: 'Springfield',
    state: 'IL',
    zipCode: '62701',
    ...overrides,
  };
}
