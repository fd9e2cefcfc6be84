import type { DocumentSource } from '../product-document';
import { products } from '../schema';
import { addDays, randomInt, skuFor, storeBarcode } from './random';
import type { ProductSeed, SubcategorySeed } from './types';

export type ProductInsert = typeof products.$inferInsert;
/** A seeded row states every column of its document, which is then built before insert. */
export type SeedProductRow = ProductInsert & Omit<DocumentSource, 'id'>;

const DAY = 86_400;
const LIQUID_UNITS = new Set(['l', 'ml', 'gal', 'qt', 'pt']);

export function imagePath(file: string): string {
  return `/images/products/${file}.svg`;
}

function shelfLife(days: number): string {
  if (days < 60) return days === 1 ? '1 day' : `${days} days`;
  if (days < 730) return `${Math.round(days / 30)} months`;
  return `${Math.round(days / 365)} years`;
}

function nutritionInfo(seed: ProductSeed): Record<string, string | number> {
  if (!seed.nutrition) return {};
  const [calories, fat, carbs, sugar, protein] = seed.nutrition;
  const per = LIQUID_UNITS.has(seed.unit) ? '100ml' : '100g';
  return {
    servingSize: per,
    calories,
    fat: `${fat}g`,
    carbs: `${carbs}g`,
    sugar: `${sugar}g`,
    protein: `${protein}g`,
  };
}

function saleWindow(seed: ProductSeed, today: string) {
  if (seed.sale === 'window') return { start: addDays(today, -3), end: addDays(today, 14) };
  if (seed.sale === 'upcoming') return { start: addDays(today, 7), end: addDays(today, 21) };
  return { start: null, end: null };
}

export interface RowContext {
  categoryId: string | null;
  subcategory: SubcategorySeed;
  serial: number;
  today: string;
  random: () => number;
}

/** Every row names how it is sold: a bulk insert leaves no column to its default. */
function sellingColumns(seed: ProductSeed) {
  if (!seed.byWeight) {
    return { soldBy: 'unit' as const, weightUnit: null, quantityStep: 1, minQuantity: 1 };
  }
  if (seed.unit !== 'kg' && seed.unit !== 'lb') {
    throw new Error(`${seed.name} is sold by weight: its unit must be kg or lb`);
  }
  return {
    soldBy: 'weight' as const,
    weightUnit: seed.unit,
    quantityStep: seed.byWeight.step,
    minQuantity: seed.byWeight.min,
  };
}

/** One demo seed as a database row: money in cents, dates relative to the day of seeding. */
export function toProductRow(seed: ProductSeed, ctx: RowContext): SeedProductRow {
  const priceCents = Math.round(seed.price * 100);
  const discount = seed.discount ?? 0;
  const shelfDays = seed.shelfDays ?? ctx.subcategory.shelfDays;
  const window = saleWindow(seed, ctx.today);
  const stock = seed.stock ?? randomInt(ctx.random, 12, 140);
  const [newest, oldest] = seed.newArrival ? [0, 2 * DAY] : [3 * DAY, 30 * DAY];
  const created = new Date(Date.now() - randomInt(ctx.random, newest, oldest) * 1000);
  return {
    name: seed.name,
    sku: skuFor(seed.name, ctx.serial),
    description: seed.description,
    priceCents,
    discountPriceCents: discount > 0 ? Math.round((priceCents * (100 - discount)) / 100) : null,
    discountStartDate: window.start,
    discountEndDate: window.end,
    expiryDate: addDays(ctx.today, shelfDays),
    stock,
    minStock: 10,
    maxStock: Math.max(200, stock * 2),
    unit: seed.unit,
    ...sellingColumns(seed),
    categoryId: ctx.categoryId,
    weight: seed.weight,
    barcode: storeBarcode(ctx.serial),
    manufacturer: seed.maker,
    countryOfOrigin: seed.country,
    tags: seed.tags,
    images: seed.images.map(imagePath),
    specifications: {
      Storage: ctx.subcategory.storage,
      'Shelf life': shelfLife(shelfDays),
      ...seed.specs,
    },
    nutritionInfo: nutritionInfo(seed),
    isFeatured: seed.featured ?? false,
    createdAt: created,
    updatedAt: created,
  };
}
