import { desc, eq } from 'drizzle-orm';
import type { Address, ShippingAddress } from '@grocery/shared-api';
import type { Db } from '../../db/client';
import { orders } from '../../db/schema';

/** How many recent orders are read for their addresses: a shopper reuses recent ones. */
const RECENT_ORDERS = 200;

const sameKey = (a: Pick<ShippingAddress, 'firstName' | 'lastName' | 'address' | 'city'>) =>
  [a.firstName, a.lastName, a.address, a.city].map((v) => v.trim().toLowerCase()).join('\u0000');

/**
 * Addresses the shopper shipped to, newest first, one per first name, last name, address and
 * city (case-insensitive), leaving out those already saved. Read-only: they are the orders'.
 */
export async function orderDerivedAddresses(
  db: Db,
  userId: string,
  saved: readonly Address[],
): Promise<Address[]> {
  const rows = await db
    .select({ id: orders.id, address: orders.shippingAddress, createdAt: orders.createdAt })
    .from(orders)
    .where(eq(orders.userId, userId))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(RECENT_ORDERS);
  const seen = new Set(saved.map(sameKey));
  const derived: Address[] = [];
  for (const row of rows) {
    const address = row.address as ShippingAddress;
    const key = sameKey(address);
    if (seen.has(key)) continue;
    seen.add(key);
    derived.push({
      id: `order-${row.id}`,
      firstName: address.firstName,
      lastName: address.lastName,
      email: address.email,
      phone: address.phone,
      address: address.address,
      city: address.city,
      state: address.state,
      zipCode: address.zipCode,
      isDefault: false,
      source: 'order',
      lastUsed: row.createdAt.toISOString(),
      orderId: row.id,
    });
  }
  return derived;
}
