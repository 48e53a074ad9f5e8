CREATE TABLE "modules" (
	"id" serial PRIMARY KEY NOT NULL,
	"module_no" varchar(32) NOT NULL,
	"name" varchar(64) NOT NULL,
	"name_en" varchar(64),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "modules_module_no_unique" UNIQUE("module_no")
);
--> statement-breakpoint
CREATE TABLE "orgs" (
	"id" serial PRIMARY KEY NOT NULL,
	"parent_id" integer,
	"org_no" varchar(32) NOT NULL,
	"name" varchar(128) NOT NULL,
	"name_en" varchar(128),
	"sort" integer DEFAULT 0 NOT NULL,
	"path" text NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orgs_org_no_unique" UNIQUE("org_no")
);
--> statement-breakpoint
CREATE TABLE "role_module_actions" (
	"role_id" integer NOT NULL,
	"module_no" varchar(32) NOT NULL,
	"action" varchar(32) NOT NULL,
	CONSTRAINT "role_module_actions_role_id_module_no_action_pk" PRIMARY KEY("role_id","module_no","action")
);
--> statement-breakpoint
CREATE TABLE "role_orgs" (
	"role_id" integer NOT NULL,
	"org_id" integer NOT NULL,
	CONSTRAINT "role_orgs_role_id_org_id_pk" PRIMARY KEY("role_id","org_id")
);
--> statement-breakpoint
ALTER TABLE "roles" ADD COLUMN "data_scope" smallint DEFAULT 5 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "org_id" integer;--> statement-breakpoint
ALTER TABLE "orgs" ADD CONSTRAINT "orgs_parent_id_fkey" FOREIGN KEY ("parent_id") REFERENCES "public"."orgs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "role_module_actions" ADD CONSTRAINT "role_module_actions_role_id_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."roles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "role_module_actions" ADD CONSTRAINT "role_module_actions_module_no_modules_module_no_fk" FOREIGN KEY ("module_no") REFERENCES "public"."modules"("module_no") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "role_orgs" ADD CONSTRAINT "role_orgs_role_id_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."roles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "role_orgs" ADD CONSTRAINT "role_orgs_org_id_orgs_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."orgs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orgs_parent_id_idx" ON "orgs" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "orgs_path_idx" ON "orgs" USING btree ("path" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "role_module_actions_module_no_idx" ON "role_module_actions" USING btree ("module_no");--> statement-breakpoint
CREATE INDEX "role_orgs_org_id_idx" ON "role_orgs" USING btree ("org_id");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_org_id_orgs_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."orgs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "users_job_no_key" ON "users" USING btree ("job_no");--> statement-breakpoint
CREATE INDEX "users_org_id_idx" ON "users" USING btree ("org_id");