ALTER TABLE "products" ADD COLUMN "document" text;--> statement-breakpoint
CREATE INDEX "products_undocumented_idx" ON "products" USING btree ("id") WHERE "products"."document" IS NULL;--> statement-breakpoint
-- A write to any column the document is made of, without a new document, leaves none: readers
-- then build it from the row (product-document.ts), so no writer can leave a stale one behind.
CREATE FUNCTION products_document_stale() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.document := NULL;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER products_document_stale
  BEFORE UPDATE OF name, sku, description, expiry_date, min_stock, max_stock, unit, weight,
    barcode, manufacturer, country_of_origin, tags, images, specifications, nutrition_info,
    is_featured
  ON products FOR EACH ROW
  WHEN (OLD.document IS NOT DISTINCT FROM NEW.document)
  EXECUTE FUNCTION products_document_stale();
