DROP INDEX "roles_name_live_key";--> statement-breakpoint
ALTER TABLE "attempt_counters" ADD COLUMN "locked_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "attempt_counters" ADD COLUMN "lockouts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- An institution's role named like a base role (any case, spaces or underscores) gets its id appended:
-- the base roles' names are reserved.
UPDATE "roles" AS t SET "name" = left(t."name", 120 - length('_' || t.id)) || '_' || t.id
FROM "roles" AS base
WHERE t."institution_id" IS NOT NULL AND NOT t.deleted AND base."institution_id" IS NULL AND NOT base.deleted
AND lower(regexp_replace(t."name", '[[:space:]_-]+', '', 'g')) = lower(regexp_replace(base."name", '[[:space:]_-]+', '', 'g'));--> statement-breakpoint
-- Live roles of one institution whose names read the same keep their data: all but the oldest get their id appended.
UPDATE "roles" AS t SET "name" = left(t."name", 120 - length('_' || t.id)) || '_' || t.id
FROM (SELECT id, row_number() OVER (PARTITION BY coalesce("institution_id", 0), lower(regexp_replace("name", '[[:space:]_-]+', '', 'g')) ORDER BY id) AS n FROM "roles" WHERE NOT deleted) AS d
WHERE t.id = d.id AND d.n > 1;--> statement-breakpoint
CREATE UNIQUE INDEX "roles_name_live_key" ON "roles" USING btree (coalesce("institution_id", 0),lower(regexp_replace("name", '[[:space:]_-]+', '', 'g'))) WHERE NOT "roles"."deleted";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "failed_login_count";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "locked_until";