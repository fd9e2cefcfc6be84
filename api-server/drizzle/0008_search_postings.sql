CREATE TABLE "search_postings" (
	"product_id" uuid NOT NULL,
	"term" text COLLATE "C" NOT NULL,
	"weight" real NOT NULL,
	CONSTRAINT "search_postings_product_id_term_pk" PRIMARY KEY("product_id","term")
);
--> statement-breakpoint
ALTER TABLE "search_postings" ADD CONSTRAINT "search_postings_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "search_postings_ranked_idx" ON "search_postings" USING btree ("term","weight" DESC NULLS LAST,"product_id");--> statement-breakpoint
-- The postings of one vector: each lexeme with the rank it alone gives (ts_rank of a one-lexeme
-- query, the lexeme quoted the way tsquery input wants it).
CREATE FUNCTION search_postings_of(vector tsvector)
RETURNS TABLE (term text, weight real) LANGUAGE sql IMMUTABLE AS $$
  SELECT e.lexeme,
    ts_rank(vector, ('''' || replace(replace(e.lexeme, '\', '\\'), '''', '''''') || '''')::tsquery)
  FROM unnest(vector) AS e
$$;
--> statement-breakpoint
-- Statement level with a transition table, so a bulk insert of 50,000 products is one insert here.
CREATE FUNCTION products_postings_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_postings (product_id, term, weight)
  SELECT r.id, p.term, p.weight FROM inserted_rows r, search_postings_of(r.search_vector) p;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER products_postings_inserted
  AFTER INSERT ON products REFERENCING NEW TABLE AS inserted_rows
  FOR EACH STATEMENT EXECUTE FUNCTION products_postings_inserted();
--> statement-breakpoint
CREATE FUNCTION products_postings_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM search_postings WHERE product_id = NEW.id;
  INSERT INTO search_postings (product_id, term, weight)
  SELECT NEW.id, p.term, p.weight FROM search_postings_of(NEW.search_vector) p;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- On the vector itself, not on the columns it is made of: a category rename reaches it too.
CREATE TRIGGER products_postings_updated
  AFTER UPDATE ON products FOR EACH ROW
  WHEN (OLD.search_vector IS DISTINCT FROM NEW.search_vector)
  EXECUTE FUNCTION products_postings_updated();
--> statement-breakpoint
INSERT INTO search_postings (product_id, term, weight)
SELECT p.id, s.term, s.weight FROM products p, search_postings_of(p.search_vector) s;
--> statement-breakpoint
-- unnest() of a parameter is estimated at ten rows, which priced the prepared one-word search's
-- generic plan at ten lexemes' walks and kept PostgreSQL re-planning it on every run; a typed
-- word has one or two. plpgsql, because a SQL function would be inlined back into unnest().
CREATE FUNCTION search_lexemes(terms text[]) RETURNS SETOF text
LANGUAGE plpgsql IMMUTABLE STRICT ROWS 1 AS $$
BEGIN
  RETURN QUERY SELECT unnest(terms);
END $$;
