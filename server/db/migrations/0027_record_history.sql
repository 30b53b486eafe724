CREATE TABLE "history_entries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
	"entity" varchar(63) NOT NULL,
	"record_id" bigint NOT NULL,
	"record_uuid" uuid,
	"record_label" varchar(250),
	"action" varchar(20) NOT NULL,
	"changes" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"actor_id" bigint,
	"actor_uuid" uuid,
	"actor_name" varchar(200),
	"actor_institution_id" bigint,
	"actor_institution_name" varchar(250),
	"institution_id" bigint,
	"batch_uuid" uuid
);
--> statement-breakpoint
CREATE INDEX "history_entries_recent_idx" ON "history_entries" USING btree ("recorded_at","id");--> statement-breakpoint
CREATE INDEX "history_entries_record_idx" ON "history_entries" USING btree ("entity","record_uuid","recorded_at","id");--> statement-breakpoint
CREATE INDEX "history_entries_entity_idx" ON "history_entries" USING btree ("entity","recorded_at","id");--> statement-breakpoint
CREATE INDEX "history_entries_institution_idx" ON "history_entries" USING btree ("institution_id","recorded_at","id");--> statement-breakpoint
CREATE INDEX "history_entries_actor_idx" ON "history_entries" USING btree ("actor_uuid","recorded_at","id");--> statement-breakpoint
CREATE INDEX "history_entries_action_idx" ON "history_entries" USING btree ("action","recorded_at","id");--> statement-breakpoint
CREATE INDEX "history_entries_batch_idx" ON "history_entries" USING btree ("batch_uuid") WHERE "history_entries"."batch_uuid" IS NOT NULL;--> statement-breakpoint
-- Record history (decision 101): the database writes one entry per changed row in the change's own
-- transaction, whoever wrote it (the reference kit, a hand-written store, an import, a seed). The
-- server names the acting user for the transaction (set_config('zabuni.actor_id', ..., true)) and,
-- for an import, its batch (zabuni.history_batch); the triggers copy the user's name and institution.
CREATE FUNCTION history_actor(OUT id bigint, OUT uuid uuid, OUT name text, OUT institution_id bigint,
  OUT institution_name text) LANGUAGE sql STABLE AS $$
  SELECT u.id, u.uuid, u.full_name, u.institution_id, i.name
  FROM users u LEFT JOIN institutions i ON i.id = u.institution_id
  WHERE u.id = nullif(current_setting('zabuni.actor_id', true), '')::bigint
$$;--> statement-breakpoint
-- What a person calls the record: its name, or the field that plays that part.
CREATE FUNCTION history_label(j jsonb) RETURNS varchar LANGUAGE sql IMMUTABLE AS $$
  SELECT left(coalesce(j->>'name', j->>'full_name', j->>'branch_name', j->>'title', j->>'code',
    j->>'email', j->>'description'), 250)
$$;--> statement-breakpoint
-- The institution whose administrators see the entry: the record's own (null for shared lists).
CREATE FUNCTION history_institution(entity text, j jsonb) RETURNS bigint LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN entity = 'institutions' THEN (j->>'id')::bigint
    ELSE coalesce(j->>'institution_id', j->>'client_institution_id', j->>'provider_institution_id')::bigint END
$$;--> statement-breakpoint
-- Columns an entry shows: not the keys and stamps (the entry has its own), nor any secret.
CREATE FUNCTION history_tracks(key text, skipped text[]) RETURNS boolean LANGUAGE sql IMMUTABLE AS $$
  SELECT NOT key = ANY (ARRAY['id', 'uuid', 'created_at', 'created_by', 'updated_at', 'updated_by', 'version'] || skipped)
    AND key !~ '(_hash|secret|token)'
$$;--> statement-breakpoint
CREATE FUNCTION history_action(changes jsonb) RETURNS varchar LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE
    WHEN changes->'deleted'->>'new' = 'true' THEN 'delete'
    WHEN changes->'deleted'->>'new' = 'false' THEN 'restore'
    WHEN changes ? 'active' AND (SELECT count(*) FROM jsonb_object_keys(changes)) = 1 THEN
      CASE WHEN changes->'active'->>'new' = 'true' THEN 'activate' ELSE 'deactivate' END
    ELSE 'update' END
