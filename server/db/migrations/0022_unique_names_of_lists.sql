-- Live rows that would clash keep their data: all but the oldest get their id appended.
UPDATE "procurement_stages" AS t SET "name" = left(t."name", 150 - length(' (' || t.id || ')')) || ' (' || t.id || ')'
FROM (SELECT id, row_number() OVER (PARTITION BY lower("name") ORDER BY id) AS n FROM "procurement_stages" WHERE NOT deleted) AS d
WHERE t.id = d.id AND d.n > 1;--> statement-breakpoint
-- Live rows that would clash keep their data: all but the oldest get their id appended.
UPDATE "lot_groups" AS t SET "name" = left(t."name", 150 - length(' (' || t.id || ')')) || ' (' || t.id || ')'
FROM (SELECT id, row_number() OVER (PARTITION BY lower("name") ORDER BY id) AS n FROM "lot_groups" WHERE NOT deleted) AS d
WHERE t.id = d.id AND d.n > 1;--> statement-breakpoint
-- Live rows that would clash keep their data: all but the oldest get their id appended.
UPDATE "procurement_method_selection_reasons" AS t SET "reason" = left(t."reason", 500 - length(' (' || t.id || ')')) || ' (' || t.id || ')'
FROM (SELECT id, row_number() OVER (PARTITION BY lower("reason"), coalesce("procurement_method_id", 0) ORDER BY id) AS n FROM "procurement_method_selection_reasons" WHERE NOT deleted) AS d
WHERE t.id = d.id AND d.n > 1;--> statement-breakpoint
CREATE UNIQUE INDEX "procurement_stages_name_live_key" ON "procurement_stages" USING btree (lower("name")) WHERE NOT "procurement_stages"."deleted";--> statement-breakpoint
CREATE UNIQUE INDEX "lot_groups_name_live_key" ON "lot_groups" USING btree (lower("name")) WHERE NOT "lot_groups"."deleted";--> statement-breakpoint
CREATE UNIQUE INDEX "procurement_method_selection_reasons_reason_live_key" ON "procurement_method_selection_reasons" USING btree (lower("reason"),coalesce("procurement_method_id", 0)) WHERE NOT "procurement_method_selection_reasons"."deleted";