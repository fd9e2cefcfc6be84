import { makeProduct } from '../test/fixtures';
import { refreshCartRule } from './cart-refresh';
import {
  addToCartRule,
  availableToAdd,
  cartTotals,
  mergeCartsRule,
  removeFromCartRule,
  setQuantityRule,
  setSubstitutionRule,
} from './cart-rules';
import type { CartItem } from './cart-types';

const bananas = makeProduct({ id: 'p-1', name: 'Organic Bananas', price: 2.99, stock: 5 });
const milk = makeProduct({ id: 'p-2', name: 'Whole Milk', price: 0.1, stock: 50, unit: 'l' });

function cartWith(...lines: Array<[typeof bananas, number]>): CartItem[] {
  return lines.reduce<CartItem[]>(
    (items, [product, quantity]) => addToCartRule(items, product, quantity).items,
    [],
  );
}

describe('adding', () => {
  test('adds a line with the product data and says so', () => {
    const { items, outcome } = addToCartRule([], bananas);
    expect(outcome).toEqual({ type: 'success', message: 'Organic Bananas added to cart!' });
    expect(items).toEqual([
      {
        productId: 'p-1',
        productName: 'Organic Bananas',
        productPrice: 2.99,
        listPrice: 2.99,
        quantity: 1,
        unit: 'kg',
        soldBy: 'unit',
        weightUnit: null,
        quantityStep: 1,
        minQuantity: 1,
        categoryId: 'c-1',
        substitution: { preference: 'best_match', productId: null, productName: null },
        imageUrl: '/images/bananas.png',
        stock: 5,
        flags: [],
      },
    ]);
  });

  test('adding again raises the quantity of the same line', () => {
    const { items } = addToCartRule(cartWith([bananas, 2]), bananas, 2);
    expect(items).toHaveLength(1);
    expect(items[0]?.quantity).toBe(4);
  });

  test('stock 0 or less does nothing: "This product is out of stock!"', () => {
    for (const stock of [0, -1]) {
      const { items, outcome } = addToCartRule([], makeProduct({ stock }));
      expect(items).toEqual([]);
      expect(outcome).toEqual({ type: 'error', message: 'This product is out of stock!' });
    }
  });

  test('more than the stock is refused: "Only {stock} items available in stock!"', () => {
    const before = cartWith([bananas, 5]);
    const { items, outcome } = addToCartRule(before, bananas);
    expect(items).toBe(before);
    expect(outcome).toEqual({ type: 'error', message: 'Only 5 items available in stock!' });
    expect(addToCartRule([], bananas, 6).outcome?.message).toBe('Only 5 items available in stock!');
    expect(availableToAdd(cartWith([bananas, 3]), bananas)).toBe(2);
  });

  test('MAX_LINE_QUANTITY below the stock refuses past it: "Limit {max} per order"', () => {
    const before = cartWith([milk, 2]);
    expect(addToCartRule(before, milk, 2, 3)).toEqual({
      items: before,
      outcome: { type: 'error', message: 'Limit 3 per order' },
    });
    expect(addToCartRule(before, milk, 1, 3).items[0]?.quantity).toBe(3);
    expect(availableToAdd(before, milk, 3)).toBe(1);
    // Above the stock (or 0, off) the cap changes nothing: the stock speaks.
    expect(addToCartRule([], bananas, 6, 10).outcome?.message).toBe(
      'Only 5 items available in stock!',
    );
    expect(addToCartRule([], milk, 50, 0).outcome?.type).toBe('success');
  });

  test('the discount price is what goes in the cart', () => {
    const onSale = makeProduct({ price: 4, discountPrice: 3.2 });
    expect(addToCartRule([], onSale).items[0]).toMatchObject({ productPrice: 3.2, listPrice: 4 });
  });
});

