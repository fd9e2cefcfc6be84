export { getDeliverySchedule } from './get-delivery-schedule';
export { getDeliverySlot } from './get-delivery-slot';
export { holdDeliverySlot } from './hold-delivery-slot';
export { listAdminDeliverySlots } from './list-admin-delivery-slots';
export { listDeliverySlots } from './list-delivery-slots';
export { updateDeliverySchedule } from './update-delivery-schedule';
export type * from './types';
