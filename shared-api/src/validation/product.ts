import { z } from 'zod';
import { hasAtMostThreeDecimals, toThousandths } from '../lib/quantities';
import { SOLD_BY, UNITS, WEIGHT_UNITS } from '../types/catalog';
import { INT_MAX, isCalendarDate, strictNumber, visibleText } from './fields';

/** The product form's rules (spec section 5), messages verbatim; the server applies the same. */
export const PRODUCT_MESSAGES = {
  nameRequired: 'Product name is required',
  nameMin: 'Product name must be at least 2 characters',
  nameMax: 'Product name must be less than 255 characters',
  skuRequired: 'SKU is required',
  skuPattern: 'SKU must be 3-20 uppercase letters/numbers/hyphens',
  descriptionRequired: 'Description is required',
  descriptionMin: 'Description must be at least 10 characters',
  descriptionMax: 'Description must be less than 1000 characters',
  barcodePattern: 'Barcode must be 8-14 digits',
  categoryRequired: 'Category is required',
  categoryNotFound: 'Category not found',
  priceRequired: 'Price is required',
  priceMin: 'Price must be greater than 0',
  priceMax: 'Price must be at most 1,000,000',
  discountPriceMin: 'Discount price cannot be negative',
  discountPriceBelowPrice: 'Discount price must be less than the price',
  discountRange: 'Discount must be between 0 and 100',
  discountDates: 'Discount end date must be on or after the start date',
  dateFormat: 'Dates must look like 2025-12-31',
  dateInvalid: 'Please enter a real calendar date',
  stockRequired: 'Stock quantity is required',
  stockMin: 'Stock cannot be negative',
  wholeNumber: 'Stock values must be whole numbers',
  minStockMin: 'Minimum stock cannot be negative',
  maxStockMin: 'Maximum stock cannot be negative',
  stockMax: `Stock values must be at most ${INT_MAX}`,
  adjustWhole: 'Stock adjustment must be a whole number',
  stockOrAdjust: 'Send either a new stock or an adjustment, not both',
  unitRequired: 'Unit is required',
  unitIsWeightUnit: 'A product sold by weight is counted in its weight unit (kg or lb)',
  soldBy: 'Sold by must be unit or weight',
  weightUnitRequired: 'Weight unit (kg or lb) is required for products sold by weight',
  quantityStepRange: 'Quantity step must be between 0.001 and 100',
  minQuantityRange: 'Minimum quantity must be between 0.001 and 1000',
  threeDecimals: 'Weights may have at most 3 decimals',
  minQuantityStep: 'Minimum quantity must be a multiple of the quantity step',
  weightMin: 'Weight cannot be negative',
  weightMax: 'Weight must be at most 1000',
  tagsPattern: 'Tags must be comma-separated strings',
  tagLength: 'Each tag must be 1 to 50 characters',
  manufacturerLength: 'Manufacturer must be between 2 and 100 characters',
  countryLength: 'Country must be between 2 and 50 characters',
  imageTooLarge: 'Pictures over 200 KB must be uploaded as files, not pasted as data: URLs',
  specificationsText: 'Specifications must be names with text values',
  nutritionValues: 'Nutrition values must be text or numbers',
} as const;

const M = PRODUCT_MESSAGES;
const SKU_PATTERN = /^[A-Z0-9-]{3,20}$/;
const IMAGE_PATTERN =
  /^(https?:\/\/\S+|data:image\/[a-z+.-]+;base64,[A-Za-z0-9+/=\s]+|\/images\/[\w./-]+|\/api\/uploads\/[0-9a-f-]{36})$/i;
/** Pictures are uploaded as files; a pasted data: URL is kept only while it is small. */
export const MAX_DATA_URL_CHARS = 200_000;

/** The form's auto-fill: upper-cased, non-alphanumerics removed, 8 characters padded with X. */
export function skuFromName(name: string): string {
  return name
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '')
    .slice(0, 8)
    .padEnd(8, 'X');
}

const blankToNull = (value: unknown) =>
  value === '' || value === undefined || (typeof value === 'string' && !value.trim())
    ? null
    : value;

/** Stock of weighed goods is in the weight unit (3 decimals); whole pieces are checked with
 * soldBy in crossFieldRules. */
const stockAmount = z
  .number({ error: M.stockRequired })
  .min(0, M.stockMin)
  .max(INT_MAX, M.stockMax)
  .refine(hasAtMostThreeDecimals, M.threeDecimals);

const weightAmount = (min: number, max: number, message: string) =>
  strictNumber(
    z
      .number({ error: message })
      .min(min, message)
      .max(max, message)
      .refine(hasAtMostThreeDecimals, M.threeDecimals),
  );

const stockCount = (message: string, minMessage: string) =>
  z.number({ error: message }).int(M.wholeNumber).min(0, minMessage).max(INT_MAX, M.stockMax);

const optionalText = (min: number, max: number, message: string) =>
  z
    .preprocess(blankToNull, z.string().trim().min(min, message).max(max, message).nullable())
    .optional();

