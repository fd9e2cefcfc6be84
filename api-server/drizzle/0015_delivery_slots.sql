CREATE TABLE "delivery_holds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"slot_id" uuid NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "delivery_schedule" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"time_zone" text DEFAULT 'UTC' NOT NULL,
	"opening_hours" jsonb NOT NULL,
	"slot_minutes" integer DEFAULT 60 NOT NULL,
	"days_ahead" integer DEFAULT 7 NOT NULL,
	"capacity" integer DEFAULT 20 NOT NULL,
	"fee_cents" integer DEFAULT 0 NOT NULL,
	"peak_fee_cents" integer DEFAULT 0 NOT NULL,
	"peak_start" text DEFAULT '17:00' NOT NULL,
	"peak_end" text DEFAULT '20:00' NOT NULL,
	"cutoff_minutes" integer DEFAULT 120 NOT NULL,
	"hold_minutes" integer DEFAULT 15 NOT NULL,
	"free_delivery_threshold_cents" integer DEFAULT 5000 NOT NULL,
	"closed_dates" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "delivery_schedule_one_row" CHECK ("delivery_schedule"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "delivery_slots" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"fee_cents" integer NOT NULL,
	"capacity" integer NOT NULL,
	"booked" integer DEFAULT 0 NOT NULL,
	"retired" boolean DEFAULT false NOT NULL,
	CONSTRAINT "delivery_slots_booked_nonnegative" CHECK ("delivery_slots"."booked" >= 0)
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_slot_id" uuid;--> statement-breakpoint
ALTER TABLE "delivery_holds" ADD CONSTRAINT "delivery_holds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_holds" ADD CONSTRAINT "delivery_holds_slot_id_delivery_slots_id_fk" FOREIGN KEY ("slot_id") REFERENCES "public"."delivery_slots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "delivery_holds_user_key" ON "delivery_holds" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "delivery_holds_slot_idx" ON "delivery_holds" USING btree ("slot_id","expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "delivery_slots_starts_key" ON "delivery_slots" USING btree ("starts_at");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_delivery_slot_id_delivery_slots_id_fk" FOREIGN KEY ("delivery_slot_id") REFERENCES "public"."delivery_slots"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_delivery_slot_idx" ON "orders" USING btree ("delivery_slot_id");--> statement-breakpoint
INSERT INTO "delivery_schedule" ("id", "opening_hours") VALUES (1, '[{"open":"08:00","close":"20:00"},{"open":"08:00","close":"20:00"},{"open":"08:00","close":"20:00"},{"open":"08:00","close":"20:00"},{"open":"08:00","close":"20:00"},{"open":"09:00","close":"18:00"},{"open":"10:00","close":"16:00"}]'::jsonb) ON CONFLICT DO NOTHING;
