CREATE TABLE "record_presence" (
	"entity" varchar(63) NOT NULL,
	"record_uuid" uuid NOT NULL,
	"user_id" bigint NOT NULL,
	"user_name" varchar(200) NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "record_presence_entity_record_uuid_user_id_pk" PRIMARY KEY("entity","record_uuid","user_id")
);
--> statement-breakpoint
CREATE INDEX "record_presence_expires_idx" ON "record_presence" USING btree ("expires_at");--> statement-breakpoint
-- Live lists (decision 107): every change of every entity table already writes history entries in
-- its own statement (migration 0027), so one trigger on history_entries tells listening processes of
-- every change, whoever wrote it. A notification is sent at commit only (NOTIFY's rule), so a change
-- rolled back is never announced.
--
-- Nobody watching, nothing done: a process listens only while someone subscribes, on a connection
-- named zabuni-live (PostgreSQL server) or, on the embedded database, with zabuni.live_watched set on
-- its one session.
CREATE FUNCTION live_watched() RETURNS boolean LANGUAGE sql STABLE AS $$
  SELECT coalesce(current_setting('zabuni.live_watched', true), '') = 'on'
    OR EXISTS (SELECT 1 FROM pg_stat_activity
      WHERE datname = current_database() AND application_name = 'zabuni-live')
$$;--> statement-breakpoint
-- One notification per changed record on channel zabuni_records, as JSON: e entity (table), u record
-- uuid, a action, v version now (null once erased), n and w the actor's name and uuid, i the record's
-- institution (null for shared lists). A statement of more than 100 records (an import) sends one
-- notification per table and institution instead, with no uuid: lists reload, no record is named.
CREATE FUNCTION live_notify() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  r record;
  v integer;
  many boolean;
BEGIN
  IF NOT live_watched() THEN
    RETURN NULL;
  END IF;
  many := (SELECT count(*) FROM (SELECT 1 FROM new_rows LIMIT 101) s) > 100;
  IF many THEN
    FOR r IN SELECT DISTINCT entity, institution_id FROM new_rows LOOP
      PERFORM pg_notify('zabuni_records', json_build_object('e', r.entity, 'a', 'many',
        'i', r.institution_id)::text);
    END LOOP;
    RETURN NULL;
  END IF;
  FOR r IN SELECT * FROM new_rows ORDER BY id LOOP
    EXECUTE format('SELECT (to_jsonb(t)->>''version'')::int FROM %I t WHERE id = $1', r.entity)
      INTO v USING r.record_id;
    PERFORM pg_notify('zabuni_records', json_build_object('e', r.entity, 'u', r.record_uuid,
      'a', r.action, 'v', v, 'n', r.actor_name, 'w', r.actor_uuid, 'i', r.institution_id)::text);
  END LOOP;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER live_notify AFTER INSERT ON history_entries REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION live_notify();
