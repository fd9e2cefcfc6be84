ALTER TABLE "products" ADD COLUMN "effective_price_cents" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
-- The price a shopper pays on `day`: the discounted price inside the sale window (either end may
-- be open), else the list price. The same rule as effectivePriceSql in the API.
CREATE FUNCTION product_price_on(price integer, pct numeric, starts date, ends date, day date)
RETURNS integer LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE WHEN pct > 0 AND (starts IS NULL OR starts <= day) AND (ends IS NULL OR ends >= day)
    THEN round(price * (100 - pct) / 100.0)::integer ELSE price END
$$;
--> statement-breakpoint
-- Writers stamp today's (UTC) price over the column's placeholder default; the API re-stamps every row when the day changes, since a
-- sale window can open or close without any write.
CREATE FUNCTION products_effective_price() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.effective_price_cents := product_price_on(NEW.price_cents, NEW.discount_percent,
    NEW.discount_start_date, NEW.discount_end_date, (now() AT TIME ZONE 'utc')::date);
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER products_effective_price
  BEFORE INSERT OR UPDATE OF price_cents, discount_percent, discount_start_date, discount_end_date
  ON products FOR EACH ROW EXECUTE FUNCTION products_effective_price();
--> statement-breakpoint
UPDATE products SET effective_price_cents = product_price_on(price_cents, discount_percent,
  discount_start_date, discount_end_date, (now() AT TIME ZONE 'utc')::date);
--> statement-breakpoint
-- The shop's price order as an index: a page of a price-sorted listing reads the first rows of
-- this index instead of sorting every match; the included columns answer the usual filters.
CREATE INDEX products_shop_price_idx ON products (effective_price_cents, id)
  INCLUDE (category_id, expiry_date, is_featured, stock)
  WHERE status = 'active' AND visibility = 'visible';
