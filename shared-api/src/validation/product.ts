import { z } from 'zod';
import { UNITS } from '../types/catalog';
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
  stock: strictNumber(stockCount(M.stockRequired, M.stockMin)),
  minStock: strictNumber(stockCount(M.wholeNumber, M.minStockMin).optional()),
  maxStock: strictNumber(stockCount(M.wholeNumber, M.maxStockMin).optional()),
  unit: z.enum(UNITS, { error: M.unitRequired }),
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
}

/** POST /products: every required field of the form. */
export const productCreateSchema = z.preprocess(
  aliases,
  productFields.superRefine(crossFieldRules),
);
/** PUT /products/:id: any subset of the fields; what is sent is checked as on create. */
export const productUpdateSchema = z.preprocess(
  aliases,
  productFields.partial().superRefine(crossFieldRules),
);
/**
 * PATCH /products/:id/stock: an absolute `stock`, or an `adjust`ment relative to the stock at
 * the moment of the write (a delivery of 12, a breakage of -3), which never loses a concurrent
 * change.
 */
export const productStockSchema = z
  .object({
    stock: strictNumber(stockCount(M.stockRequired, M.stockMin).optional()),
    adjust: strictNumber(
      z
        .number({ error: M.adjustWhole })
        .int(M.adjustWhole)
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
