import type { AdminDeliverySlot, DeliverySchedule, DeliverySlotOrder } from '../../types';

export interface DeliverySlotsParams {
  /** First store day, YYYY-MM-DD (today when left out). */
  from?: string;
  days?: number;
}

export interface DeliveryScheduleChange {
  schedule: DeliverySchedule;
  /** Booked orders in slots the change retired or left over their new capacity. */
  affectedOrders: number;
}

export interface DeliverySlotWithOrders {
  slot: AdminDeliverySlot;
  orders: DeliverySlotOrder[];
}
