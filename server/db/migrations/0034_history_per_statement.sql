-- Record history at import speed (decision "History entries built per statement, not per key"): the
-- entries stay exactly those of migration 0027 (one per row, same changes, label, institution and
-- batch), but each statement's changes are built by one expression per column, planned once for the
-- statement from the table's own columns, instead of a jsonb_each + jsonb_object_agg subquery per row
-- (that subquery was most of a 10,000-row import's time).
CREATE OR REPLACE FUNCTION history_change_columns(rel oid, skipped text[])
RETURNS TABLE (name text, is_json boolean) LANGUAGE sql STABLE AS $$
  SELECT a.attname::text, a.atttypid IN ('json'::regtype, 'jsonb'::regtype)
  FROM pg_attribute a
  WHERE a.attrelid = rel AND a.attnum > 0 AND NOT a.attisdropped
    AND history_tracks(a.attname::text, skipped)
  ORDER BY a.attnum
$$;--> statement-breakpoint
-- The record's label and institution read a few columns (history_label, history_institution): a
-- small object of those the table has, instead of the whole row as JSON for every row.
CREATE OR REPLACE FUNCTION history_key_object(rel oid, alias text) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT 'jsonb_build_object(' || coalesce(string_agg(format('%L, %s.%I', a.attname, alias, a.attname), ', '), '') || ')'
  FROM pg_attribute a
  WHERE a.attrelid = rel AND a.attnum > 0 AND NOT a.attisdropped
    AND a.attname IN ('id', 'uuid', 'name', 'full_name', 'branch_name', 'title', 'code', 'email',
      'description', 'institution_id', 'client_institution_id', 'provider_institution_id')
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION history_capture() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  a record;
  skipped text[] := coalesce(TG_ARGV::text[], '{}');
  batch uuid := nullif(current_setting('zabuni.history_batch', true), '')::uuid;
  changes text;
BEGIN
  SELECT * INTO a FROM history_actor();
  IF TG_OP = 'INSERT' THEN
    -- {"column": {"new": value}} for each tracked column that is not null (nor JSON null).
    SELECT coalesce(string_agg(format(
        'CASE WHEN r.%1$I IS NULL%2$s THEN ''{}''::jsonb ELSE jsonb_build_object(%1$L, jsonb_build_object(''new'', to_jsonb(r.%1$I))) END',
        c.name, CASE WHEN c.is_json THEN format(' OR to_jsonb(r.%I) = ''null''::jsonb', c.name) ELSE '' END),
      ' || '), '''{}''::jsonb')
      INTO changes FROM history_change_columns(TG_RELID, skipped) c;
    EXECUTE format($q$
      INSERT INTO history_entries (entity, record_id, record_uuid, record_label, action, changes, actor_id,
        actor_uuid, actor_name, actor_institution_id, actor_institution_name, institution_id, batch_uuid)
      SELECT $1, (n->>'id')::bigint, (n->>'uuid')::uuid, history_label(n), 'create', %s,
        $2, $3, $4, $5, $6, history_institution($1, n), $7
      FROM new_rows r, LATERAL %s AS n
      $q$, changes, history_key_object(TG_RELID, 'r'))
    USING TG_TABLE_NAME, a.id, a.uuid, a.name, a.institution_id, a.institution_name, batch;
  ELSIF TG_OP = 'UPDATE' THEN
    -- {"column": {"old": before, "new": after}} for each tracked column whose JSON value changed;
    -- a row with no such column writes no entry.
    SELECT coalesce(string_agg(format(
        'CASE WHEN to_jsonb(rn.%1$I) IS DISTINCT FROM to_jsonb(ro.%1$I) THEN jsonb_build_object(%1$L, jsonb_build_object(''old'', coalesce(to_jsonb(ro.%1$I), ''null''::jsonb), ''new'', coalesce(to_jsonb(rn.%1$I), ''null''::jsonb))) ELSE ''{}''::jsonb END',
        c.name), ' || '), '''{}''::jsonb')
      INTO changes FROM history_change_columns(TG_RELID, skipped) c;
    EXECUTE format($q$
      INSERT INTO history_entries (entity, record_id, record_uuid, record_label, action, changes, actor_id,
        actor_uuid, actor_name, actor_institution_id, actor_institution_name, institution_id, batch_uuid)
      SELECT $1, (n->>'id')::bigint, (n->>'uuid')::uuid, history_label(n), history_action(c), c,
        $2, $3, $4, $5, $6, history_institution($1, n), $7
      FROM (
        SELECT %s AS n, nullif(%s, '{}'::jsonb) AS c
        FROM old_rows ro JOIN new_rows rn ON rn.id = ro.id
      ) s
      WHERE c IS NOT NULL
      $q$, history_key_object(TG_RELID, 'rn'), changes)
    USING TG_TABLE_NAME, a.id, a.uuid, a.name, a.institution_id, a.institution_name, batch;
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
$$;
