-- Custom migration: a counter that changes whenever the public catalogue changes, so API instances can cache
-- serialised catalogue answers and know exactly when they are stale (one indexed single-row read per request).
-- Bumped by deferred constraint triggers: the new value becomes visible atomically with the data at commit, and the
-- row lock is taken only at commit time (no lock-order deadlocks with the writers' own row locks).
CREATE TABLE IF NOT EXISTS "catalogue_version" (
  "id" integer PRIMARY KEY DEFAULT 1 CHECK ("id" = 1),
  "version" bigint NOT NULL DEFAULT 0
);--> statement-breakpoint
INSERT INTO "catalogue_version" ("id", "version") VALUES (1, 0) ON CONFLICT DO NOTHING;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "bump_catalogue_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Once per transaction, however many rows it writes.
  IF current_setting('safari.catalogue_bumped', true) IS DISTINCT FROM txid_current()::text THEN
    PERFORM set_config('safari.catalogue_bumped', txid_current()::text, true);
    UPDATE "catalogue_version" SET "version" = "version" + 1 WHERE "id" = 1;
    -- Delivered at commit; the embedded database (one process) listens instead of reading the row.
    PERFORM pg_notify('catalogue_version', '');
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
DO $$
DECLARE t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['destinations', 'agents', 'agent_destinations', 'agent_images', 'experiences',
    'experience_images', 'experience_activities', 'experience_food_beverages']
  LOOP
    EXECUTE format('CREATE CONSTRAINT TRIGGER %I AFTER INSERT OR UPDATE OR DELETE ON %I DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_catalogue_version"()', t || '_catalogue_version', t);
    EXECUTE format('CREATE TRIGGER %I AFTER TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_version"()', t || '_catalogue_version_truncate', t);
  END LOOP;
END
$$;
