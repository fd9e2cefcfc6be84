import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  bigint,
  jsonb,
  numeric,
  pgSequence,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  uuid,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { users } from './identity';

/**
 * Last words that name a cut, a piece or a pack of what the word before names: "Atlantic Salmon
 * Fillet" is salmon, "Smoked Gouda Slices" gouda, "Salmon Sushi Platter" sushi. A regular
 * expression alternation, lower case.
 */
const PORTION_WORDS = [
  ...['fillet', 'steak', 'breast', 'thigh', 'drumstick', 'wing', 'leg', 'chop', 'loin', 'cutlet']
    .concat(['tail', 'ring', 'strip', 'slice', 'chunk', 'piece', 'floret', 'sprig', 'bulb', 'root'])
    .concat(['clove', 'wedge', 'heart', 'tip', 'stick', 'bar', 'pack', 'bag', 'bottle', 'jar'])
    .concat(['can', 'carton', 'tub', 'platter'])
    .map((word) => `${word}s?`),
  ...['mince', 'leaves', 'box', 'boxes', 'pouch', 'pouches', 'loaf', 'loaves', 'bunch', 'bunches'],
].join('|');

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

export const categories = pgTable(
  'categories',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    description: text('description'),
    parentId: uuid('parent_id').references((): AnyPgColumn => categories.id, {
      onDelete: 'set null',
    }),
    isVisible: boolean('is_visible').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('categories_parent_idx').on(t.parentId)],
);

/** Where every product row version comes from (products.version). */
export const productVersions = pgSequence('product_version_seq');