describe('changing quantities', () => {
  test('zero or less removes the line', () => {
    const items = cartWith([bananas, 2], [milk, 1]);
    expect(setQuantityRule(items, 'p-1', 0).items.map((i) => i.productId)).toEqual(['p-2']);
    expect(setQuantityRule(items, 'p-2', -3).items.map((i) => i.productId)).toEqual(['p-1']);
  });

  test('more than the stock is capped at the stock, with the message', () => {
    const { items, outcome } = setQuantityRule(cartWith([bananas, 1]), 'p-1', 9);
    expect(items[0]?.quantity).toBe(5);
    expect(outcome).toEqual({ type: 'error', message: 'Only 5 items available in stock!' });
  });

  test('more than MAX_LINE_QUANTITY is capped at it, with "Limit {max} per order"', () => {
    const { items, outcome } = setQuantityRule(cartWith([milk, 1]), 'p-2', 9, 4);
    expect(items[0]?.quantity).toBe(4);
    expect(outcome).toEqual({ type: 'error', message: 'Limit 4 per order' });
  });

  test('within the stock it just changes, silently', () => {
    const { items, outcome } = setQuantityRule(cartWith([bananas, 1]), 'p-1', 3);
    expect(items[0]?.quantity).toBe(3);
    expect(outcome).toBeNull();
  });

  test('remove takes the line out', () => {
    expect(removeFromCartRule(cartWith([bananas, 1], [milk, 2]), 'p-2').items).toHaveLength(1);
  });
});

describe('totals', () => {
  test('count every unit and sum in cents, so there is no float drift', () => {
    const items = cartWith([milk, 3], [bananas, 2]);
    // 3 x 0.10 + 2 x 2.99 = 6.28 (in floating point 0.1 * 3 is 0.30000000000000004)
    expect(cartTotals(items)).toEqual({
      totalItems: 5,
      totalCents: 628,
      totalPrice: 6.28,
      estimated: false,
      hasBlockedItems: false,
    });
    expect(cartTotals([])).toMatchObject({ totalItems: 0, totalPrice: 0 });
  });
});

describe('refreshing against current products', () => {
  const items = cartWith([bananas, 3], [milk, 2]);

  test('nothing changed: no flags, no message', () => {
    const result = refreshCartRule(items, [bananas, milk]);
    expect(result.outcome).toBeNull();
    expect(result.items.every((item) => item.flags.length === 0)).toBe(true);
  });

  test('a product that went out of stock is flagged and left out of the totals', () => {
    const result = refreshCartRule(items, [{ ...bananas, stock: 0 }, milk]);
    expect(result.items[0]).toMatchObject({ stock: 0, flags: [{ type: 'out_of_stock' }] });
    expect(result.outcome).toEqual({
      type: 'error',
      message: 'Some items in your cart have changed. Please review your cart.',
    });
    expect(cartTotals(result.items)).toMatchObject({
      totalItems: 2,
      totalPrice: 0.2,
      hasBlockedItems: true,
    });
    expect(setQuantityRule(result.items, 'p-1', 1).outcome?.message).toBe(
      'This product is out of stock!',
    );
  });

  test('a changed price is applied and flagged with the price the shopper saw', () => {
    const result = refreshCartRule(items, [{ ...bananas, price: 3.49 }, milk]);
    expect(result.items[0]).toMatchObject({
      productPrice: 3.49,
      flags: [{ type: 'price_changed', previousPrice: 2.99 }],
    });
    expect(cartTotals(result.items).totalPrice).toBe(10.67);
    const back = refreshCartRule(result.items, [bananas, milk]);
    expect(back.items[0]?.flags).toEqual([]);
  });

  test('a product that disappeared is flagged, not silently kept or dropped', () => {
    const result = refreshCartRule(items, [milk]);
    expect(result.items[0]).toMatchObject({ productId: 'p-1', flags: [{ type: 'unavailable' }] });
    expect(result.items).toHaveLength(2);
  });

  test('less stock than the cart holds lowers the quantity and says so', () => {
    const result = refreshCartRule(items, [{ ...bananas, stock: 2 }, milk]);
    expect(result.items[0]).toMatchObject({
      quantity: 2,
      stock: 2,
      flags: [{ type: 'quantity_reduced', previousQuantity: 3 }],
    });
    expect(refreshCartRule(result.items, [{ ...bananas, stock: 2 }, milk]).outcome).toBeNull();
  });
});

