CREATE UNLOGGED TABLE "fair_share_holds" (
	"client" text PRIMARY KEY NOT NULL,
	"holds" jsonb NOT NULL
);
--> statement-breakpoint
CREATE UNLOGGED TABLE "fair_share_replicas" (
	"replica" text PRIMARY KEY NOT NULL,
	"alive_until" timestamp with time zone NOT NULL
);
