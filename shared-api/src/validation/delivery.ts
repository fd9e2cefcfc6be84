import { z } from 'zod';
import { DELIVERY_MESSAGES } from '../types/delivery';

const M = DELIVERY_MESSAGES;

const isoDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, M.dates)
  .refine((v) => {
    const time = Date.parse(`${v}T00:00:00Z`);
    return !Number.isNaN(time) && new Date(time).toISOString().startsWith(v);
  }, M.dates);

/** GET /delivery/slots and the admin's slot list. */
export const deliverySlotsQuerySchema = z.object({
  from: isoDay.optional(),
  days: z.coerce.number().int().min(1).max(31).optional(),
});
export type DeliverySlotsQuery = z.output<typeof deliverySlotsQuerySchema>;

export const deliverySlotParamsSchema = z.object({ id: z.guid('Invalid delivery slot id') });

const timeOfDay = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$|^24:00$/, M.time);
const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

const dayHours = z
  .object({ open: timeOfDay, close: timeOfDay })
  .refine((h) => minutes(h.close) > minutes(h.open), { message: M.hoursOrder, path: ['close'] })
  .nullable();

const money = (label: string) =>
  z
    .number({ error: `${label} must be a number` })
    .min(0, `${label} cannot be negative`)
    .max(1000, `${label} must be at most 1000`)
    .refine(
      (v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6,
      `${label} must be in whole cents`,
    );

const whole = (label: string, min: number, max: number) =>
  z
    .number({ error: `${label} must be a number` })
    .int(`${label} must be a whole number`)
    .min(min, `${label} must be at least ${min}`)
    .max(max, `${label} must be at most ${max}`);

/** PUT /delivery/schedule (admins). The time zone is the server's STORE_TIME_ZONE. */
export const deliveryScheduleSchema = z
  .object({
    openingHours: z.array(dayHours).length(7, 'Opening hours need all seven weekdays'),
    slotMinutes: z.union([z.literal(60), z.literal(120)], {
      error: 'Slot length must be 1 or 2 hours',
    }),
    daysAhead: whole('Days ahead', 1, 28),
    capacity: whole('Orders per slot', 1, 10_000),
    fee: money('Fee'),
    peakFee: money('Peak fee'),
    peakStart: timeOfDay,
    peakEnd: timeOfDay,
    cutoffMinutes: whole('Cut-off', 0, 2880),
    holdMinutes: whole('Hold time', 1, 120),
    freeDeliveryThreshold: money('Free delivery threshold'),
    closedDates: z.array(isoDay).max(366, 'At most 366 closed dates'),
  })
  .refine((s) => minutes(s.peakEnd) >= minutes(s.peakStart), {
    message: M.peakOrder,
    path: ['peakEnd'],
  });
export type DeliveryScheduleInput = z.input<typeof deliveryScheduleSchema>;
