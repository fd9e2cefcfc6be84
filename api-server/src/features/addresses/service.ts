import { and, desc, eq, ne, sql } from 'drizzle-orm';
import type { Address, AddressInput, ShippingAddress } from '@grocery/shared-api';
import type { Db } from '../../db/client';
import { addresses } from '../../db/schema';
import { ConflictError, NotFoundError } from '../../lib/errors';
import { type Tx, UUID_PATTERN, lockUser } from '../../lib/user-lock';
import { orderDerivedAddresses } from './order-addresses';

export const ADDRESS_MESSAGES = {
  created: 'Address saved successfully',
  updated: 'Address updated successfully',
  deleted: 'Address deleted successfully',
  defaultSet: 'Default address updated',
  notFound: 'Address not found',
  fromOrder: 'This address comes from a previous order and cannot be deleted.',
  fromOrderEdit:
    'This address comes from a previous order and cannot be changed; save it as a new address instead.',
} as const;
const M = ADDRESS_MESSAGES;

type AddressRow = typeof addresses.$inferSelect;
type AddressValues = Omit<AddressInput, 'isDefault'> & { isDefault?: boolean };

export function toAddress(row: AddressRow): Address {
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    phone: row.phone,
    address: row.address,
    city: row.city,
    state: row.state,
    zipCode: row.zipCode,
    isDefault: row.isDefault,
    source: 'saved',
    lastUsed: row.lastUsed?.toISOString() ?? null,
    orderId: null,
  };
}

const fields = (input: AddressValues): ShippingAddress => ({
  firstName: input.firstName,
  lastName: input.lastName,
  email: input.email,
  phone: input.phone,
  address: input.address,
  city: input.city,
  state: input.state,
  zipCode: input.zipCode,
});

/** Saved addresses (default first, then newest), then past orders' addresses not saved. */
export async function listAddresses(db: Db, userId: string): Promise<Address[]> {
  const saved = await db
    .select()
    .from(addresses)
    .where(eq(addresses.userId, userId))
    .orderBy(desc(addresses.isDefault), desc(addresses.createdAt), desc(addresses.id));
  const list = saved.map(toAddress);
  return [...list, ...(await orderDerivedAddresses(db, userId, list))];
}

/** An `order-...` id names an address read off an order: it exists only as that order's copy. */
function refuseOrderAddress(id: string, message: string): void {
  if (id.startsWith('order-')) throw new ConflictError(message);
}

async function ownedForUpdate(tx: Tx, userId: string, id: string): Promise<AddressRow> {
  if (!UUID_PATTERN.test(id)) throw new NotFoundError(M.notFound);
  const [row] = await tx
    .select()
    .from(addresses)
    .where(and(eq(addresses.id, id), eq(addresses.userId, userId)))
    .for('update');
  if (!row) throw new NotFoundError(M.notFound);
  return row;
}

const clearDefault = (tx: Tx, userId: string) =>
  tx
    .update(addresses)
    .set({ isDefault: false, updatedAt: new Date() })
    .where(and(eq(addresses.userId, userId), eq(addresses.isDefault, true)));

/** The user's first address becomes the default; asking for default moves the flag to it. */
export async function createAddress(
  db: Db,
  userId: string,
  input: AddressValues,
): Promise<Address> {
  return db.transaction(async (tx) => {
    await lockUser(tx, userId);
    const [existing] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(addresses)
      .where(eq(addresses.userId, userId));
    const isDefault = input.isDefault === true || existing!.n === 0;
    if (isDefault) await clearDefault(tx, userId);
    const [row] = await tx
      .insert(addresses)
      .values({ ...fields(input), userId, isDefault })
      .returning();
    return toAddress(row!);
  });
}

export async function updateAddress(
  db: Db,
  userId: string,
  id: string,
  input: AddressValues,
): Promise<Address> {
  refuseOrderAddress(id, M.fromOrderEdit);
  return db.transaction(async (tx) => {
    await lockUser(tx, userId);
    const current = await ownedForUpdate(tx, userId, id);
    // Unsetting the only default would leave none: the flag moves only by setting another.
    const isDefault = input.isDefault === true || current.isDefault;
    if (isDefault && !current.isDefault) await clearDefault(tx, userId);
    const [row] = await tx
      .update(addresses)
      .set({ ...fields(input), isDefault, updatedAt: new Date() })
      .where(eq(addresses.id, id))
      .returning();
    return toAddress(row!);
  });
}

/** Clear and set in one transaction under the user's lock: exactly one default, always. */
export async function setDefaultAddress(db: Db, userId: string, id: string): Promise<Address> {
  refuseOrderAddress(id, M.fromOrderEdit);
  return db.transaction(async (tx) => {
    await lockUser(tx, userId);
    await ownedForUpdate(tx, userId, id);
    await clearDefault(tx, userId);
    const [row] = await tx
      .update(addresses)
      .set({ isDefault: true, updatedAt: new Date() })
      .where(eq(addresses.id, id))
      .returning();
    return toAddress(row!);
  });
}

/** Deleting the default promotes the newest remaining address. */
export async function deleteAddress(db: Db, userId: string, id: string): Promise<void> {
  refuseOrderAddress(id, M.fromOrder);
  await db.transaction(async (tx) => {
    await lockUser(tx, userId);
    const current = await ownedForUpdate(tx, userId, id);
    await tx.delete(addresses).where(eq(addresses.id, id));
    if (!current.isDefault) return;
    const [next] = await tx
      .select({ id: addresses.id })
      .from(addresses)
      .where(and(eq(addresses.userId, userId), ne(addresses.id, id)))
      .orderBy(desc(addresses.createdAt), desc(addresses.id))
      .limit(1);
    if (next) {
      await tx.update(addresses).set({ isDefault: true }).where(eq(addresses.id, next.id));
    }
  });
}