$$;--> statement-breakpoint
-- One statement, one INSERT ... SELECT over its transition table: a bulk write stays one statement.
CREATE FUNCTION history_capture() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  a record;
  skipped text[] := coalesce(TG_ARGV::text[], '{}');
  batch uuid := nullif(current_setting('zabuni.history_batch', true), '')::uuid;
BEGIN
  SELECT * INTO a FROM history_actor();
  IF TG_OP = 'INSERT' THEN
    INSERT INTO history_entries (entity, record_id, record_uuid, record_label, action, changes, actor_id,
      actor_uuid, actor_name, actor_institution_id, actor_institution_name, institution_id, batch_uuid)
    SELECT TG_TABLE_NAME, (n->>'id')::bigint, (n->>'uuid')::uuid, history_label(n), 'create',
      coalesce((SELECT jsonb_object_agg(key, jsonb_build_object('new', value)) FROM jsonb_each(n)
        WHERE history_tracks(key, skipped) AND value <> 'null'::jsonb), '{}'),
      a.id, a.uuid, a.name, a.institution_id, a.institution_name, history_institution(TG_TABLE_NAME, n), batch
    FROM (SELECT to_jsonb(r) AS n FROM new_rows r) s;
  ELSIF TG_OP = 'UPDATE' THEN
    INSERT INTO history_entries (entity, record_id, record_uuid, record_label, action, changes, actor_id,
      actor_uuid, actor_name, actor_institution_id, actor_institution_name, institution_id, batch_uuid)
    SELECT TG_TABLE_NAME, (n->>'id')::bigint, (n->>'uuid')::uuid, history_label(n), history_action(c), c,
      a.id, a.uuid, a.name, a.institution_id, a.institution_name, history_institution(TG_TABLE_NAME, n), batch
    FROM (
      SELECT n, (SELECT jsonb_object_agg(key, jsonb_build_object('old', o->key, 'new', value))
        FROM jsonb_each(n) WHERE history_tracks(key, skipped) AND value IS DISTINCT FROM o->key) AS c
      FROM (SELECT to_jsonb(ro) AS o, to_jsonb(rn) AS n FROM old_rows ro JOIN new_rows rn ON rn.id = ro.id) p
    ) s
    WHERE c IS NOT NULL;
  ELSE
    INSERT INTO history_entries (entity, record_id, record_uuid, record_label, action, changes, actor_id,
      actor_uuid, actor_name, actor_institution_id, actor_institution_name, institution_id, batch_uuid)
    SELECT TG_TABLE_NAME, (o->>'id')::bigint, (o->>'uuid')::uuid, history_label(o), 'remove',
      coalesce((SELECT jsonb_object_agg(key, jsonb_build_object('old', value)) FROM jsonb_each(o)
        WHERE history_tracks(key, skipped) AND value <> 'null'::jsonb), '{}'),
      a.id, a.uuid, a.name, a.institution_id, a.institution_name, history_institution(TG_TABLE_NAME, o), batch
    FROM (SELECT to_jsonb(r) AS o FROM old_rows r) s;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
