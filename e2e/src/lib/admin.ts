import { randomUUID } from 'node:crypto';
import type { Browser } from 'playwright-core';
import { openSession, type Session } from './browser';
import { ADMIN, callApi, ensureInitialized, PASSWORD, uniqueEmail, type Customer } from './store';
import { expectPath, loginThroughUi } from './ui';

/** A fresh context signed in as the administrator through the login form. */
export async function adminSession(browser: Browser, width = 1280): Promise<Session> {
  await ensureInitialized();
  const session = await openSession(browser, { width });
  await loginThroughUi(session.page, ADMIN.email, ADMIN.password);
  await expectPath(session.page, '/admin/dashboard');
  return session;
}

/** pagination.total (or data.total) of a staff listing, as the server counts it. */
export async function totalOf(path: string, token: string): Promise<number> {
  const { status, body } = await callApi<{ pagination?: { total: number }; total?: number }>(path, {
    token,
  });
  if (status !== 200) throw new Error(`GET ${path} answered ${status}: ${body.message}`);
  return body.data.pagination?.total ?? body.data.total ?? -1;
}

/** A store manager registration waiting in the admin's queue. */
export async function registerManager(firstName: string) {
  await ensureInitialized();
  const email = uniqueEmail(firstName.toLowerCase());
  const name = `${firstName} Manager`;
  const storeName = `${firstName} Fresh Market`;
  const res = await callApi('/auth/register', {
    body: {
      role: 'store_manager',
      firstName,
      lastName: 'Manager',
      name,
      email,
      password: PASSWORD,
      confirmPassword: PASSWORD,
      storeName,
      storeAddress: '400 Market Street, Springfield',
    },
  });
  if (res.status !== 201 && res.status !== 200)
    throw new Error(`register answered ${res.status}: ${res.body.message}`);
  return { name, email, storeName };
}

export async function loginStatus(email: string): Promise<number> {
  return (await callApi('/auth/login', { body: { email, password: PASSWORD } })).status;
}

/** A cash-on-delivery order placed through the API as `customer` (in the earliest open slot). */
export async function placeOrder(
  customer: Customer,
  productId: string,
  quantity = 1,
  deliverySlotId?: string,
): Promise<{ id: string; orderNumber: string }> {
  const login = await callApi<{ token: string }>('/auth/login', {
    body: { email: customer.email, password: customer.password },
  });
  const res = await callApi<{ order: { id: string; orderNumber: string } }>('/orders', {
    token: login.body.data.token,
    body: {
      orderId: `order_${randomUUID().replace(/-/g, '')}`,
      items: [{ productId, quantity }],
      shippingAddress: {
        firstName: customer.firstName,
        lastName: 'Shopper',
        email: customer.email,
        phone: '555-123-4567',
        address: '12 Orchard Lane',
        city: 'Springfield',
        state: 'IL',
        zipCode: '62704',
      },
      paymentMethod: 'cash_on_delivery',
      currency: 'USD',
      ...(deliverySlotId ? { deliverySlotId } : {}),
    },
  });
  if (res.status !== 201)
    throw new Error(`POST /orders answered ${res.status}: ${res.body.message}`);
  return res.body.data.order;
}
