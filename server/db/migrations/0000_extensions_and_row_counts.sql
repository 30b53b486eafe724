-- Trigram indexes make "name contains ..." filters index-backed at a million rows.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
-- Keeps row_counts (created in the next migration) exact for any table with `deleted` and `active`
-- columns. Attach it with count_rows_of('<table>').
CREATE OR REPLACE FUNCTION maintain_row_counts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM row_counts WHERE table_name = TG_TABLE_NAME;
    RETURN NULL;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE row_counts SET n = n - 1
     WHERE table_name = TG_TABLE_NAME AND is_deleted = OLD.deleted AND is_active = OLD.active;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO row_counts (table_name, is_deleted, is_active, n)
    VALUES (TG_TABLE_NAME, NEW.deleted, NEW.active, 1)
    ON CONFLICT (table_name, is_deleted, is_active) DO UPDATE SET n = row_counts.n + 1;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Recounts a table from scratch (after a bulk load with the triggers disabled) and attaches the triggers.
CREATE OR REPLACE FUNCTION count_rows_of(target regclass) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  name text := (SELECT relname FROM pg_class WHERE oid = target);
BEGIN
  DELETE FROM row_counts WHERE table_name = name;
  EXECUTE format(
    'INSERT INTO row_counts (table_name, is_deleted, is_active, n)
     SELECT %L, deleted, active, count(*) FROM %s GROUP BY deleted, active', name, target);
  EXECUTE format('DROP TRIGGER IF EXISTS %I ON %s', name || '_row_counts', target);
  EXECUTE format('DROP TRIGGER IF EXISTS %I ON %s', name || '_row_counts_truncate', target);
  EXECUTE format(
    'CREATE TRIGGER %I AFTER INSERT OR DELETE OR UPDATE OF deleted, active ON %s
     FOR EACH ROW EXECUTE FUNCTION maintain_row_counts()', name || '_row_counts', target);
  EXECUTE format(
    'CREATE TRIGGER %I AFTER TRUNCATE ON %s
     FOR EACH STATEMENT EXECUTE FUNCTION maintain_row_counts()', name || '_row_counts_truncate', target);
END $$;
