CREATE TABLE "file_chunks" (
	"file_id" integer NOT NULL,
	"seq" integer NOT NULL,
	"content" "bytea" NOT NULL,
	CONSTRAINT "file_chunks_file_id_seq_pk" PRIMARY KEY("file_id","seq")
);
--> statement-breakpoint
ALTER TABLE "file_chunks" ADD CONSTRAINT "file_chunks_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Files stored before keep their content as one piece: readers put the pieces together whatever their size.
INSERT INTO "file_chunks" ("file_id", "seq", "content") SELECT "id", 0, "content" FROM "files";--> statement-breakpoint
ALTER TABLE "files" DROP COLUMN "content";