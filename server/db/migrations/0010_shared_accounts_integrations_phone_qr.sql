CREATE TABLE "phone_codes" (
	"phone" varchar(32) PRIMARY KEY NOT NULL,
	"code_hash" char(64) NOT NULL,
	"purpose" varchar(16) NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "qr_tickets" (
	"id" serial PRIMARY KEY NOT NULL,
	"token_hash" char(64) NOT NULL,
	"status" varchar(16) DEFAULT 'pending' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"ip" varchar(64),
	"user_agent" varchar(512),
	"confirmed_by" integer,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "qr_tickets_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "account_links" ADD COLUMN "valid_from" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "account_links" ADD COLUMN "valid_to" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "account_links" ADD COLUMN "remark" varchar(200);--> statement-breakpoint
ALTER TABLE "account_links" ADD COLUMN "created_by" integer;--> statement-breakpoint
ALTER TABLE "account_links" ADD COLUMN "created_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "account_links" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "integration_keys" ADD COLUMN "scopes" text[] DEFAULT '{tasks:create}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "integration_keys" ADD COLUMN "allowed_addresses" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "integration_keys" ADD COLUMN "rate_limit_per_minute" integer DEFAULT 600 NOT NULL;--> statement-breakpoint
ALTER TABLE "integration_keys" ADD COLUMN "enabled" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "integration_keys" ADD COLUMN "previous_key_hash" char(64);--> statement-breakpoint
ALTER TABLE "integration_keys" ADD COLUMN "previous_key_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "integration_keys" ADD COLUMN "rotated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "integration_keys" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "qr_tickets" ADD CONSTRAINT "qr_tickets_confirmed_by_users_id_fk" FOREIGN KEY ("confirmed_by") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "phone_codes_expires_at_idx" ON "phone_codes" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "qr_tickets_expires_at_idx" ON "qr_tickets" USING btree ("expires_at");--> statement-breakpoint
ALTER TABLE "account_links" ADD CONSTRAINT "account_links_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "account_links_linked_user_id_idx" ON "account_links" USING btree ("linked_user_id");--> statement-breakpoint
ALTER TABLE "integration_keys" ADD CONSTRAINT "integration_keys_previous_key_hash_unique" UNIQUE("previous_key_hash");