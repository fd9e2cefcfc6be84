-- Products carry a weighted full-text vector. The category (and its parent) name lives in another
-- table, which a generated column cannot read, so a trigger computes it on every relevant write.
CREATE FUNCTION products_search_vector() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  category_names text;
BEGIN
  SELECT concat_ws(' ', c.name, parent.name) INTO category_names
  FROM categories c LEFT JOIN categories parent ON parent.id = c.parent_id
  WHERE c.id = NEW.category_id;
  NEW.search_vector :=
    setweight(to_tsvector('english', coalesce(NEW.name, '')), 'A') ||
    setweight(to_tsvector('english', array_to_string(NEW.tags, ' ')), 'B') ||
    setweight(to_tsvector('english', concat_ws(' ', NEW.manufacturer, category_names)), 'C') ||
    setweight(to_tsvector('english', coalesce(NEW.description, '')), 'D');
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER products_search_vector
  BEFORE INSERT OR UPDATE OF name, tags, manufacturer, description, category_id ON products
  FOR EACH ROW EXECUTE FUNCTION products_search_vector();
--> statement-breakpoint
-- The vocabulary for typo correction: every word of the catalogue's text, so a correctly spelt
-- word is never "corrected" into a different one.
CREATE FUNCTION search_terms_add(words text) RETURNS void LANGUAGE sql AS $$
  INSERT INTO search_terms (term)
  SELECT DISTINCT w FROM regexp_split_to_table(lower(words), '[^[:alnum:]]+') AS w
  WHERE length(w) >= 3
  ON CONFLICT DO NOTHING;
$$;
--> statement-breakpoint
-- Statement level with a transition table so a bulk insert of 50,000 rows adds its words in one go.
CREATE FUNCTION products_terms_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM search_terms_add(string_agg(
    concat_ws(' ', name, manufacturer, array_to_string(tags, ' '), description), ' '))
  FROM inserted_rows;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER products_terms_inserted
  AFTER INSERT ON products REFERENCING NEW TABLE AS inserted_rows
  FOR EACH STATEMENT EXECUTE FUNCTION products_terms_inserted();
--> statement-breakpoint
CREATE FUNCTION products_terms_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM search_terms_add(
    concat_ws(' ', NEW.name, NEW.manufacturer, array_to_string(NEW.tags, ' '), NEW.description));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER products_terms_updated
  AFTER UPDATE OF name, tags, manufacturer, description ON products
  FOR EACH ROW EXECUTE FUNCTION products_terms_updated();
--> statement-breakpoint
-- A renamed or moved category changes the vectors of its products and of its children's products.
CREATE FUNCTION categories_search_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM search_terms_add(NEW.name);
  IF TG_OP = 'UPDATE' THEN
    UPDATE products SET category_id = category_id
    WHERE category_id = NEW.id
       OR category_id IN (SELECT id FROM categories WHERE parent_id = NEW.id);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER categories_search_inserted
  AFTER INSERT ON categories
  FOR EACH ROW EXECUTE FUNCTION categories_search_changed();
--> statement-breakpoint
CREATE TRIGGER categories_search_updated
  AFTER UPDATE OF name, parent_id ON categories
  FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name OR OLD.parent_id IS DISTINCT FROM NEW.parent_id)
  EXECUTE FUNCTION categories_search_changed();
