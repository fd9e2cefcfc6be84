CREATE TABLE "login_failures" (
	"email" text PRIMARY KEY NOT NULL,
	"failures" integer NOT NULL,
	"locked_until" timestamp with time zone NOT NULL,
	"forget_at" timestamp with time zone NOT NULL
);
