CREATE INDEX "users_phone_digits_idx" ON "users" USING btree (regexp_replace("phone", '[^0-9+]', '', 'g'));--> statement-breakpoint
ALTER TABLE "rate_counters" RENAME COLUMN "window_start" TO "window_end";--> statement-breakpoint
ALTER INDEX "rate_counters_window_start_idx" RENAME TO "rate_counters_window_end_idx";--> statement-breakpoint
CREATE INDEX "tasks_created_at_id_idx" ON "tasks" USING btree ("created_at","id");
