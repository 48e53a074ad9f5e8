CREATE TABLE "dict_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"type_id" integer NOT NULL,
	"code" varchar(64) NOT NULL,
	"label" varchar(64) NOT NULL,
	"label_en" varchar(64) NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"color" varchar(16),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dict_items_type_id_code_key" UNIQUE("type_id","code")
);
--> statement-breakpoint
CREATE TABLE "dict_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" varchar(64) NOT NULL,
	"name" varchar(64) NOT NULL,
	"name_en" varchar(64) NOT NULL,
	"remark" varchar(200),
	"builtin" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dict_types_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "user_devices" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"key_hash" char(64) NOT NULL,
	"name" varchar(64),
	"browser" varchar(64),
	"os" varchar(64),
	"device_type" varchar(32),
	"user_agent" varchar(512),
	"first_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_ip" varchar(64),
	"blocked_at" timestamp with time zone,
	"blocked_by" integer
);
--> statement-breakpoint
DROP INDEX "operation_logs_user_id_idx";--> statement-breakpoint
ALTER TABLE "operation_logs" ADD COLUMN "user_agent" varchar(512);--> statement-breakpoint
ALTER TABLE "operation_logs" ADD COLUMN "device_id" integer;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "device_id" integer;--> statement-breakpoint
ALTER TABLE "dict_items" ADD CONSTRAINT "dict_items_type_id_dict_types_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."dict_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_devices" ADD CONSTRAINT "user_devices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_devices" ADD CONSTRAINT "user_devices_blocked_by_users_id_fk" FOREIGN KEY ("blocked_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "dict_items_type_id_sort_idx" ON "dict_items" USING btree ("type_id","sort");--> statement-breakpoint
CREATE UNIQUE INDEX "user_devices_user_id_key_hash_key" ON "user_devices" USING btree ("user_id","key_hash");--> statement-breakpoint
CREATE INDEX "user_devices_last_seen_at_id_idx" ON "user_devices" USING btree ("last_seen_at","id");--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_device_id_user_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."user_devices"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "operation_logs_user_id_id_idx" ON "operation_logs" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "operation_logs_action_id_idx" ON "operation_logs" USING btree ("action","id");--> statement-breakpoint
CREATE INDEX "sessions_device_id_idx" ON "sessions" USING btree ("device_id");