const isoDate = z
  .preprocess(
    blankToNull,
    z
      .string({ error: M.dateFormat })
      .regex(/^\d{4}-\d{2}-\d{2}$/, M.dateFormat)
      .refine(isCalendarDate, M.dateInvalid)
      .nullable(),
  )
  .optional();

const tags = z
  .union([z.string(), z.array(z.string())], { error: M.tagsPattern })
  .optional()
  .transform((value, ctx) => {
    const text = Array.isArray(value) ? value.join(',') : (value ?? '');
    if (!/^[\p{L}\p{N} ,]*$/u.test(text)) ctx.addIssue({ code: 'custom', message: M.tagsPattern });
    const list = text
      .split(',')
      .map((t) => t.trim())
      .filter(Boolean);
    if (list.some((t) => t.length > 50)) ctx.addIssue({ code: 'custom', message: M.tagLength });
    return [...new Set(list)];
  });

/** One per line or a list; anything that is not a picture URL is dropped, duplicates too. */
const images = z
  .union([z.string(), z.array(z.string())])
  .optional()
  .transform((value, ctx) => {
    const list = Array.isArray(value) ? value : (value ?? '').split('\n');
    const kept = [...new Set(list.map((v) => v.trim()).filter((v) => IMAGE_PATTERN.test(v)))];
    if (kept.some((v) => v.startsWith('data:') && v.length > MAX_DATA_URL_CHARS)) {
      ctx.addIssue({ code: 'custom', message: M.imageTooLarge });
    }
    return kept;
  });

/** Fields of the product form; `category`, `country`, isActive/isVisible are accepted aliases. */
const productFields = z.object({
  name: visibleText(M.nameRequired).min(1, M.nameRequired).min(2, M.nameMin).max(254, M.nameMax),
  sku: z
    .string({ error: M.skuRequired })
    .trim()
    .min(1, M.skuRequired)
    .regex(SKU_PATTERN, M.skuPattern),
  description: z
    .string({ error: M.descriptionRequired })
    .trim()
    .min(1, M.descriptionRequired)
    .min(10, M.descriptionMin)
    .max(1000, M.descriptionMax),
  barcode: z
    .preprocess(
      blankToNull,
      z
        .string()
        .trim()
        .regex(/^\d{8,14}$/, M.barcodePattern)
        .nullable(),
    )
    .optional(),
  categoryId: z
    .string({ error: M.categoryRequired })
    .trim()
    .min(1, M.categoryRequired)
    .pipe(z.guid(M.categoryNotFound)),
  price: strictNumber(
    z.number({ error: M.priceRequired }).min(0.01, M.priceMin).max(1_000_000, M.priceMax),
  ),
  discount: strictNumber(
    z.number({ error: M.discountRange }).min(0, M.discountRange).max(100, M.discountRange),
  ).optional(),
  discountPrice: z
    .preprocess(
      blankToNull,
      strictNumber(
        z
          .number({ error: M.discountPriceMin })
          .min(0, M.discountPriceMin)
          .max(1_000_000, M.priceMax)
          .nullable(),
      ),
    )
    .optional(),
  discountStartDate: isoDate,
  discountEndDate: isoDate,
  expiryDate: isoDate,
  stock: strictNumber(stockAmount),
  minStock: strictNumber(stockCount(M.wholeNumber, M.minStockMin).optional()),
  maxStock: strictNumber(stockCount(M.wholeNumber, M.maxStockMin).optional()),
  unit: z.enum(UNITS, { error: M.unitRequired }),
  soldBy: z.enum(SOLD_BY, { error: M.soldBy }).optional(),
  weightUnit: z.preprocess(
    blankToNull,
    z.enum(WEIGHT_UNITS, { error: M.weightUnitRequired }).nullable().optional(),
  ),
  quantityStep: weightAmount(0.001, 100, M.quantityStepRange).optional(),
  minQuantity: weightAmount(0.001, 1000, M.minQuantityRange).optional(),
  weight: z
    .preprocess(
      blankToNull,
      strictNumber(
        z.number({ error: M.weightMin }).min(0, M.weightMin).max(1000, M.weightMax).nullable(),
      ),
    )
    .optional(),
  tags,
  images,
  manufacturer: optionalText(2, 100, M.manufacturerLength),
  countryOfOrigin: optionalText(2, 50, M.countryLength),
  status: z.enum(['active', 'inactive']).optional(),
  visibility: z.enum(['visible', 'hidden']).optional(),
  isFeatured: z.boolean().optional(),
  specifications: z
    .record(
      z.string().max(100, M.specificationsText),
      z.string({ error: M.specificationsText }).max(1000, M.specificationsText),
      { error: M.specificationsText },
    )
    .optional(),
  nutritionInfo: z
    .record(
      z.string().max(100, M.nutritionValues),
      z.union([z.string().max(100), z.number()], { error: M.nutritionValues }),
      { error: M.nutritionValues },
    )
    .optional(),
});

type Raw = Record<string, unknown>;

