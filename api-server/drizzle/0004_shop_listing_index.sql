-- What shoppers may see, indexed with every column their filters and sorts read (not the name,
-- which has its own index): counts and the first phase of a listing (ids in order) are then
-- index-only scans instead of reads of the wide product rows. INCLUDE is beyond drizzle's index
-- builder, hence raw SQL; drizzle-kit leaves indexes it does not know about alone.
CREATE INDEX products_shop_idx ON products (category_id, expiry_date)
  INCLUDE (id, price_cents, discount_percent, discount_start_date, discount_end_date, stock, is_featured, created_at)
  WHERE status = 'active' AND visibility = 'visible';
