import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { OpeningHours } from '@grocery/shared-api';
import { users } from './identity';

/**
 * The store's one delivery schedule (id is always 1). Times of day are the store's wall-clock
 * times in STORE_TIME_ZONE; `openingHours` has seven entries, Monday first, null when closed.
 */
export const deliverySchedule = pgTable(
  'delivery_schedule',
  {
    id: integer('id').primaryKey().default(1),
    /** STORE_TIME_ZONE, written by the server at start so every query can render local times. */
    timeZone: text('time_zone').notNull().default('UTC'),
    openingHours: jsonb('opening_hours').$type<OpeningHours>().notNull(),
    slotMinutes: integer('slot_minutes').notNull().default(60),
    daysAhead: integer('days_ahead').notNull().default(7),
    capacity: integer('capacity').notNull().default(20),
    feeCents: integer('fee_cents').notNull().default(0),
    peakFeeCents: integer('peak_fee_cents').notNull().default(0),
    peakStart: text('peak_start').notNull().default('17:00'),
    peakEnd: text('peak_end').notNull().default('20:00'),
    cutoffMinutes: integer('cutoff_minutes').notNull().default(120),
    holdMinutes: integer('hold_minutes').notNull().default(15),
    freeDeliveryThresholdCents: integer('free_delivery_threshold_cents').notNull().default(5000),
    closedDates: jsonb('closed_dates').$type<string[]>().notNull().default([]),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('delivery_schedule_one_row', sql`${t.id} = 1`)],
);

/**
 * A bookable delivery window, materialised from the schedule for the booking window. `booked`
 * counts the orders in it and only moves by conditional updates in the orders' transactions;
 * `retired` marks a slot the schedule no longer has but which still holds orders.
 */
export const deliverySlots = pgTable(
  'delivery_slots',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    feeCents: integer('fee_cents').notNull(),
    capacity: integer('capacity').notNull(),
    booked: integer('booked').notNull().default(0),
    retired: boolean('retired').notNull().default(false),
  },
  (t) => [
    uniqueIndex('delivery_slots_starts_key').on(t.startsAt),
    check('delivery_slots_booked_nonnegative', sql`${t.booked} >= 0`),
  ],
);

/** A shopper's place in a slot while they pay: one per shopper, counted until it expires. */
export const deliveryHolds = pgTable(
  'delivery_holds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    slotId: uuid('slot_id')
      .notNull()
      .references(() => deliverySlots.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('delivery_holds_user_key').on(t.userId),
    index('delivery_holds_slot_idx').on(t.slotId, t.expiresAt),
  ],
);