/** Maps the spec's alternative field names onto the canonical ones before validation. */
function aliases(value: unknown): unknown {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return value;
  const raw = { ...(value as Raw) };
  if (raw.categoryId === undefined && raw.category !== undefined) raw.categoryId = raw.category;
  if (raw.countryOfOrigin === undefined && raw.country !== undefined)
    raw.countryOfOrigin = raw.country;
  if (raw.status === undefined && typeof raw.isActive === 'boolean')
    raw.status = raw.isActive ? 'active' : 'inactive';
  if (raw.visibility === undefined && typeof raw.isVisible === 'boolean') {
    raw.visibility = raw.isVisible ? 'visible' : 'hidden';
  }
  // A weighed product is counted in its weight unit, so that is its unit: no second one to pick.
  if (raw.soldBy === 'weight' && (raw.unit === undefined || raw.unit === '')) {
    raw.unit = raw.weightUnit;
  }
  return raw;
}

type Fields = Partial<z.output<typeof productFields>>;

function crossFieldRules(value: Fields, ctx: z.RefinementCtx) {
  const { price, discountPrice, discountStartDate: start, discountEndDate: end } = value;
  if (price !== undefined && discountPrice != null && discountPrice >= price) {
    ctx.addIssue({ code: 'custom', path: ['discountPrice'], message: M.discountPriceBelowPrice });
  }
  if (start && end && end < start) {
    ctx.addIssue({ code: 'custom', path: ['discountEndDate'], message: M.discountDates });
  }
  weighingRules(value, ctx);
}

/** Unit goods: whole stock. Weighed goods: a weight unit, a minimum that is a whole number of
 * steps. */
function weighingRules(value: Fields, ctx: z.RefinementCtx) {
  if (value.soldBy !== 'weight') {
    if (value.stock !== undefined && !Number.isInteger(value.stock)) {
      ctx.addIssue({ code: 'custom', path: ['stock'], message: M.wholeNumber });
    }
    return;
  }
  if (!value.weightUnit) {
    ctx.addIssue({ code: 'custom', path: ['weightUnit'], message: M.weightUnitRequired });
  } else if (value.unit !== undefined && value.unit !== value.weightUnit) {
    ctx.addIssue({ code: 'custom', path: ['unit'], message: M.unitIsWeightUnit });
  }
  const step = toThousandths(value.quantityStep ?? DEFAULT_WEIGHT_STEP);
  const min = toThousandths(value.minQuantity ?? fromStep(step));
  if (min % step !== 0) {
    ctx.addIssue({ code: 'custom', path: ['minQuantity'], message: M.minQuantityStep });
  }
}

/** A weighed product sent without a step is sold in 100 g (or 0.1 lb) steps. */
export const DEFAULT_WEIGHT_STEP = 0.1;
const fromStep = (thousandths: number) => thousandths / 1000;

/**
 * The selling fields as stored: unit goods are sold in whole pieces from 1 with no weight unit;
 * weighed goods default to a 0.1 step and a minimum of one step. Fields not sent stay unsent.
 */
function sellingDefaults<T extends Fields>(value: T): T {
  if (value.soldBy === undefined) return value;
  if (value.soldBy === 'unit') {
    return { ...value, weightUnit: null, quantityStep: 1, minQuantity: 1 };
  }
  const quantityStep = value.quantityStep ?? DEFAULT_WEIGHT_STEP;
  return { ...value, quantityStep, minQuantity: value.minQuantity ?? quantityStep };
}

/** POST /products: every required field of the form. */
export const productCreateSchema = z.preprocess(
  aliases,
  productFields
    .superRefine((value, ctx) => crossFieldRules({ soldBy: 'unit', ...value }, ctx))
    .transform((value) => sellingDefaults({ ...value, soldBy: value.soldBy ?? 'unit' })),
);
/** PUT /products/:id: any subset of the fields; what is sent is checked as on create. */
export const productUpdateSchema = z.preprocess(
  aliases,
  productFields.partial().superRefine(crossFieldRules).transform(sellingDefaults),
);
/**
 * PATCH /products/:id/stock: an absolute `stock`, or an `adjust`ment relative to the stock at
 * the moment of the write (a delivery of 12, a breakage of -3), which never loses a concurrent
 * change.
 */
export const productStockSchema = z
  .object({
    // Whole pieces for unit goods, checked by the server against the product.
    stock: strictNumber(stockAmount.optional()),
    adjust: strictNumber(
      z
        .number({ error: M.adjustWhole })
        .refine(hasAtMostThreeDecimals, M.threeDecimals)
        .min(-INT_MAX, M.stockMax)
        .max(INT_MAX, M.stockMax)
        .optional(),
    ),
  })
  .superRefine((value, ctx) => {
    if (value.stock === undefined && value.adjust === undefined) {
      ctx.addIssue({ code: 'custom', path: ['stock'], message: M.stockRequired });
    } else if (value.stock !== undefined && value.adjust !== undefined) {
      ctx.addIssue({ code: 'custom', path: ['adjust'], message: M.stockOrAdjust });
    }
  });
export type ProductStockData = z.output<typeof productStockSchema>;

export type ProductCreateInput = z.input<typeof productFields>;
export type ProductCreateData = z.output<typeof productFields>;
export type ProductUpdateData = Partial<ProductCreateData>;
