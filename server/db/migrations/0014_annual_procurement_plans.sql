CREATE TABLE "annual_procurement_plan_items" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" varchar(120),
	"updated_at" timestamp with time zone,
	"updated_by" varchar(120),
	"plan_id" bigint NOT NULL,
	"description" varchar(500) NOT NULL,
	"category" varchar(20) NOT NULL,
	"procurement_method_id" bigint NOT NULL,
	"estimated_amount" numeric(18, 2) NOT NULL,
	CONSTRAINT "annual_procurement_plan_items_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
CREATE TABLE "annual_procurement_plans" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" varchar(120),
	"updated_at" timestamp with time zone,
	"updated_by" varchar(120),
	"institution_id" bigint NOT NULL,
	"financial_year_id" bigint NOT NULL,
	"title" varchar(250) NOT NULL,
	"description" text,
	"status" varchar(20) DEFAULT 'DRAFT' NOT NULL,
	"currency" varchar(3) DEFAULT 'TZS' NOT NULL,
	CONSTRAINT "annual_procurement_plans_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
CREATE TABLE "procurement_methods" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" varchar(120),
	"updated_at" timestamp with time zone,
	"updated_by" varchar(120),
	"name" varchar(150) NOT NULL,
	"code" varchar(20) NOT NULL,
	"ocds_method" varchar(20) NOT NULL,
	CONSTRAINT "procurement_methods_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
ALTER TABLE "annual_procurement_plan_items" ADD CONSTRAINT "annual_procurement_plan_items_plan_id_annual_procurement_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."annual_procurement_plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "annual_procurement_plan_items" ADD CONSTRAINT "annual_procurement_plan_items_procurement_method_id_procurement_methods_id_fk" FOREIGN KEY ("procurement_method_id") REFERENCES "public"."procurement_methods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "annual_procurement_plans" ADD CONSTRAINT "annual_procurement_plans_institution_id_institutions_id_fk" FOREIGN KEY ("institution_id") REFERENCES "public"."institutions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "annual_procurement_plans" ADD CONSTRAINT "annual_procurement_plans_financial_year_id_financial_years_id_fk" FOREIGN KEY ("financial_year_id") REFERENCES "public"."financial_years"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "annual_procurement_plan_items_plan_idx" ON "annual_procurement_plan_items" USING btree ("plan_id");--> statement-breakpoint
CREATE INDEX "annual_procurement_plans_institution_idx" ON "annual_procurement_plans" USING btree ("institution_id","deleted","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "procurement_methods_code_live_key" ON "procurement_methods" USING btree ("code") WHERE NOT "procurement_methods"."deleted";