-- One financial statement per year of a tenderer (issue 38). Statements saved twice for a year
-- before this check keep the latest; the older ones are soft-deleted (their history says so).
UPDATE "tenderer_financial_statements" s SET "deleted" = true, "updated_at" = now(), "updated_by" = 'system'
  WHERE NOT s."deleted" AND EXISTS (
    SELECT 1 FROM "tenderer_financial_statements" n
    WHERE NOT n."deleted" AND n."tenderer_id" = s."tenderer_id" AND n."year" = s."year" AND n."id" > s."id");--> statement-breakpoint
CREATE UNIQUE INDEX "tenderer_financial_statements_year_live_key" ON "tenderer_financial_statements" USING btree ("tenderer_id","year") WHERE NOT "tenderer_financial_statements"."deleted";
