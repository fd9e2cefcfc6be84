/** A weekday's opening hours as the store's wall-clock times ("08:00"-"20:00"), or closed. */
export type DayHours = { open: string; close: string } | null;
/** Seven entries, Monday first. */
export type OpeningHours = DayHours[];

export const SLOT_STATUSES = ['available', 'few left', 'full', 'closed'] as const;
export type SlotStatus = (typeof SLOT_STATUSES)[number];

export interface DeliverySlot {
  id: string;
  /** ISO instants with the store's offset, e.g. 2026-12-01T10:00:00-05:00. */
  start: string;
  end: string;
  /** Dollars, before the free-delivery threshold waives it. */
  fee: number;
  capacity: number;
  remaining: number;
  status: SlotStatus;
}

export interface DeliveryRules {
  /** The subtotal (dollars) from which delivery is free. */
  freeDeliveryThreshold: number;
  cutoffMinutes: number;
  holdMinutes: number;
  timeZone: string;
  daysAhead: number;
  closedDates: string[];
  /** Slot fees in dollars; both 0 means delivery is always free. */
  fees: { offPeak: number; peak: number };
}

export interface DeliverySlotsAnswer {
  slots: DeliverySlot[];
  rules: DeliveryRules;
}

export interface DeliveryHold {
  id: string;
  slotId: string;
  expiresAt: string;
}

/** The slot an order is delivered in, as orders carry it. */
export interface OrderDeliverySlot {
  id: string;
  start: string;
  end: string;
  timeZone: string;
  /** When the slot stops taking changes (start minus the cut-off). */
  changeableUntil: string;
}

export interface DeliverySchedule {
  timeZone: string;
  openingHours: OpeningHours;
  slotMinutes: 60 | 120;
  daysAhead: number;
  capacity: number;
  fee: number;
  peakFee: number;
  peakStart: string;
  peakEnd: string;
  cutoffMinutes: number;
  holdMinutes: number;
  freeDeliveryThreshold: number;
  closedDates: string[];
}

/** An admin's view of a slot: its booked orders against its capacity. */
export interface AdminDeliverySlot extends DeliverySlot {
  booked: number;
  held: number;
  retired: boolean;
}

export interface DeliverySlotOrder {
  id: string;
  orderNumber: string;
  customerName: string;
  itemCount: number;
  status: string;
}

/** Texts of the delivery screens and answers (no zod here: the browser entry carries them). */
export const DELIVERY_MESSAGES = {
  slotFull: 'Sorry, this delivery slot has just filled up. Please choose another time.',
  slotClosed: 'This delivery slot is no longer open for booking. Please choose another time.',
  slotNotFound: 'This delivery slot is not available. Please choose another time.',
  noSlotLeft: 'There are no delivery slots left in the booking window. Please try again later.',
  held: 'Delivery slot held for you',
  holdFailed: 'Failed to hold the delivery slot',
  slotsFailed: 'Failed to load delivery slots',
  scheduleSaved: 'Delivery schedule saved',
  scheduleFailed: 'Failed to save the delivery schedule',
  afterCutoff: (cutoff: string) =>
    `The delivery slot can no longer be changed: changes closed at ${cutoff}`,
  slotChanged: 'Delivery slot changed',
  time: 'Times look like 08:00',
  dates: 'Dates must look like 2025-12-31',
  hoursOrder: 'Closing time must be after opening time',
  peakOrder: 'Peak end must be after peak start',
} as const;
