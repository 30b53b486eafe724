-- Tables without deleted/active columns (append-only logs) are counted as live and active rows.
CREATE OR REPLACE FUNCTION maintain_plain_row_counts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM row_counts WHERE table_name = TG_TABLE_NAME;
    RETURN NULL;
  END IF;
  INSERT INTO row_counts (table_name, is_deleted, is_active, n)
  VALUES (TG_TABLE_NAME, false, true, CASE WHEN TG_OP = 'INSERT' THEN 1 ELSE -1 END)
  ON CONFLICT (table_name, is_deleted, is_active)
  DO UPDATE SET n = row_counts.n + CASE WHEN TG_OP = 'INSERT' THEN 1 ELSE -1 END;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION count_plain_rows_of(target regclass) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  name text := (SELECT relname FROM pg_class WHERE oid = target);
BEGIN
  DELETE FROM row_counts WHERE table_name = name;
  EXECUTE format(
    'INSERT INTO row_counts (table_name, is_deleted, is_active, n) SELECT %L, false, true, count(*) FROM %s',
    name, target);
  EXECUTE format('DROP TRIGGER IF EXISTS %I ON %s', name || '_row_counts', target);
  EXECUTE format('DROP TRIGGER IF EXISTS %I ON %s', name || '_row_counts_truncate', target);
  EXECUTE format(
    'CREATE TRIGGER %I AFTER INSERT OR DELETE ON %s FOR EACH ROW EXECUTE FUNCTION maintain_plain_row_counts()',
    name || '_row_counts', target);
  EXECUTE format(
    'CREATE TRIGGER %I AFTER TRUNCATE ON %s FOR EACH STATEMENT EXECUTE FUNCTION maintain_plain_row_counts()',
    name || '_row_counts_truncate', target);
END $$;
--> statement-breakpoint
SELECT count_plain_rows_of('error_logs');