-- A link row (a role's permission, a user's role) is a change of its parent record: one entry per
-- parent and statement, naming the linked records (TG_ARGV: parent table, parent column, child table,
-- child column, the parent's field).
CREATE FUNCTION history_capture_links() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  a record;
  batch uuid := nullif(current_setting('zabuni.history_batch', true), '')::uuid;
  is_insert boolean := TG_OP = 'INSERT';
BEGIN
  SELECT * INTO a FROM history_actor();
  EXECUTE format($q$
    INSERT INTO history_entries (entity, record_id, record_uuid, record_label, action, changes, actor_id,
      actor_uuid, actor_name, actor_institution_id, actor_institution_name, institution_id, batch_uuid)
    SELECT %1$L, p.id, p.uuid, history_label(to_jsonb(p)), %2$L,
      jsonb_build_object(%3$L, jsonb_build_object(%4$L,
        jsonb_agg(history_label(to_jsonb(c)) ORDER BY history_label(to_jsonb(c))))),
      $1, $2, $3, $4, $5, history_institution(%1$L, to_jsonb(p)), $6
    FROM %5$I t JOIN %1$I p ON p.id = t.%6$I JOIN %7$I c ON c.id = t.%8$I
    GROUP BY p.id
    $q$, TG_ARGV[0], CASE WHEN is_insert THEN 'assign' ELSE 'unassign' END, TG_ARGV[4],
    CASE WHEN is_insert THEN 'added' ELSE 'removed' END, CASE WHEN is_insert THEN 'new_rows' ELSE 'old_rows' END,
    TG_ARGV[1], TG_ARGV[2], TG_ARGV[3])
  USING a.id, a.uuid, a.name, a.institution_id, a.institution_name, batch;
  RETURN NULL;
END
$$;--> statement-breakpoint
-- A new table is tracked with one line in its migration: SELECT record_history_of('my_table');
-- (further arguments: columns kept out of the history besides keys, stamps and secrets).
CREATE FUNCTION record_history_of(tbl text, VARIADIC skipped text[] DEFAULT '{}') RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  args text := coalesce((SELECT string_agg(quote_literal(s), ', ') FROM unnest(skipped) s), '');
BEGIN
  EXECUTE format('CREATE TRIGGER history_insert AFTER INSERT ON %I REFERENCING NEW TABLE AS new_rows '
    'FOR EACH STATEMENT EXECUTE FUNCTION history_capture(%s)', tbl, args);
  EXECUTE format('CREATE TRIGGER history_update AFTER UPDATE ON %I REFERENCING OLD TABLE AS old_rows '
    'NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION history_capture(%s)', tbl, args);
  EXECUTE format('CREATE TRIGGER history_delete AFTER DELETE ON %I REFERENCING OLD TABLE AS old_rows '
    'FOR EACH STATEMENT EXECUTE FUNCTION history_capture(%s)', tbl, args);
END
$$;--> statement-breakpoint
CREATE FUNCTION record_history_of_links(tbl text, parent text, parent_column text, child text,
  child_column text, field text) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  args text := format('%L, %L, %L, %L, %L', parent, parent_column, child, child_column, field);
BEGIN
  EXECUTE format('CREATE TRIGGER history_insert AFTER INSERT ON %I REFERENCING NEW TABLE AS new_rows '
    'FOR EACH STATEMENT EXECUTE FUNCTION history_capture_links(%s)', tbl, args);
  EXECUTE format('CREATE TRIGGER history_delete AFTER DELETE ON %I REFERENCING OLD TABLE AS old_rows '
    'FOR EACH STATEMENT EXECUTE FUNCTION history_capture_links(%s)', tbl, args);
END
$$;--> statement-breakpoint
-- Every table with the entity columns (id, uuid, active, deleted) keeps its history; users' password
-- hashes never enter it (history_tracks keeps every *_hash, secret and token out).
DO $$
DECLARE t record;
BEGIN
  FOR t IN SELECT table_name FROM information_schema.columns
    WHERE table_schema = 'public' AND column_name IN ('id', 'uuid', 'active', 'deleted')
    GROUP BY table_name HAVING count(*) = 4 ORDER BY table_name
  LOOP
    PERFORM record_history_of(t.table_name);
  END LOOP;
END
$$;--> statement-breakpoint
SELECT record_history_of_links('role_permissions', 'roles', 'role_id', 'permissions', 'permission_id', 'permissions');--> statement-breakpoint
SELECT record_history_of_links('user_roles', 'users', 'user_id', 'roles', 'role_id', 'roles');--> statement-breakpoint
SELECT record_history_of_links('department_members', 'departments', 'department_id', 'users', 'user_id', 'members');--> statement-breakpoint
SELECT record_history_of_links('branch_users', 'branches', 'branch_id', 'users', 'user_id', 'users');--> statement-breakpoint
-- Entries are append-only: only the retention purge (zabuni.history_purge set in its transaction)
-- deletes, and nothing updates or truncates.
CREATE FUNCTION history_entries_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' AND current_setting('zabuni.history_purge', true) = 'on' THEN
    RETURN NULL;
  END IF;
  RAISE EXCEPTION 'history_entries is append-only';
END
$$;--> statement-breakpoint
CREATE TRIGGER history_entries_append_only BEFORE UPDATE OR DELETE OR TRUNCATE ON history_entries
  FOR EACH STATEMENT EXECUTE FUNCTION history_entries_append_only();
