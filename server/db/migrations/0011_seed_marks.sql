CREATE TABLE "seed_marks" (
	"key" text PRIMARY KEY NOT NULL,
	"ref_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
