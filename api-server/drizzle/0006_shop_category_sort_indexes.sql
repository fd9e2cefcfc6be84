-- A category's listing in each sort order a shopper can pick, as an index range per category:
-- a page reads its first rows from each of the category's (sub)category ranges instead of
-- filtering the whole shop-wide order (see perCategoryPageIds). The id ends every key, as it
-- ends every ORDER BY, so a page needs no sort of its own range.
CREATE INDEX products_shop_category_price_idx ON products (category_id, effective_price_cents, id)
  INCLUDE (expiry_date, is_featured, stock)
  WHERE status = 'active' AND visibility = 'visible';
--> statement-breakpoint
CREATE INDEX products_shop_category_created_idx ON products (category_id, created_at, id)
  INCLUDE (expiry_date, is_featured, stock)
  WHERE status = 'active' AND visibility = 'visible';
--> statement-breakpoint
CREATE INDEX products_shop_category_name_idx ON products (category_id, lower(name) COLLATE "C", id)
  INCLUDE (expiry_date, is_featured, stock)
  WHERE status = 'active' AND visibility = 'visible';
--> statement-breakpoint
CREATE INDEX products_shop_category_stock_idx ON products (category_id, stock, id)
  INCLUDE (expiry_date, is_featured)
  WHERE status = 'active' AND visibility = 'visible';
