ALTER TABLE "products" ALTER COLUMN "stock" SET DATA TYPE numeric(13, 3);--> statement-breakpoint
ALTER TABLE "order_items" ALTER COLUMN "quantity" SET DATA TYPE numeric(12, 3);--> statement-breakpoint
ALTER TABLE "product_sales" ALTER COLUMN "quantity" SET DATA TYPE numeric(15, 3);--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "sold_by" text DEFAULT 'unit' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "weight_unit" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "quantity_step" numeric(8, 3) DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "min_quantity" numeric(8, 3) DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "sold_by" text DEFAULT 'unit' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "weight_unit" text;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "substitution_preference" text DEFAULT 'best_match' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "substitution_product_id" uuid;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "pick_outcome" text;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "picked_quantity" numeric(12, 3);--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "substitute_product_id" uuid;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "substitute_name" text;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "substitute_unit_price_cents" integer;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "substitute_quantity" numeric(12, 3);--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "final_line_cents" integer;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "final_list_cents" integer;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "rejected" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "substitution_default" text DEFAULT 'best_match' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "picking_status" text DEFAULT 'not_started' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "final_subtotal_cents" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "final_discount_cents" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "final_shipping_cents" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "final_tax_cents" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "final_total_cents" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "charged_cents" integer;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "authorized_cents" integer;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_substitution_product_id_products_id_fk" FOREIGN KEY ("substitution_product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_substitute_product_id_products_id_fk" FOREIGN KEY ("substitute_product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_selling_rule" CHECK (("products"."sold_by" = 'unit' AND "products"."weight_unit" IS NULL AND "products"."quantity_step" = 1 AND "products"."min_quantity" = 1)
        OR ("products"."sold_by" = 'weight' AND "products"."weight_unit" IS NOT NULL AND "products"."quantity_step" > 0
          AND "products"."min_quantity" >= "products"."quantity_step"));--> statement-breakpoint
-- Payments authorised before 0018 held what they captured.
UPDATE "payments" SET "authorized_cents" = "amount_cents";
