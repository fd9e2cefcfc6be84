CREATE TABLE "portal_promotions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"portal" text NOT NULL,
	"release_id" uuid NOT NULL,
	"percent" smallint NOT NULL,
	"promoted_by_id" uuid,
	"promoted_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"rolled_back_at" timestamp with time zone,
	CONSTRAINT "portal_promotions_percent_check" CHECK ("portal_promotions"."percent" BETWEEN 1 AND 100)
);
--> statement-breakpoint
CREATE TABLE "portal_releases" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"portal" text NOT NULL,
	"version" text NOT NULL,
	"entry" text NOT NULL,
	"integrity" text,
	"shared" jsonb NOT NULL,
	"published_by_id" uuid,
	"published_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "portal_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"portal" text NOT NULL,
	"version" text NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "portal_promotions" ADD CONSTRAINT "portal_promotions_release_id_portal_releases_id_fk" FOREIGN KEY ("release_id") REFERENCES "public"."portal_releases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal_promotions" ADD CONSTRAINT "portal_promotions_promoted_by_id_users_id_fk" FOREIGN KEY ("promoted_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal_releases" ADD CONSTRAINT "portal_releases_published_by_id_users_id_fk" FOREIGN KEY ("published_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "portal_promotions_portal_idx" ON "portal_promotions" USING btree ("portal","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "portal_releases_version_key" ON "portal_releases" USING btree ("portal","version");--> statement-breakpoint
CREATE INDEX "portal_reports_portal_idx" ON "portal_reports" USING btree ("portal","created_at");