import { z } from 'zod';
import { hasAtMostThreeDecimals } from '../lib/quantities';
import { PICK_OUTCOMES } from '../types/order';
import { PICKING_MESSAGES } from '../types/picking';
import { isCalendarDate } from './fields';

/** GET /picking: one delivery slot's orders, or one day's (the store's calendar day). */
export const pickListQuerySchema = z
  .object({
    slotId: z.guid({ error: 'Invalid delivery slot id' }).optional(),
    date: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, 'Dates must look like 2025-12-31')
      .refine(isCalendarDate, 'Please enter a real calendar date')
      .optional(),
  })
  .superRefine((value, ctx) => {
    if (!value.slotId && !value.date) {
      ctx.addIssue({ code: 'custom', path: ['date'], message: PICKING_MESSAGES.dateOrSlot });
    }
  });
export type PickListQuery = z.output<typeof pickListQuerySchema>;

export const pickingOrderParamsSchema = z.object({ id: z.guid({ error: 'Order not found' }) });
export const pickingItemParamsSchema = z.object({
  id: z.guid({ error: 'Order not found' }),
  itemId: z.guid({ error: PICKING_MESSAGES.itemNotFound }),
});

const pickedQuantity = z
  .number({ error: 'Quantity must be a number' })
  .positive('Quantity must be greater than 0')
  .max(1000, 'Quantity must be at most 1000')
  .refine(hasAtMostThreeDecimals, 'Quantity must have at most 3 decimals');

/**
 * PUT /picking/orders/:id/items/:itemId. picked: `quantity` is what was really picked (the
 * actual weight; whole pieces, at most the ordered count), the ordered quantity when absent.
 * short: none left. substituted: `substituteProductId` and `substituteQuantity` (the ordered
 * quantity when absent).
 */
export const pickRecordSchema = z
  .object({
    outcome: z.enum(PICK_OUTCOMES, {
      error: `Outcome must be one of: ${PICK_OUTCOMES.join(', ')}`,
    }),
    quantity: pickedQuantity.optional(),
    substituteProductId: z.guid({ error: 'Invalid product id' }).optional(),
    substituteQuantity: pickedQuantity.optional(),
  })
  .superRefine((value, ctx) => {
    if (value.outcome === 'substituted' && !value.substituteProductId) {
      ctx.addIssue({
        code: 'custom',
        path: ['substituteProductId'],
        message: 'Choose the substitute product',
      });
    }
  });
export type PickRecordInput = z.input<typeof pickRecordSchema>;
export type PickRecord = z.output<typeof pickRecordSchema>;
