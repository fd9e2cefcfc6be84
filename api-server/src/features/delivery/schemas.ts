import { z } from 'zod';
import { SLOT_STATUSES } from '@grocery/shared-api';
import { envelope } from '../../lib/envelope';

/** Wire shapes of the delivery routes (they also document the API at /api/docs). */
const slot = z.object({
  id: z.string(),
  start: z.string(),
  end: z.string(),
  fee: z.number(),
  capacity: z.number(),
  remaining: z.number(),
  status: z.enum(SLOT_STATUSES),
});

const adminSlot = slot.extend({ booked: z.number(), held: z.number(), retired: z.boolean() });

const dayHours = z.object({ open: z.string(), close: z.string() }).nullable();

const schedule = z.object({
  timeZone: z.string(),
  openingHours: z.array(dayHours),
  slotMinutes: z.union([z.literal(60), z.literal(120)]),
  daysAhead: z.number(),
  capacity: z.number(),
  fee: z.number(),
  peakFee: z.number(),
  peakStart: z.string(),
  peakEnd: z.string(),
  cutoffMinutes: z.number(),
  holdMinutes: z.number(),
  freeDeliveryThreshold: z.number(),
  closedDates: z.array(z.string()),
});

const rules = z.object({
  freeDeliveryThreshold: z.number(),
  cutoffMinutes: z.number(),
  holdMinutes: z.number(),
  timeZone: z.string(),
  daysAhead: z.number(),
  closedDates: z.array(z.string()),
  fees: z.object({ offPeak: z.number(), peak: z.number() }),
});

export const slotsResponse = envelope(z.object({ slots: z.array(slot), rules }));
export const holdResponse = envelope(
  z.object({ hold: z.object({ id: z.string(), slotId: z.string(), expiresAt: z.string() }) }),
);
export const scheduleResponse = envelope(z.object({ schedule }));
export const scheduleChangeResponse = envelope(z.object({ schedule, affectedOrders: z.number() }));
export const adminSlotsResponse = envelope(z.object({ slots: z.array(adminSlot) }));
export const slotOrdersResponse = envelope(
  z.object({
    slot: adminSlot,
    orders: z.array(
      z.object({
        id: z.string(),
        orderNumber: z.string(),
        customerName: z.string(),
        itemCount: z.number(),
        status: z.string(),
      }),
    ),
  }),
);
