-- row_counts kept once per statement instead of once per row (issue #17 item 3): the row-level triggers
-- of 0000/0004 updated the same row_counts row for every inserted row, so one statement inserting many
-- rows was quadratic. Statement-level triggers read the statement's rows from transition tables and add
-- one grouped delta per (deleted, active). Three triggers per table because a transition table cannot
-- be declared on a trigger with a column list (UPDATE OF) and OLD/NEW TABLE depend on the event.
-- Deltas are applied in (is_deleted, is_active) order so concurrent statements lock row_counts rows in
-- one order (no deadlock).
CREATE OR REPLACE FUNCTION row_counts_after_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO row_counts (table_name, is_deleted, is_active, n)
  SELECT TG_TABLE_NAME, deleted, active, count(*) FROM new_rows GROUP BY deleted, active ORDER BY 2, 3
  ON CONFLICT (table_name, is_deleted, is_active) DO UPDATE SET n = row_counts.n + excluded.n;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION row_counts_after_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO row_counts (table_name, is_deleted, is_active, n)
  SELECT TG_TABLE_NAME, deleted, active, -count(*) FROM old_rows GROUP BY deleted, active ORDER BY 2, 3
  ON CONFLICT (table_name, is_deleted, is_active) DO UPDATE SET n = row_counts.n + excluded.n;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Most updates change neither deleted nor active: the delta is then empty and row_counts is not touched.
CREATE OR REPLACE FUNCTION row_counts_after_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO row_counts (table_name, is_deleted, is_active, n)
  SELECT TG_TABLE_NAME, deleted, active, sum(d)
    FROM (SELECT deleted, active, 1 AS d FROM new_rows
          UNION ALL
          SELECT deleted, active, -1 AS d FROM old_rows) AS changes
   GROUP BY deleted, active
  HAVING sum(d) <> 0
   ORDER BY 2, 3
  ON CONFLICT (table_name, is_deleted, is_active) DO UPDATE SET n = row_counts.n + excluded.n;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Tables without deleted/active columns (append-only logs) count as live and active rows.
CREATE OR REPLACE FUNCTION plain_row_counts_after_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO row_counts (table_name, is_deleted, is_active, n)
  SELECT TG_TABLE_NAME, false, true, count(*) FROM new_rows HAVING count(*) > 0
  ON CONFLICT (table_name, is_deleted, is_active) DO UPDATE SET n = row_counts.n + excluded.n;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION plain_row_counts_after_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO row_counts (table_name, is_deleted, is_active, n)
  SELECT TG_TABLE_NAME, false, true, -count(*) FROM old_rows HAVING count(*) > 0
  ON CONFLICT (table_name, is_deleted, is_active) DO UPDATE SET n = row_counts.n + excluded.n;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Attaches the statement-level triggers (and the TRUNCATE one) to a table, replacing any earlier ones.
CREATE OR REPLACE FUNCTION attach_row_counts(target regclass, plain boolean) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  name text := (SELECT relname FROM pg_class WHERE oid = target);
  prefix text := CASE WHEN plain THEN 'plain_row_counts' ELSE 'row_counts' END;
  truncate_function text := CASE WHEN plain THEN 'maintain_plain_row_counts' ELSE 'maintain_row_counts' END;
BEGIN
  EXECUTE format('DROP TRIGGER IF EXISTS %I ON %s', name || '_row_counts', target);
  EXECUTE format('DROP TRIGGER IF EXISTS %I ON %s', name || '_row_counts_insert', target);
  EXECUTE format('DROP TRIGGER IF EXISTS %I ON %s', name || '_row_counts_update', target);
  EXECUTE format('DROP TRIGGER IF EXISTS %I ON %s', name || '_row_counts_delete', target);
  EXECUTE format('DROP TRIGGER IF EXISTS %I ON %s', name || '_row_counts_truncate', target);
  EXECUTE format(
    'CREATE TRIGGER %I AFTER INSERT ON %s REFERENCING NEW TABLE AS new_rows
     FOR EACH STATEMENT EXECUTE FUNCTION %I()', name || '_row_counts_insert', target, prefix || '_after_insert');
  EXECUTE format(
    'CREATE TRIGGER %I AFTER DELETE ON %s REFERENCING OLD TABLE AS old_rows
     FOR EACH STATEMENT EXECUTE FUNCTION %I()', name || '_row_counts_delete', target, prefix || '_after_delete');
  IF NOT plain THEN
    EXECUTE format(
      'CREATE TRIGGER %I AFTER UPDATE ON %s REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
       FOR EACH STATEMENT EXECUTE FUNCTION row_counts_after_update()', name || '_row_counts_update', target);
  END IF;
  EXECUTE format(
    'CREATE TRIGGER %I AFTER TRUNCATE ON %s FOR EACH STATEMENT EXECUTE FUNCTION %I()',
    name || '_row_counts_truncate', target, truncate_function);
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
  PERFORM attach_row_counts(target, false);
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
  PERFORM attach_row_counts(target, true);
END $$;
--> statement-breakpoint
-- Every table counted so far swaps its row-level trigger for the statement-level ones; the counts are
-- already exact, so nothing is recounted.
DO $$
DECLARE
  t record;
BEGIN
  FOR t IN
    SELECT tg.tgrelid::regclass AS target, p.proname = 'maintain_plain_row_counts' AS plain
      FROM pg_trigger tg JOIN pg_proc p ON p.oid = tg.tgfoid
     WHERE NOT tg.tgisinternal
       AND p.proname IN ('maintain_row_counts', 'maintain_plain_row_counts')
       AND tg.tgname = (SELECT relname FROM pg_class WHERE oid = tg.tgrelid) || '_row_counts'
  LOOP
    PERFORM attach_row_counts(t.target, t.plain);
  END LOOP;
END $$;
