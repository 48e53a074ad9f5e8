CREATE TABLE "rate_counters" (
	"key" text PRIMARY KEY NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"hits" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sign_in_attempts" (
	"account_key" text PRIMARY KEY NOT NULL,
	"failures" integer NOT NULL,
	"locked_until" timestamp with time zone,
	"last_attempt_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" DROP CONSTRAINT "users_account_unique";--> statement-breakpoint
-- Outstanding captchas are throwaway; the new column has no value for them.
DELETE FROM "captchas";--> statement-breakpoint
ALTER TABLE "captchas" ADD COLUMN "ip" varchar(64) NOT NULL;--> statement-breakpoint
CREATE INDEX "rate_counters_window_start_idx" ON "rate_counters" USING btree ("window_start");--> statement-breakpoint
CREATE INDEX "sign_in_attempts_last_attempt_at_idx" ON "sign_in_attempts" USING btree ("last_attempt_at");--> statement-breakpoint
CREATE INDEX "captchas_ip_id_idx" ON "captchas" USING btree ("ip","id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_account_lower_key" ON "users" USING btree (lower("account"));--> statement-breakpoint
ALTER TABLE "captchas" DROP COLUMN "used_at";--> statement-breakpoint
-- The failure counts and locks move from the accounts to their names.
INSERT INTO "sign_in_attempts" ("account_key", "failures", "locked_until", "last_attempt_at")
SELECT lower("account"), "failed_logins", "locked_until", "updated_at" FROM "users"
WHERE "failed_logins" > 0 OR "locked_until" IS NOT NULL
ON CONFLICT DO NOTHING;--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "failed_logins";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "locked_until";