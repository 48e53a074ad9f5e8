-- The access epoch: one number that every change of what decides a caller's access moves on (roles
-- and how they are given, function and field rights, data scopes and their organisations, the
-- organisation tree, a user's organisation or status). Each server process keeps callers' access
-- with the epoch it was read at and uses it only while the database still shows that epoch, so a
-- change made through any process reaches every process on its next request.
CREATE TABLE "access_epoch" (
	"id" boolean PRIMARY KEY DEFAULT true CHECK ("id"),
	"value" bigint NOT NULL,
	-- The transaction that last moved it: a transaction moves it once, however many rows it changes.
	"moved_by" bigint
);
--> statement-breakpoint
INSERT INTO "access_epoch" ("id", "value") VALUES (true, 0);
--> statement-breakpoint
-- The epoch moves when the changing transaction commits (deferred constraint triggers), after
-- every other lock it takes: two transactions that change access wait for each other on the
-- epoch row only at commit and never deadlock on it. Readers see the new epoch together with
-- the change.
CREATE FUNCTION "bump_access_epoch"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE "access_epoch" SET "value" = "value" + 1, "moved_by" = txid_current()
		WHERE "moved_by" IS DISTINCT FROM txid_current();
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "roles_access_epoch" AFTER INSERT OR UPDATE OR DELETE ON "roles"
	DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_access_epoch"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "role_orgs_access_epoch" AFTER INSERT OR UPDATE OR DELETE ON "role_orgs"
	DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_access_epoch"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "role_module_actions_access_epoch" AFTER INSERT OR UPDATE OR DELETE ON "role_module_actions"
	DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_access_epoch"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "role_field_rights_access_epoch" AFTER INSERT OR UPDATE OR DELETE ON "role_field_rights"
	DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_access_epoch"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "module_items_access_epoch" AFTER INSERT OR UPDATE OR DELETE ON "module_items"
	DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_access_epoch"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "user_roles_access_epoch" AFTER INSERT OR UPDATE OR DELETE ON "user_roles"
	DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_access_epoch"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "user_group_members_access_epoch" AFTER INSERT OR UPDATE OR DELETE ON "user_group_members"
	DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_access_epoch"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "group_roles_access_epoch" AFTER INSERT OR UPDATE OR DELETE ON "group_roles"
	DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_access_epoch"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "posts_access_epoch" AFTER INSERT OR UPDATE OR DELETE ON "posts"
	DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_access_epoch"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "post_roles_access_epoch" AFTER INSERT OR UPDATE OR DELETE ON "post_roles"
	DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_access_epoch"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "user_posts_access_epoch" AFTER INSERT OR UPDATE OR DELETE ON "user_posts"
	DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_access_epoch"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "orgs_access_epoch" AFTER INSERT OR UPDATE OR DELETE ON "orgs"
	DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_access_epoch"();
--> statement-breakpoint
-- Of users only what the data scope reads (own organisation, enabled), and only when it really
-- changes: sign-in, profile and edits that keep both leave the cached access alone.
CREATE CONSTRAINT TRIGGER "users_access_epoch" AFTER UPDATE OF "org_id", "status" ON "users"
	DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
	WHEN (OLD."org_id" IS DISTINCT FROM NEW."org_id" OR OLD."status" IS DISTINCT FROM NEW."status")
	EXECUTE FUNCTION "bump_access_epoch"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "users_deleted_access_epoch" AFTER DELETE ON "users"
	DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_access_epoch"();
