import { z } from 'zod';
import { visibleText, wholeNumberParam } from './fields';

/**
 * Query rules of the catalogue reads, shared by the server (route schemas) and the client
 * (typed query objects). Values arrive as strings from a URL or as numbers/booleans from code.
 * Out-of-range page sizes are clamped rather than refused; text that is not a number is a 400.
 */
export const PAGE_LIMITS = { min: 1, max: 100, products: 20, categories: 10 } as const;
export const MAX_PAGE = 100_000;
export const SEARCH_MAX_LENGTH = 200;
export const PRODUCT_SORTS = ['name', 'price', 'stock', 'createdAt'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];
export const CATEGORY_SORTS = ['name', 'newest'] as const;
export const SORT_ORDERS = ['asc', 'desc'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

const scalar = z.union([z.string(), z.number(), z.boolean()]);

function flag(label: string) {
  const message = `${label} must be true or false`;
  return scalar.optional().transform((value, ctx) => {
    if (
      value === undefined ||
      value === '' ||
      value === false ||
      value === 'false' ||
      value === '0'
    ) {
      return false;
    }
    if (value === true || value === 'true' || value === '1') return true;
    ctx.addIssue({ code: 'custom', message });
    return z.NEVER;
  });
}

function optionalId(message: string) {
  return z
    .string({ error: message })
    .trim()
    .optional()
    .transform((value) => (value ? value : undefined))
    .pipe(z.guid({ error: message }).optional());
}

function blankIsAbsent<T extends z.ZodType>(schema: T) {
  return z.preprocess((value) => (value === '' ? undefined : value), schema.optional());
}

export const productIdParamsSchema = z.object({ id: z.guid({ error: 'Invalid product id' }) });
export const categoryIdParamsSchema = z.object({ id: z.guid({ error: 'Invalid category id' }) });

const searchText = z
  .string({ error: 'Search must be text' })
  .optional()
  .transform((value) => value?.trim().slice(0, SEARCH_MAX_LENGTH) || undefined);

/** GET /products, /products/search, /products/category/:id. `q` and `query` alias `search`. */
export const productListQuerySchema = z
  .object({
    page: wholeNumberParam('Page', 1, 1, MAX_PAGE).describe('1-based; clamped to 1..100000'),
    limit: wholeNumberParam(
      'Limit',
      PAGE_LIMITS.products,
      PAGE_LIMITS.min,
      PAGE_LIMITS.max,
    ).describe('Page size, default 20; clamped to 1..100'),
    category: optionalId('Invalid category id').describe('Category id; includes its subcategories'),
    search: searchText.describe('Full-text, typo-tolerant search; q and query are aliases'),
    q: searchText,
    query: searchText,
    featured: flag('featured'),
    sale: flag('sale'),
    lowStock: flag('lowStock'),
    includeHidden: flag('includeHidden'),
    sort: blankIsAbsent(
      z.enum(PRODUCT_SORTS, { error: `Sort must be one of: ${PRODUCT_SORTS.join(', ')}` }),
    ),
    order: blankIsAbsent(z.enum(SORT_ORDERS, { error: 'Order must be asc or desc' })),
  })
  .transform(({ q, query, search, ...rest }) => ({ ...rest, search: search ?? q ?? query }));
export type ProductListQueryInput = z.input<typeof productListQuerySchema>;
export type ProductListQuery = z.output<typeof productListQuerySchema>;

/** GET /categories. `root=true` keeps top-level categories; `parentId` lists one's children. */
export const categoryListQuerySchema = z.object({
  page: wholeNumberParam('Page', 1, 1, MAX_PAGE),
  limit: wholeNumberParam('Limit', PAGE_LIMITS.categories, PAGE_LIMITS.min, PAGE_LIMITS.max),
  parentId: optionalId('Invalid parent category id'),
  root: flag('root'),
  includeHidden: flag('includeHidden'),
  /** 'newest' puts the latest category first (the admin's list); by name otherwise. */
  sort: blankIsAbsent(z.enum(CATEGORY_SORTS, { error: 'Sort must be name or newest' })),
});
export type CategoryListQueryInput = z.input<typeof categoryListQuerySchema>;
export type CategoryListQuery = z.output<typeof categoryListQuerySchema>;

/** GET /products/:id, /categories/tree and /categories/:id. */
export const catalogReadQuerySchema = z.object({ includeHidden: flag('includeHidden') });
export type CatalogReadQuery = z.output<typeof catalogReadQuerySchema>;

/** The category form (spec section 5), messages verbatim where the spec gives them. */
export const CATEGORY_MESSAGES = {
  nameRequired: 'Category name is required',
  nameMin: 'Category name must be at least 2 characters',
  nameMax: 'Category name must be less than 100 characters',
  descriptionMax: 'Description must be less than 500 characters',
  parentInvalid: 'Invalid parent category id',
} as const;

const categoryFields = z.object({
  name: visibleText(CATEGORY_MESSAGES.nameRequired)
    .min(1, CATEGORY_MESSAGES.nameRequired)
    .min(2, CATEGORY_MESSAGES.nameMin)
    .max(99, CATEGORY_MESSAGES.nameMax),
  description: z
    .string()
    .trim()
    .max(500, CATEGORY_MESSAGES.descriptionMax)
    .nullable()
    .optional()
    .transform((value) => (value ? value : null)),
  /** Blank (the form's 'No Parent (Root Category)') means a top-level category. */
  parentId: z.preprocess(
    (value) => (value === '' || value === 'null' ? null : value),
    z.guid(CATEGORY_MESSAGES.parentInvalid).nullable().optional(),
  ),
  isVisible: z.boolean().optional(),
});

export const categoryCreateSchema = categoryFields;
export const categoryUpdateSchema = categoryFields.partial();
export type CategoryInput = z.input<typeof categoryFields>;
export type CategoryData = z.output<typeof categoryFields>;
