CREATE TABLE "ocds_releases" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"release_id" varchar(160) NOT NULL,
	"ocid" varchar(120) NOT NULL,
	"seq" integer NOT NULL,
	"plan_id" bigint NOT NULL,
	"date" timestamp with time zone NOT NULL,
	"tag" varchar(30) NOT NULL,
	"release" jsonb NOT NULL,
	CONSTRAINT "ocds_releases_release_id_unique" UNIQUE("release_id")
);
--> statement-breakpoint
ALTER TABLE "annual_procurement_plan_items" ADD COLUMN "ocid" varchar(120);--> statement-breakpoint
ALTER TABLE "annual_procurement_plans" ADD COLUMN "published_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "annual_procurement_plans" ADD COLUMN "published_by" varchar(120);--> statement-breakpoint
ALTER TABLE "ocds_releases" ADD CONSTRAINT "ocds_releases_plan_id_annual_procurement_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."annual_procurement_plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ocds_releases_date_idx" ON "ocds_releases" USING btree ("date","id");--> statement-breakpoint
CREATE UNIQUE INDEX "ocds_releases_ocid_seq_key" ON "ocds_releases" USING btree ("ocid","seq");--> statement-breakpoint
CREATE INDEX "ocds_releases_plan_idx" ON "ocds_releases" USING btree ("plan_id","ocid","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "annual_procurement_plan_items_ocid_key" ON "annual_procurement_plan_items" USING btree ("ocid");--> statement-breakpoint
-- Published releases are append-only: the database refuses to change or remove one.
CREATE FUNCTION ocds_releases_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'ocds_releases is append-only';
END
$$;--> statement-breakpoint
CREATE TRIGGER ocds_releases_append_only BEFORE UPDATE OR DELETE ON ocds_releases
  FOR EACH ROW EXECUTE FUNCTION ocds_releases_append_only();
