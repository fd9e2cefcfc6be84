import type { Unit } from '@grocery/shared-api';
import type { Nutrition, ProductSeed } from './types';

/**
 * The demo catalogue is written as a table, two lines per product, so 200 products stay
 * readable (and untouched by the formatter):
 *
 *   name | price | weight unit | pictures | maker | country | tags | kcal fat carbs sugar protein | flags
 *   description
 *
 * Flags, comma separated: `featured`, `new` (arrived in the last two days), `stock N`, `shelf N` (days to expiry), `-N%` (sale
 * always on), `-N% window` (sale around today), `-N% upcoming` (sale not started),
 * `by weight STEP MIN` (sold loose, the price per kg or lb), `Key: value` (a specification).
 * `-` leaves nutrition out.
 */
export function products(text: TemplateStringsArray): ProductSeed[] {
  const lines = text
    .join('')
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);
  if (lines.length % 2) throw new Error(`Odd number of catalogue lines near "${lines.at(-1)}"`);
  const result: ProductSeed[] = [];
  for (let i = 0; i < lines.length; i += 2) result.push(parseProduct(lines[i]!, lines[i + 1]!));
  return result;
}

function parseProduct(header: string, description: string): ProductSeed {
  const cells = header.split('|').map((c) => c.trim());
  if (cells.length !== 9) throw new Error(`Expected 9 cells in "${header}"`);
  const [name, price, amount, images, maker, country, tags, nutrition, flags] = cells as [
    string,
    string,
    string,
    string,
    string,
    string,
    string,
    string,
    string,
  ];
  // Units are checked against the shared list by the catalogue test: this file also runs
  // under tsx, where the shared package's runtime values are out of reach.
  const [weight, unit] = amount.split(' ');
  if (!unit) throw new Error(`Missing unit in "${header}"`);
  const product: ProductSeed = {
    name,
    price: Number(price),
    unit: unit as Unit,
    weight: Number(weight),
    images: images.split(' '),
    maker,
    country,
    tags: tags.split(',').map((t) => t.trim()),
    description,
  };
  if (nutrition !== '-') product.nutrition = nutrition.split(' ').map(Number) as Nutrition;
  for (const flag of flags
    .split(',')
    .map((f) => f.trim())
    .filter(Boolean))
    applyFlag(product, flag);
  if (!(product.price > 0) || Number.isNaN(product.weight))
    throw new Error(`Bad numbers in "${header}"`);
  return product;
}

function applyFlag(product: ProductSeed, flag: string): void {
  const sale = /^-(\d+)%\s*(window|upcoming)?$/.exec(flag);
  const number = /^(stock|shelf) (\d+)$/.exec(flag);
  const spec = /^([^:]+):\s*(.+)$/.exec(flag);
  const loose = /^by weight ([\d.]+) ([\d.]+)$/.exec(flag);
  if (flag === 'featured') product.featured = true;
  else if (flag === 'new') product.newArrival = true;
  else if (sale) {
    product.discount = Number(sale[1]);
    product.sale = (sale[2] as ProductSeed['sale']) ?? 'ongoing';
  } else if (number?.[1] === 'stock') product.stock = Number(number[2]);
  else if (number?.[1] === 'shelf') product.shelfDays = Number(number[2]);
  else if (loose) product.byWeight = { step: Number(loose[1]), min: Number(loose[2]) };
  else if (spec) product.specs = { ...product.specs, [spec[1]!.trim()]: spec[2]!.trim() };
  else throw new Error(`Unknown catalogue flag "${flag}"`);
}
