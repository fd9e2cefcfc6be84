import { makeShippingAddress } from '../test/fixtures';
import { firstMessages } from '../test/issues';
import { orderUpdateSchema } from './checkout';

const address = makeShippingAddress({ email: 'Jane@Example.com' });

/** Each failing path ("shippingAddress.city") with its first message. */
function issuesOf(input: unknown): Record<string, string> {
  const result = orderUpdateSchema.safeParse(input);
  if (result.success) return {};
  const found: Record<string, string> = {};
  for (const issue of result.error.issues) found[issue.path.join('.')] ??= issue.message;
  return found;
}

describe('order update body', () => {
  test('takes a shipping address, checked and normalised like checkout', () => {
    expect(orderUpdateSchema.parse({ shippingAddress: address })).toEqual({
      shippingAddress: { ...address, email: 'jane@example.com' },
    });
  });

  test('names every key that cannot change here instead of dropping it', () => {
    expect(
      firstMessages(orderUpdateSchema, {
        shippingAddress: address,
        status: 'delivered',
        totalAmount: 0,
      }),
    ).toEqual({
      status: 'Only the shipping address and delivery slot of an order can be changed',
      totalAmount: 'Only the shipping address and delivery slot of an order can be changed',
    });
  });

  test('needs the address as an object, with the checkout messages per field', () => {
    expect(issuesOf({})).toEqual({ shippingAddress: 'Shipping address is required' });
    expect(issuesOf({ shippingAddress: 'home' })).toEqual({
      shippingAddress: 'Shipping address is required',
    });
    expect(
      issuesOf({ shippingAddress: { ...address, city: ' ', zipCode: '!', phone: 5551234567 } }),
    ).toEqual({
      'shippingAddress.city': 'City is required',
      'shippingAddress.zipCode': 'Please provide a valid ZIP code',
      'shippingAddress.phone': 'Phone is required',
    });
  });
});
