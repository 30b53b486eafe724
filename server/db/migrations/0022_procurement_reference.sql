CREATE TABLE "contract_types" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" varchar(120),
	"updated_at" timestamp with time zone,
	"updated_by" varchar(120),
	"name" varchar(150) NOT NULL,
	"code" varchar(30) NOT NULL,
	"description" varchar(500),
	"procurement_category_id" bigint NOT NULL,
	CONSTRAINT "contract_types_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
CREATE TABLE "departmental_needs" (
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
	"department_name" varchar(150) NOT NULL,
	"description" varchar(500) NOT NULL,
	"procurement_category_id" bigint NOT NULL,
	"quantity" numeric(14, 2) NOT NULL,
	"unit_of_measure_id" bigint,
	"estimated_amount" numeric(18, 2) NOT NULL,
	"gfs_code_id" bigint,
	"status" varchar(20) DEFAULT 'DRAFT' NOT NULL,
	CONSTRAINT "departmental_needs_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
CREATE TABLE "gfs_codes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" varchar(120),
	"updated_at" timestamp with time zone,
	"updated_by" varchar(120),
	"code" varchar(20) NOT NULL,
	"description" varchar(300) NOT NULL,
	"category" varchar(20) NOT NULL,
	CONSTRAINT "gfs_codes_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
CREATE TABLE "holidays" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" varchar(120),
	"updated_at" timestamp with time zone,
	"updated_by" varchar(120),
	"name" varchar(150) NOT NULL,
	"date" date NOT NULL,
	"type" varchar(20) DEFAULT 'public' NOT NULL,
	CONSTRAINT "holidays_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
CREATE TABLE "inspection_tests" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" varchar(120),
	"updated_at" timestamp with time zone,
	"updated_by" varchar(120),
	"inspection_test_question" varchar(500) NOT NULL,
	"input_type" varchar(20) NOT NULL,
	CONSTRAINT "inspection_tests_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
CREATE TABLE "lot_groups" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" varchar(120),
	"updated_at" timestamp with time zone,
	"updated_by" varchar(120),
	"name" varchar(150) NOT NULL,
	"description" varchar(500),
	CONSTRAINT "lot_groups_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
CREATE TABLE "procurement_method_categories" (
	"procurement_method_id" bigint NOT NULL,
	"procurement_category_id" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "procurement_method_selection_reasons" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" varchar(120),
	"updated_at" timestamp with time zone,
	"updated_by" varchar(120),
	"reason" varchar(500) NOT NULL,
	"procurement_method_id" bigint,
	CONSTRAINT "procurement_method_selection_reasons_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
CREATE TABLE "schedules_of_requirements" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" varchar(120),
	"updated_at" timestamp with time zone,
	"updated_by" varchar(120),
	"name" varchar(200) NOT NULL,
	"description" varchar(1000),
	"procurement_category_id" bigint NOT NULL,
	CONSTRAINT "schedules_of_requirements_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
CREATE TABLE "selection_methods" (
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
	"description" varchar(500),
	CONSTRAINT "selection_methods_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
CREATE TABLE "sources_of_funds" (
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
	"description" varchar(500),
	CONSTRAINT "sources_of_funds_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
CREATE TABLE "special_days" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" varchar(120),
	"updated_at" timestamp with time zone,
	"updated_by" varchar(120),
	"name" varchar(150) NOT NULL,
	"date" date NOT NULL,
	"description" varchar(500),
	CONSTRAINT "special_days_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
CREATE TABLE "specification_settings" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" varchar(120),
	"updated_at" timestamp with time zone,
	"updated_by" varchar(120),
	"unspsc_code" varchar(8) NOT NULL,
	"field_name" varchar(150) NOT NULL,
	"field_type" varchar(20) NOT NULL,
	"unit_of_measure_id" bigint,
	"gfs_code_id" bigint,
	"is_required" boolean DEFAULT false NOT NULL,
	"status" varchar(10) DEFAULT 'ACTIVE' NOT NULL,
	CONSTRAINT "specification_settings_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
CREATE TABLE "tender_lots" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" varchar(120),
	"updated_at" timestamp with time zone,
	"updated_by" varchar(120),
	"tender_id" bigint NOT NULL,
	"lot_number" integer NOT NULL,
	"title" varchar(300) NOT NULL,
	"description" text,
	"estimated_amount" numeric(18, 2),
	"lot_group_id" bigint,
	CONSTRAINT "tender_lots_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
CREATE TABLE "tenders" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" varchar(120),
	"updated_at" timestamp with time zone,
	"updated_by" varchar(120),
	"institution_id" bigint NOT NULL,
	"reference_number" varchar(60) NOT NULL,
	"title" varchar(300) NOT NULL,
	"procurement_category_id" bigint NOT NULL,
	"procurement_method_id" bigint,
	"financial_year_id" bigint,
	"status" varchar(20) DEFAULT 'DRAFT' NOT NULL,
	CONSTRAINT "tenders_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
CREATE TABLE "timelines" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" varchar(120),
	"updated_at" timestamp with time zone,
	"updated_by" varchar(120),
	"name" varchar(150) NOT NULL,
	"code" varchar(40) NOT NULL,
	"days" integer NOT NULL,
	"description" varchar(500),
	CONSTRAINT "timelines_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
CREATE TABLE "units_of_measure" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" varchar(120),
	"updated_at" timestamp with time zone,
	"updated_by" varchar(120),
	"name" varchar(100) NOT NULL,
	"symbol" varchar(20) NOT NULL,
	CONSTRAINT "units_of_measure_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
CREATE TABLE "unspsc_codes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" varchar(120),
	"updated_at" timestamp with time zone,
	"updated_by" varchar(120),
	"code" varchar(8) NOT NULL,
	"title" varchar(300) NOT NULL,
	"level" varchar(10) NOT NULL,
	"parent_code" varchar(8),
	CONSTRAINT "unspsc_codes_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
ALTER TABLE "contract_types" ADD CONSTRAINT "contract_types_procurement_category_id_tender_categories_id_fk" FOREIGN KEY ("procurement_category_id") REFERENCES "public"."tender_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "departmental_needs" ADD CONSTRAINT "departmental_needs_institution_id_institutions_id_fk" FOREIGN KEY ("institution_id") REFERENCES "public"."institutions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "departmental_needs" ADD CONSTRAINT "departmental_needs_financial_year_id_financial_years_id_fk" FOREIGN KEY ("financial_year_id") REFERENCES "public"."financial_years"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "departmental_needs" ADD CONSTRAINT "departmental_needs_procurement_category_id_tender_categories_id_fk" FOREIGN KEY ("procurement_category_id") REFERENCES "public"."tender_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "departmental_needs" ADD CONSTRAINT "departmental_needs_unit_of_measure_id_units_of_measure_id_fk" FOREIGN KEY ("unit_of_measure_id") REFERENCES "public"."units_of_measure"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "departmental_needs" ADD CONSTRAINT "departmental_needs_gfs_code_id_gfs_codes_id_fk" FOREIGN KEY ("gfs_code_id") REFERENCES "public"."gfs_codes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "procurement_method_categories" ADD CONSTRAINT "procurement_method_categories_procurement_method_id_procurement_methods_id_fk" FOREIGN KEY ("procurement_method_id") REFERENCES "public"."procurement_methods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "procurement_method_categories" ADD CONSTRAINT "procurement_method_categories_procurement_category_id_tender_categories_id_fk" FOREIGN KEY ("procurement_category_id") REFERENCES "public"."tender_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "procurement_method_selection_reasons" ADD CONSTRAINT "procurement_method_selection_reasons_procurement_method_id_procurement_methods_id_fk" FOREIGN KEY ("procurement_method_id") REFERENCES "public"."procurement_methods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedules_of_requirements" ADD CONSTRAINT "schedules_of_requirements_procurement_category_id_tender_categories_id_fk" FOREIGN KEY ("procurement_category_id") REFERENCES "public"."tender_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "specification_settings" ADD CONSTRAINT "specification_settings_unit_of_measure_id_units_of_measure_id_fk" FOREIGN KEY ("unit_of_measure_id") REFERENCES "public"."units_of_measure"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "specification_settings" ADD CONSTRAINT "specification_settings_gfs_code_id_gfs_codes_id_fk" FOREIGN KEY ("gfs_code_id") REFERENCES "public"."gfs_codes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tender_lots" ADD CONSTRAINT "tender_lots_tender_id_tenders_id_fk" FOREIGN KEY ("tender_id") REFERENCES "public"."tenders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tender_lots" ADD CONSTRAINT "tender_lots_lot_group_id_lot_groups_id_fk" FOREIGN KEY ("lot_group_id") REFERENCES "public"."lot_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenders" ADD CONSTRAINT "tenders_institution_id_institutions_id_fk" FOREIGN KEY ("institution_id") REFERENCES "public"."institutions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenders" ADD CONSTRAINT "tenders_procurement_category_id_tender_categories_id_fk" FOREIGN KEY ("procurement_category_id") REFERENCES "public"."tender_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenders" ADD CONSTRAINT "tenders_procurement_method_id_procurement_methods_id_fk" FOREIGN KEY ("procurement_method_id") REFERENCES "public"."procurement_methods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenders" ADD CONSTRAINT "tenders_financial_year_id_financial_years_id_fk" FOREIGN KEY ("financial_year_id") REFERENCES "public"."financial_years"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "contract_types_code_live_key" ON "contract_types" USING btree ("code") WHERE NOT "contract_types"."deleted";--> statement-breakpoint
CREATE INDEX "contract_types_scope_name_idx" ON "contract_types" USING btree ("deleted","name","id");--> statement-breakpoint
CREATE INDEX "contract_types_scope_code_idx" ON "contract_types" USING btree ("deleted","code","id");--> statement-breakpoint
CREATE INDEX "contract_types_category_idx" ON "contract_types" USING btree ("procurement_category_id","deleted");--> statement-breakpoint
CREATE INDEX "departmental_needs_institution_idx" ON "departmental_needs" USING btree ("institution_id","deleted","created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "gfs_codes_code_live_key" ON "gfs_codes" USING btree ("code") WHERE NOT "gfs_codes"."deleted";--> statement-breakpoint
CREATE UNIQUE INDEX "holidays_date_name_live_key" ON "holidays" USING btree ("date","name") WHERE NOT "holidays"."deleted";--> statement-breakpoint
CREATE INDEX "lot_groups_scope_name_idx" ON "lot_groups" USING btree ("deleted","name","id");--> statement-breakpoint
CREATE UNIQUE INDEX "procurement_method_categories_key" ON "procurement_method_categories" USING btree ("procurement_method_id","procurement_category_id");--> statement-breakpoint
CREATE INDEX "procurement_method_categories_category_idx" ON "procurement_method_categories" USING btree ("procurement_category_id");--> statement-breakpoint
CREATE INDEX "schedules_of_requirements_scope_name_idx" ON "schedules_of_requirements" USING btree ("deleted","name","id");--> statement-breakpoint
CREATE INDEX "schedules_of_requirements_category_idx" ON "schedules_of_requirements" USING btree ("procurement_category_id","deleted");--> statement-breakpoint
CREATE UNIQUE INDEX "selection_methods_code_live_key" ON "selection_methods" USING btree ("code") WHERE NOT "selection_methods"."deleted";--> statement-breakpoint
CREATE UNIQUE INDEX "sources_of_funds_code_live_key" ON "sources_of_funds" USING btree ("code") WHERE NOT "sources_of_funds"."deleted";--> statement-breakpoint
CREATE INDEX "sources_of_funds_scope_name_idx" ON "sources_of_funds" USING btree ("deleted","name","id");--> statement-breakpoint
CREATE UNIQUE INDEX "special_days_date_live_key" ON "special_days" USING btree ("date") WHERE NOT "special_days"."deleted";--> statement-breakpoint
CREATE INDEX "specification_settings_scope_field_idx" ON "specification_settings" USING btree ("deleted","field_name","id");--> statement-breakpoint
CREATE INDEX "specification_settings_scope_unspsc_idx" ON "specification_settings" USING btree ("deleted","unspsc_code","id");--> statement-breakpoint
CREATE INDEX "specification_settings_scope_status_idx" ON "specification_settings" USING btree ("deleted","status","id");--> statement-breakpoint
CREATE INDEX "specification_settings_scope_created_idx" ON "specification_settings" USING btree ("deleted","created_at","id");--> statement-breakpoint
CREATE INDEX "specification_settings_field_trgm_idx" ON "specification_settings" USING gin ("field_name" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "tender_lots_number_live_key" ON "tender_lots" USING btree ("tender_id","lot_number") WHERE NOT "tender_lots"."deleted";--> statement-breakpoint
CREATE INDEX "tender_lots_tender_idx" ON "tender_lots" USING btree ("tender_id","deleted","lot_number","id");--> statement-breakpoint
CREATE UNIQUE INDEX "tenders_reference_live_key" ON "tenders" USING btree ("reference_number") WHERE NOT "tenders"."deleted";--> statement-breakpoint
CREATE INDEX "tenders_institution_idx" ON "tenders" USING btree ("institution_id","deleted");--> statement-breakpoint
CREATE UNIQUE INDEX "timelines_code_live_key" ON "timelines" USING btree ("code") WHERE NOT "timelines"."deleted";--> statement-breakpoint
CREATE UNIQUE INDEX "units_of_measure_name_live_key" ON "units_of_measure" USING btree (lower("name")) WHERE NOT "units_of_measure"."deleted";--> statement-breakpoint
CREATE UNIQUE INDEX "unspsc_codes_code_live_key" ON "unspsc_codes" USING btree ("code") WHERE NOT "unspsc_codes"."deleted";--> statement-breakpoint
CREATE INDEX "unspsc_codes_level_idx" ON "unspsc_codes" USING btree ("level","code");