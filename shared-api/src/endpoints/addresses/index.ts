export { createAddress } from './create-address';
export { deleteAddress } from './delete-address';
export { listAddresses } from './list-addresses';
export { setDefaultAddress } from './set-default-address';
export { updateAddress } from './update-address';
