import type { Product } from '@grocery/shared-api';
import { measureOf, packSizeLabel } from '@grocery/shared-ui/commerce';

export interface Fact {
  label: string;
  value: string;
}

/** 'totalFat' -> 'Total Fat', 'country_of_origin' -> 'Country Of Origin'. */
export function humanize(key: string): string {
  return key
    .replace(/[_-]+/g, ' ')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/\b\w/g, (c) => c.toUpperCase())
    .trim();
}

/** Spec section 3: calories have no gram suffix, every other nutrient does. */
export function nutritionValue(key: string, value: string | number): string {
  const text = String(value).trim();
  if (key.toLowerCase() === 'calories') return text;
  return /^\d+(\.\d+)?$/.test(text) ? `${text}g` : text;
}

export function nutritionFacts(product: Pick<Product, 'nutritionInfo'>): Fact[] {
  return Object.entries(product.nutritionInfo ?? {}).map(([key, value]) => ({
    label: humanize(key),
    value: nutritionValue(key, value),
  }));
}

export function specificationFacts(product: Pick<Product, 'specifications'>): Fact[] {
  return Object.entries(product.specifications ?? {}).map(([key, value]) => ({
    label: humanize(key),
    value: String(value),
  }));
}

const SIZE_LABELS = { mass: 'Weight', volume: 'Volume', count: 'Pack Size' } as const;

/** Weight, barcode, manufacturer and origin, leaving out what the product does not have. */
export function productDetailFacts(product: Product): Fact[] {
  const facts: (Fact | null)[] = [
    product.weight != null
      ? { label: SIZE_LABELS[measureOf(product.unit)], value: packSizeLabel(product) }
      : null,
    product.barcode ? { label: 'Barcode', value: product.barcode } : null,
    product.manufacturer ? { label: 'Manufacturer', value: product.manufacturer } : null,
    product.countryOfOrigin ? { label: 'Country of Origin', value: product.countryOfOrigin } : null,
    product.sku ? { label: 'SKU', value: product.sku } : null,
  ];
  return facts.filter((fact): fact is Fact => fact !== null);
}
