import { requestData } from '../../client/request';

export async function deleteProduct(id: string): Promise<void> {
  await requestData('delete', `products/${encodeURIComponent(id)}`, 'Failed to delete product');
}