/** Money is integer cents; the API converts to dollars at the edge. */
export const products = pgTable(
  'products',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    sku: text('sku').notNull(),
    description: text('description').notNull(),
    priceCents: integer('price_cents').notNull(),
    /**
     * The sale price as the manager typed it, the one representation of a sale: null for none.
     * It counts inside its window and only below the price (product_price_on, migration 0014).
     */
    discountPriceCents: integer('discount_price_cents'),
    /**
     * What a shopper pays today, in cents, so the price sort can walk an index. Kept by a
     * trigger on writes (migration 0005), which overwrites the default, and re-stamped when the
     * day changes (price-day.ts).
     */
    effectivePriceCents: integer('effective_price_cents').notNull().default(0),
    discountStartDate: date('discount_start_date'),
    discountEndDate: date('discount_end_date'),
    expiryDate: date('expiry_date'),
    /** Pieces, or the weight unit for weighed goods; numeric keeps grams exact (3 places). */
    stock: numeric('stock', { precision: 13, scale: 3, mode: 'number' }).notNull().default(0),
    minStock: integer('min_stock').notNull().default(0),
    maxStock: integer('max_stock').notNull().default(0),
    unit: text('unit').notNull().default('piece'),
    /** 'weight': price_cents is per weight_unit and quantities are decimals (step, minimum). */
    soldBy: text('sold_by', { enum: ['unit', 'weight'] })
      .notNull()
      .default('unit'),
    weightUnit: text('weight_unit', { enum: ['kg', 'lb'] }),
    quantityStep: numeric('quantity_step', { precision: 8, scale: 3, mode: 'number' })
      .notNull()
      .default(1),
    minQuantity: numeric('min_quantity', { precision: 8, scale: 3, mode: 'number' })
      .notNull()
      .default(1),
    status: text('status', { enum: ['active', 'inactive'] })
      .notNull()
      .default('active'),
    visibility: text('visibility', { enum: ['visible', 'hidden'] })
      .notNull()
      .default('visible'),
    categoryId: uuid('category_id').references(() => categories.id, { onDelete: 'set null' }),
    /**
     * The top of the category's tree, kept by triggers (migration 0011) through category moves
     * and deletes: a top-level category's listing is one range of products_shop_root_*_idx.
     */
    rootCategoryId: uuid('root_category_id'),
    weight: numeric('weight', { precision: 10, scale: 3, mode: 'number' }),
    barcode: text('barcode'),
    manufacturer: text('manufacturer'),
    countryOfOrigin: text('country_of_origin'),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    images: text('images')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    specifications: jsonb('specifications')
      .notNull()
      .default(sql`'{}'::jsonb`),
    nutritionInfo: jsonb('nutrition_info')
      .notNull()
      .default(sql`'{}'::jsonb`),
    isFeatured: boolean('is_featured').notNull().default(false),
    addedBy: uuid('added_by').references(() => users.id, { onDelete: 'set null' }),
    /** Kept by a trigger (migration 0003) so every writer, bulk seeds included, stays searchable. */
    searchVector: tsvector('search_vector'),
    /**
     * The lexemes of the name's last word, its head noun in English ("Apples" in "Honeycrisp
     * Apples", "Pie" in "Dutch Apple Pie"), and of the word before when the last one names a
     * portion of it (PORTION_WORDS): search ranks a product that is the thing searched for above
     * one that is only made with it (search-page.ts).
     */
    nameHead: tsvector('name_head').generatedAlwaysAs(
      sql`to_tsvector('english'::regconfig, substring(lower(name) from ${sql.raw(
        `'(([[:alpha:]][[:alpha:]''-]*[^[:alpha:]]+)?(${PORTION_WORDS})|[[:alpha:]][[:alpha:]''-]*)[^[:alpha:]]*$'`,
      )}))`,
    ),
    /**
     * The product's descriptive fields as the API serializes them (product-document.ts), so a
     * listing sends text instead of parsing and re-serializing 16 columns per row. Written after
     * every product write; a trigger (migration 0007) empties it when any of its columns changes
     * without it, and an empty one is rebuilt from the row when read.
     */
    document: text('document'),
    /**
     * The row's version: a trigger (migration 0012) draws a new one from productVersions at every
     * UPDATE, from any writer, stock included, and a row re-inserted under an old id gets a new
     * one too. The listing indexes include it, so a page's refs are read from the index alone.
     */
    version: bigint('version', { mode: 'number' })
      .notNull()
      .default(sql`nextval('product_version_seq')`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('products_sku_key').on(t.sku),
    index('products_category_idx').on(t.categoryId),
    index('products_created_idx').on(t.createdAt),
    // Name order is lower(name) in the C collation: the same on PGlite and any PostgreSQL locale.
    index('products_name_idx').on(sql`lower(${t.name}) COLLATE "C"`),
    index('products_stock_idx').on(t.stock),
    index('products_search_idx').using('gin', t.searchVector),
    index('products_undocumented_idx')
      .on(t.id)
      .where(sql`${t.document} IS NULL`),
    check('products_stock_nonnegative', sql`${t.stock} >= 0`),
    check('products_price_positive', sql`${t.priceCents} > 0`),
    check(
      'products_selling_rule',
      sql`(${t.soldBy} = 'unit' AND ${t.weightUnit} IS NULL AND ${t.quantityStep} = 1 AND ${t.minQuantity} = 1)
        OR (${t.soldBy} = 'weight' AND ${t.weightUnit} IS NOT NULL AND ${t.quantityStep} > 0
          AND ${t.minQuantity} >= ${t.quantityStep})`,
    ),
  ],
);

/**
 * Every word of the catalogue's text (names, tags, makers, descriptions, categories), filled
 * by triggers: the vocabulary that misspelt search words are corrected against (pg_trgm).
 */
export const searchTerms = pgTable('search_terms', { term: text('term').primaryKey() }, (t) => [
  index('search_terms_trgm_idx').using('gist', t.term.op('gist_trgm_ops')),
]);

/**
 * The search index's postings: one row per lexeme of a product's search_vector, with the rank
 * that lexeme alone gives the product. Triggers keep it equal to the vectors. A one-word search
 * reads the best few products per lexeme off search_postings_ranked_idx instead of ranking every
 * match (search-page.ts). The term is collated "C" (in the migration) so a prefix is one range.
 */
export const searchPostings = pgTable(
  'search_postings',
  {
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    term: text('term').notNull(),
    weight: real('weight').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.term] }),
    index('search_postings_ranked_idx').on(t.term, t.weight.desc(), t.productId),
  ],
);
