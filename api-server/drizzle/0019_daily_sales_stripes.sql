ALTER TABLE "daily_sales" ADD COLUMN "stripe" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "daily_sales" DROP CONSTRAINT "daily_sales_pkey";--> statement-breakpoint
ALTER TABLE "daily_sales" ADD CONSTRAINT "daily_sales_day_stripe_pk" PRIMARY KEY("day","stripe");
