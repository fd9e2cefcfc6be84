import type { FastifyInstance } from 'fastify';
import type {
  DeliveryHold,
  DeliveryScheduleInput,
  DeliverySlot,
  DeliverySlotsAnswer,
} from '@grocery/shared-api';
import { body, get, post, put } from './accounts';

const ALL_DAY = { open: '00:00', close: '24:00' };

/** A schedule open around the clock, so every test has slots whatever the hour it runs at. */
export const roundTheClock = (overrides: Partial<DeliveryScheduleInput> = {}) => ({
  openingHours: Array.from({ length: 7 }, () => ALL_DAY),
  slotMinutes: 60 as const,
  daysAhead: 3,
  capacity: 20,
  fee: 0,
  peakFee: 0,
  peakStart: '17:00',
  peakEnd: '20:00',
  cutoffMinutes: 120,
  holdMinutes: 15,
  freeDeliveryThreshold: 50,
  closedDates: [] as string[],
  ...overrides,
});

export async function saveSchedule(
  app: FastifyInstance,
  adminToken: string,
  schedule: ReturnType<typeof roundTheClock>,
) {
  const res = await put(app, '/api/delivery/schedule', schedule, adminToken);
  if (res.statusCode !== 200) throw new Error(`schedule refused: ${res.body}`);
  return body<{ affectedOrders: number }>(res).data;
}

export async function listSlots(app: FastifyInstance, query = '') {
  const res = await get(app, `/api/delivery/slots${query}`);
  if (res.statusCode !== 200) throw new Error(`slots refused: ${res.body}`);
  return body<DeliverySlotsAnswer>(res).data;
}

/** The first slot shoppers can still book. */
export async function openSlot(app: FastifyInstance, index = 0): Promise<DeliverySlot> {
  const open = (await listSlots(app)).slots.filter((s) => s.status !== 'closed');
  const slot = open[index];
  if (!slot) throw new Error('no open slot');
  return slot;
}

export const hold = (app: FastifyInstance, token: string, slotId: string) =>
  post(app, `/api/delivery/slots/${slotId}/hold`, {}, token);

export async function heldSlot(app: FastifyInstance, token: string, slotId: string) {
  const res = await hold(app, token, slotId);
  if (res.statusCode !== 200) throw new Error(`hold refused: ${res.body}`);
  return body<{ hold: DeliveryHold }>(res).data.hold;
}