describe('joining a guest cart to an account at sign-in', () => {
  test('a product in both adds up within the stock; the others are kept or appended', () => {
    const account = cartWith([bananas, 2]);
    const guest = cartWith([bananas, 2], [milk, 3]);
    expect(mergeCartsRule(account, guest)).toMatchObject([
      { productId: 'p-1', quantity: 4 },
      { productId: 'p-2', quantity: 3 },
    ]);
    expect(mergeCartsRule(cartWith([bananas, 4]), cartWith([bananas, 3]))).toMatchObject([
      { productId: 'p-1', quantity: 5 },
    ]);
  });

  test('never lowers what the account already had, and keeps its flags', () => {
    const flagged = cartWith([bananas, 4]).map((line) => ({
      ...line,
      flags: [{ type: 'price_changed' as const, previousPrice: 2.5 }],
    }));
    const scarce = cartWith([bananas, 1]).map((line) => ({ ...line, stock: 2 }));
    expect(mergeCartsRule(flagged, scarce)).toMatchObject([
      { quantity: 4, stock: 2, flags: [{ type: 'price_changed' }] },
    ]);
  });
});

describe('weighed goods', () => {
  const apples = makeProduct({
    id: 'p-3',
    name: 'Loose apples',
    price: 3.99,
    stock: 2.35,
    soldBy: 'weight',
    weightUnit: 'kg',
    quantityStep: 0.1,
    minQuantity: 0.2,
  });

  test('keeps decimal weights on the step grid, without float drift', () => {
    let items = addToCartRule([], apples, 0.1 + 0.2).items;
    expect(items[0]).toMatchObject({ quantity: 0.3, soldBy: 'weight', weightUnit: 'kg' });
    items = addToCartRule(items, apples, 0.4).items;
    expect(items[0]?.quantity).toBe(0.7);
    expect(setQuantityRule(items, 'p-3', 1.26).items[0]?.quantity).toBe(1.2);
  });

  test('refuses less than the minimum and caps at the stock cut to the step', () => {
    expect(addToCartRule([], apples, 0.1).items).toEqual([]);
    const { items, outcome } = setQuantityRule(addToCartRule([], apples, 1).items, 'p-3', 5);
    expect(items[0]?.quantity).toBe(2.3);
    expect(outcome?.type).toBe('error');
  });

  test('prices each weighed line half up to the cent; the total is an estimate', () => {
    // 1.1 kg at $3.99 = $4.389 -> $4.39; a weighed line counts as one item.
    const items = [...addToCartRule([], apples, 1.1).items, ...cartWith([milk, 3])];
    expect(cartTotals(items)).toMatchObject({
      totalItems: 4,
      totalCents: 469,
      estimated: true,
    });
  });

  test('a refresh with less left than the minimum blocks the line', () => {
    const items = addToCartRule([], apples, 1).items;
    const result = refreshCartRule(items, [{ ...apples, stock: 0.15 }]);
    expect(result.items[0]?.flags).toEqual([{ type: 'out_of_stock' }]);
    const fewer = refreshCartRule(items, [{ ...apples, stock: 0.55 }]);
    expect(fewer.items[0]).toMatchObject({ quantity: 0.5, flags: [{ type: 'quantity_reduced' }] });
  });

  test('the substitution preference stays with the line', () => {
    const items = setSubstitutionRule(addToCartRule([], apples, 1).items, 'p-3', {
      preference: 'none',
      productId: null,
      productName: null,
    });
    expect(addToCartRule(items, apples, 0.5).items[0]?.substitution.preference).toBe('none');
  });
});
