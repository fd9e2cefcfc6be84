ALTER TABLE "products" ADD COLUMN "root_category_id" uuid;--> statement-breakpoint
-- The top of a category's tree. A parent chain longer than any real tree can only be a loop
-- (the API refuses them): stop there rather than spin.
CREATE FUNCTION category_root(category uuid) RETURNS uuid LANGUAGE plpgsql STABLE AS $$
DECLARE
  node uuid := category;
  above uuid;
BEGIN
  FOR step IN 1..100 LOOP
    SELECT parent_id INTO above FROM categories WHERE id = node;
    IF above IS NULL THEN RETURN node; END IF;
    node := above;
  END LOOP;
  RETURN node;
END $$;
--> statement-breakpoint
CREATE FUNCTION products_root_category() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.root_category_id := category_root(NEW.category_id);
  RETURN NEW;
END $$;
--> statement-breakpoint
-- A category deleted under its products sets their category to NULL through its foreign key,
-- an UPDATE OF category_id that fires this too.
CREATE TRIGGER products_root_category
  BEFORE INSERT OR UPDATE OF category_id ON products
  FOR EACH ROW EXECUTE FUNCTION products_root_category();
--> statement-breakpoint
-- A category moved (or orphaned when its parent is deleted) takes its whole subtree to a new root.
CREATE FUNCTION categories_root_moved() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE products SET root_category_id = category_root(category_id)
  WHERE category_id IN (
    WITH RECURSIVE subtree(id, depth) AS (
      SELECT NEW.id, 0
      UNION ALL
      SELECT c.id, s.depth + 1 FROM categories c JOIN subtree s ON c.parent_id = s.id
      WHERE s.depth < 100
    )
    SELECT id FROM subtree
  );
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER categories_root_moved
  AFTER UPDATE OF parent_id ON categories
  FOR EACH ROW WHEN (OLD.parent_id IS DISTINCT FROM NEW.parent_id)
  EXECUTE FUNCTION categories_root_moved();
--> statement-breakpoint
UPDATE products SET root_category_id = category_root(category_id) WHERE category_id IS NOT NULL;
--> statement-breakpoint
-- A top-level category's listing in each sort order, as one range: its subcategories' products
-- in order, where products_shop_category_*_idx gives a range per subcategory to merge. The
-- category is included so hidden subcategories are filtered without reading the rows.
CREATE INDEX products_shop_root_price_idx ON products (root_category_id, effective_price_cents, id)
  INCLUDE (category_id, expiry_date, is_featured, stock)
  WHERE status = 'active' AND visibility = 'visible';
--> statement-breakpoint
CREATE INDEX products_shop_root_created_idx ON products (root_category_id, created_at, id)
  INCLUDE (category_id, expiry_date, is_featured, stock)
  WHERE status = 'active' AND visibility = 'visible';
--> statement-breakpoint
CREATE INDEX products_shop_root_name_idx ON products (root_category_id, lower(name) COLLATE "C", id)
  INCLUDE (category_id, expiry_date, is_featured, stock)
  WHERE status = 'active' AND visibility = 'visible';
--> statement-breakpoint
CREATE INDEX products_shop_root_stock_idx ON products (root_category_id, stock, id)
  INCLUDE (category_id, expiry_date, is_featured)
  WHERE status = 'active' AND visibility = 'visible';
