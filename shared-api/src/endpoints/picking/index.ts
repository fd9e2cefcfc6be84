export { getPickList } from './get-pick-list';
export { getPickingOrder } from './get-picking-order';
export { packOrder } from './pack-order';
export { recordPick } from './record-pick';
export { startPicking } from './start-picking';
