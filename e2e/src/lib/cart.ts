import type { Locator, Page } from 'playwright-core';
import type { ApiProduct } from './catalogue';

/** A product's quantity stepper, on its page or on its line in the cart drawer. */
export function stepper(scope: Page | Locator, product: Pick<ApiProduct, 'name'>) {
  return scope.getByRole('group', { name: `Quantity of ${product.name}` });
}

/** Opens the cart drawer from the header and returns it. */
export async function openCart(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: /^Cart, / }).click();
  const drawer = page.getByRole('dialog', { name: 'Shopping Cart' });
  await drawer.waitFor();
  return drawer;
}

/** Finds the product with the header's search and presses Add on its card. */
export async function addFromCard(page: Page, product: Pick<ApiProduct, 'name'>) {
  await page.goto(`/products?search=${encodeURIComponent(product.name)}`);
  await page
    .getByRole('button', { name: `Add ${product.name} to cart` })
    .first()
    .click();
}
