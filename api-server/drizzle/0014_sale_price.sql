-- An order's subtotal is at list prices, the discount taken off it (orderTotals): orders placed
-- before stored the discounted goods as the subtotal.
UPDATE "orders" SET "subtotal_cents" = "subtotal_cents" + "discount_cents";
--> statement-breakpoint
-- The sale price is kept as the manager typed it instead of a rounded percent rebuilt on read.
UPDATE "products" SET "discount_price_cents" = CASE WHEN "discount_percent" > 0
  THEN round("price_cents" * (100 - "discount_percent") / 100.0)::integer END;
--> statement-breakpoint
DROP TRIGGER "products_effective_price" ON "products";
--> statement-breakpoint
DROP FUNCTION products_effective_price();
--> statement-breakpoint
DROP FUNCTION product_price_on(integer, numeric, date, date, date);
--> statement-breakpoint
ALTER TABLE "products" DROP COLUMN "discount_percent";
--> statement-breakpoint
-- The price a shopper pays on `day`: the sale price inside its window (either end may be open)
-- when it is below the price, else the price. The same rule as discountActive in the API.
CREATE FUNCTION product_price_on(price integer, sale integer, starts date, ends date, day date)
RETURNS integer LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE WHEN sale < price AND (starts IS NULL OR starts <= day) AND (ends IS NULL OR ends >= day)
    THEN sale ELSE price END
$$;
--> statement-breakpoint
CREATE FUNCTION products_effective_price() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.effective_price_cents := product_price_on(NEW.price_cents, NEW.discount_price_cents,
    NEW.discount_start_date, NEW.discount_end_date, (now() AT TIME ZONE 'utc')::date);
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER products_effective_price
  BEFORE INSERT OR UPDATE OF price_cents, discount_price_cents, discount_start_date, discount_end_date
  ON products FOR EACH ROW EXECUTE FUNCTION products_effective_price();
