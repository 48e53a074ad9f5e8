CREATE TABLE "group_roles" (
	"group_id" integer NOT NULL,
	"role_id" integer NOT NULL,
	CONSTRAINT "group_roles_group_id_role_id_pk" PRIMARY KEY("group_id","role_id")
);
--> statement-breakpoint
CREATE TABLE "module_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"module_no" varchar(32) NOT NULL,
	"kind" varchar(8) NOT NULL,
	"code" varchar(32) NOT NULL,
	"name" varchar(64) NOT NULL,
	"name_en" varchar(64),
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "module_items_module_no_kind_code_key" UNIQUE("module_no","kind","code")
);
--> statement-breakpoint
CREATE TABLE "post_roles" (
	"post_id" integer NOT NULL,
	"role_id" integer NOT NULL,
	CONSTRAINT "post_roles_post_id_role_id_pk" PRIMARY KEY("post_id","role_id")
);
--> statement-breakpoint
CREATE TABLE "posts" (
	"id" serial PRIMARY KEY NOT NULL,
	"parent_id" integer,
	"post_no" varchar(32) NOT NULL,
	"name" varchar(64) NOT NULL,
	"name_en" varchar(64),
	"sort" integer DEFAULT 0 NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "posts_post_no_unique" UNIQUE("post_no")
);
--> statement-breakpoint
CREATE TABLE "role_field_rights" (
	"role_id" integer NOT NULL,
	"module_no" varchar(32) NOT NULL,
	"field" varchar(32) NOT NULL,
	"mode" varchar(8) NOT NULL,
	CONSTRAINT "role_field_rights_role_id_module_no_field_pk" PRIMARY KEY("role_id","module_no","field")
);
--> statement-breakpoint
CREATE TABLE "user_group_members" (
	"group_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	CONSTRAINT "user_group_members_group_id_user_id_pk" PRIMARY KEY("group_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "user_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"group_no" varchar(32) NOT NULL,
	"name" varchar(64) NOT NULL,
	"name_en" varchar(64),
	"description" varchar(256),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_groups_group_no_unique" UNIQUE("group_no")
);
--> statement-breakpoint
CREATE TABLE "user_posts" (
	"user_id" integer NOT NULL,
	"post_id" integer NOT NULL,
	CONSTRAINT "user_posts_user_id_post_id_pk" PRIMARY KEY("user_id","post_id")
);
--> statement-breakpoint
ALTER TABLE "modules" ADD COLUMN "system_no" varchar(32);--> statement-breakpoint
ALTER TABLE "modules" ADD COLUMN "application_no" varchar(32);--> statement-breakpoint
ALTER TABLE "modules" ADD COLUMN "sort" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "roles" ADD COLUMN "description" varchar(256);--> statement-breakpoint
ALTER TABLE "roles" ADD COLUMN "sort" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "group_roles" ADD CONSTRAINT "group_roles_group_id_user_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."user_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_roles" ADD CONSTRAINT "group_roles_role_id_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."roles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "module_items" ADD CONSTRAINT "module_items_module_no_modules_module_no_fk" FOREIGN KEY ("module_no") REFERENCES "public"."modules"("module_no") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "post_roles" ADD CONSTRAINT "post_roles_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_roles" ADD CONSTRAINT "post_roles_role_id_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."roles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_parent_id_fkey" FOREIGN KEY ("parent_id") REFERENCES "public"."posts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "role_field_rights" ADD CONSTRAINT "role_field_rights_role_id_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."roles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "role_field_rights" ADD CONSTRAINT "role_field_rights_module_no_modules_module_no_fk" FOREIGN KEY ("module_no") REFERENCES "public"."modules"("module_no") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "user_group_members" ADD CONSTRAINT "user_group_members_group_id_user_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."user_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_group_members" ADD CONSTRAINT "user_group_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_posts" ADD CONSTRAINT "user_posts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_posts" ADD CONSTRAINT "user_posts_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "group_roles_role_id_idx" ON "group_roles" USING btree ("role_id");--> statement-breakpoint
CREATE INDEX "post_roles_role_id_idx" ON "post_roles" USING btree ("role_id");--> statement-breakpoint
CREATE INDEX "posts_parent_id_idx" ON "posts" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "user_group_members_user_id_idx" ON "user_group_members" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "user_posts_post_id_idx" ON "user_posts" USING btree ("post_id");--> statement-breakpoint
CREATE INDEX "users_created_at_id_idx" ON "users" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "users_account_prefix_idx" ON "users" USING btree ("account" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "users_name_prefix_idx" ON "users" USING btree ("name" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "users_job_no_prefix_idx" ON "users" USING btree ("job_no" text_pattern_ops);