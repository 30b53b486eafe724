CREATE TABLE "administrative_areas" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" varchar(120),
	"updated_at" timestamp with time zone,
	"updated_by" varchar(120),
	"type" varchar(20) NOT NULL,
	"name" varchar(150) NOT NULL,
	"code" varchar(60) NOT NULL,
	"parent_id" bigint,
	CONSTRAINT "administrative_areas_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
CREATE TABLE "branch_users" (
	"branch_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"assigned_at" timestamp with time zone DEFAULT now() NOT NULL,
	"assigned_by" varchar(120),
	CONSTRAINT "branch_users_branch_id_user_id_pk" PRIMARY KEY("branch_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "branches" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" varchar(120),
	"updated_at" timestamp with time zone,
	"updated_by" varchar(120),
	"institution_id" bigint NOT NULL,
	"administrative_area_id" bigint,
	"branch_code" varchar(30) NOT NULL,
	"branch_name" varchar(150) NOT NULL,
	"tracking_branch_code" varchar(30),
	"location" varchar(250),
	CONSTRAINT "branches_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
CREATE TABLE "department_members" (
	"department_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" varchar(120)
);
--> statement-breakpoint
CREATE TABLE "departments" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" varchar(120),
	"updated_at" timestamp with time zone,
	"updated_by" varchar(120),
	"institution_id" bigint NOT NULL,
	"name" varchar(150) NOT NULL,
	"code" varchar(30) NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"head_user_id" bigint,
	CONSTRAINT "departments_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
CREATE TABLE "designations" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" varchar(120),
	"updated_at" timestamp with time zone,
	"updated_by" varchar(120),
	"institution_id" bigint NOT NULL,
	"name" varchar(150) NOT NULL,
	CONSTRAINT "designations_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
CREATE TABLE "approval_stages" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" varchar(120),
	"updated_at" timestamp with time zone,
	"updated_by" varchar(120),
	"institution_id" bigint NOT NULL,
	"name" varchar(120) NOT NULL,
	"role_name" varchar(120) NOT NULL,
	"position" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "approval_stages_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
CREATE TABLE "institution_categories" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" varchar(120),
	"updated_at" timestamp with time zone,
	"updated_by" varchar(120),
	"name" varchar(120) NOT NULL,
	CONSTRAINT "institution_categories_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
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
CREATE TABLE "academic_levels" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" varchar(120),
	"updated_at" timestamp with time zone,
	"updated_by" varchar(120),
	"name" varchar(200) NOT NULL,
	"description" varchar(500),
	"rank" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "academic_levels_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
CREATE TABLE "business_license_authorities" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" varchar(120),
	"updated_at" timestamp with time zone,
	"updated_by" varchar(120),
	"name" varchar(200) NOT NULL,
	"description" varchar(500),
	"acronym" varchar(20),
	"authority_type" varchar(20) DEFAULT 'CENTRAL' NOT NULL,
	CONSTRAINT "business_license_authorities_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
CREATE TABLE "business_line_configurations" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" varchar(120),
	"updated_at" timestamp with time zone,
	"updated_by" varchar(120),
	"business_line_id" bigint NOT NULL,
	"statutory_board_id" bigint,
	"business_license_authority_id" bigint,
	"requires_board_registration" boolean DEFAULT false NOT NULL,
	"requires_business_license" boolean DEFAULT true NOT NULL,
	"description" varchar(500),
	CONSTRAINT "business_line_configurations_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
CREATE TABLE "business_line_global_configurations" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" varchar(120),
	"updated_at" timestamp with time zone,
	"updated_by" varchar(120),
	"name" varchar(200) NOT NULL,
	"description" varchar(500),
	"value" varchar(200) NOT NULL,
	CONSTRAINT "business_line_global_configurations_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
CREATE TABLE "business_lines" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" varchar(120),
	"updated_at" timestamp with time zone,
	"updated_by" varchar(120),
	"name" varchar(200) NOT NULL,
	"description" varchar(500),
	"code" varchar(30),
	"tender_category_id" bigint,
	CONSTRAINT "business_lines_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
CREATE TABLE "countries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" varchar(120),
	"updated_at" timestamp with time zone,
	"updated_by" varchar(120),
	"name" varchar(120) NOT NULL,
	"iso_code" varchar(2) NOT NULL,
	"phone_code" varchar(6) NOT NULL,
	CONSTRAINT "countries_uuid_unique" UNIQUE("uuid"),
	CONSTRAINT "countries_iso_code_unique" UNIQUE("iso_code")
);
--> statement-breakpoint
CREATE TABLE "equipment_types" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" varchar(120),
	"updated_at" timestamp with time zone,
	"updated_by" varchar(120),
	"name" varchar(200) NOT NULL,
	"description" varchar(500),
	"category" varchar(60),
	CONSTRAINT "equipment_types_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
CREATE TABLE "institution_activities" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" varchar(120),
	"updated_at" timestamp with time zone,
	"updated_by" varchar(120),
	"name" varchar(200) NOT NULL,
	"description" varchar(500),
	CONSTRAINT "institution_activities_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
CREATE TABLE "offer_types" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" varchar(120),
	"updated_at" timestamp with time zone,
	"updated_by" varchar(120),
	"name" varchar(200) NOT NULL,
	"description" varchar(500),
	CONSTRAINT "offer_types_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
CREATE TABLE "professional_qualifications" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" varchar(120),
	"updated_at" timestamp with time zone,
	"updated_by" varchar(120),
	"name" varchar(200) NOT NULL,
	"description" varchar(500),
	"acronym" varchar(30),
	"awarding_body" varchar(200),
	CONSTRAINT "professional_qualifications_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
CREATE TABLE "statutory_boards" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" varchar(120),
	"updated_at" timestamp with time zone,
	"updated_by" varchar(120),
	"name" varchar(200) NOT NULL,
	"description" varchar(500),
	"acronym" varchar(20),
	CONSTRAINT "statutory_boards_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
CREATE TABLE "statutory_offers" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" varchar(120),
	"updated_at" timestamp with time zone,
	"updated_by" varchar(120),
	"name" varchar(200) NOT NULL,
	"description" varchar(500),
	"issuing_authority" varchar(200),
	CONSTRAINT "statutory_offers_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
CREATE TABLE "tender_categories" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" varchar(120),
	"updated_at" timestamp with time zone,
	"updated_by" varchar(120),
	"name" varchar(200) NOT NULL,
	"description" varchar(500),
	"code" varchar(20) NOT NULL,
	CONSTRAINT "tender_categories_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
CREATE TABLE "tender_sub_categories" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" varchar(120),
	"updated_at" timestamp with time zone,
	"updated_by" varchar(120),
	"name" varchar(200) NOT NULL,
	"description" varchar(500),
	"tender_category_id" bigint NOT NULL,
	CONSTRAINT "tender_sub_categories_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
CREATE TABLE "tenderer_categories" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" varchar(120),
	"updated_at" timestamp with time zone,
	"updated_by" varchar(120),
	"name" varchar(200) NOT NULL,
	"description" varchar(500),
	CONSTRAINT "tenderer_categories_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
CREATE TABLE "tenderer_profile_settings" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" varchar(120),
	"updated_at" timestamp with time zone,
	"updated_by" varchar(120),
	"name" varchar(200) NOT NULL,
	"description" varchar(500),
	"code" varchar(40) NOT NULL,
	"is_required" boolean DEFAULT false NOT NULL,
	CONSTRAINT "tenderer_profile_settings_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
CREATE TABLE "tenderer_source_of_funds" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" varchar(120),
	"updated_at" timestamp with time zone,
	"updated_by" varchar(120),
	"name" varchar(200) NOT NULL,
	"description" varchar(500),
	CONSTRAINT "tenderer_source_of_funds_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
CREATE TABLE "service_groups" (
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
	"description" text,
	CONSTRAINT "service_groups_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
CREATE TABLE "service_subscriptions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" varchar(120),
	"updated_at" timestamp with time zone,
	"updated_by" varchar(120),
	"service_id" bigint NOT NULL,
	"provider_institution_id" bigint NOT NULL,
	"client_institution_id" bigint NOT NULL,
	"confirmed" boolean DEFAULT false NOT NULL,
	"confirmed_at" timestamp with time zone,
	"confirmed_by" varchar(120),
	CONSTRAINT "service_subscriptions_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
CREATE TABLE "service_users" (
	"service_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"assigned_at" timestamp with time zone DEFAULT now() NOT NULL,
	"assigned_by" varchar(120),
	CONSTRAINT "service_users_service_id_user_id_pk" PRIMARY KEY("service_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "services" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" varchar(120),
	"updated_at" timestamp with time zone,
	"updated_by" varchar(120),
	"provider_institution_id" bigint NOT NULL,
	"service_group_id" bigint NOT NULL,
	"name" varchar(150) NOT NULL,
	"code" varchar(40) NOT NULL,
	"description" text,
	CONSTRAINT "services_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
CREATE TABLE "tenderer_tender_categories" (
	"tenderer_id" bigint NOT NULL,
	"tender_category_id" bigint NOT NULL,
	CONSTRAINT "tenderer_tender_categories_tenderer_id_tender_category_id_pk" PRIMARY KEY("tenderer_id","tender_category_id")
);
--> statement-breakpoint
ALTER TABLE "institutions" ADD COLUMN "code" varchar(30);--> statement-breakpoint
ALTER TABLE "institutions" ADD COLUMN "category_id" bigint;--> statement-breakpoint
ALTER TABLE "institutions" ADD COLUMN "parent_id" bigint;--> statement-breakpoint
ALTER TABLE "institutions" ADD COLUMN "email" varchar(254);--> statement-breakpoint
ALTER TABLE "institutions" ADD COLUMN "phone" varchar(20);--> statement-breakpoint
ALTER TABLE "institutions" ADD COLUMN "postal_address" varchar(250);--> statement-breakpoint
ALTER TABLE "institutions" ADD COLUMN "physical_address" varchar(250);--> statement-breakpoint
ALTER TABLE "institutions" ADD COLUMN "website" varchar(250);--> statement-breakpoint
ALTER TABLE "institutions" ADD COLUMN "external_id" varchar(60);--> statement-breakpoint
ALTER TABLE "institutions" ADD COLUMN "incident_handling_mode" varchar(20) DEFAULT 'PLATFORM' NOT NULL;--> statement-breakpoint
ALTER TABLE "institutions" ADD COLUMN "last_synced_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "check_number" varchar(30);--> statement-breakpoint
ALTER TABLE "tenderers" ADD COLUMN "email" varchar(254);--> statement-breakpoint
ALTER TABLE "tenderers" ADD COLUMN "phone" varchar(20);--> statement-breakpoint
ALTER TABLE "tenderers" ADD COLUMN "tin" varchar(20);--> statement-breakpoint
ALTER TABLE "tenderers" ADD COLUMN "tenderer_category_id" bigint;--> statement-breakpoint
ALTER TABLE "tenderers" ADD COLUMN "country_id" bigint;--> statement-breakpoint
ALTER TABLE "tenderers" ADD COLUMN "physical_address" varchar(250);--> statement-breakpoint
ALTER TABLE "tenderers" ADD COLUMN "postal_address" varchar(250);--> statement-breakpoint
ALTER TABLE "tenderers" ADD COLUMN "certificate_number" varchar(40);--> statement-breakpoint
ALTER TABLE "tenderers" ADD COLUMN "certificate_issued_on" date;--> statement-breakpoint
ALTER TABLE "tenderers" ADD COLUMN "certificate_expires_on" date;--> statement-breakpoint
ALTER TABLE "administrative_areas" ADD CONSTRAINT "administrative_areas_parent_id_administrative_areas_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."administrative_areas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "branch_users" ADD CONSTRAINT "branch_users_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "branch_users" ADD CONSTRAINT "branch_users_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "branches" ADD CONSTRAINT "branches_institution_id_institutions_id_fk" FOREIGN KEY ("institution_id") REFERENCES "public"."institutions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "branches" ADD CONSTRAINT "branches_administrative_area_id_administrative_areas_id_fk" FOREIGN KEY ("administrative_area_id") REFERENCES "public"."administrative_areas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "department_members" ADD CONSTRAINT "department_members_department_id_departments_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."departments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "department_members" ADD CONSTRAINT "department_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "departments" ADD CONSTRAINT "departments_institution_id_institutions_id_fk" FOREIGN KEY ("institution_id") REFERENCES "public"."institutions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "departments" ADD CONSTRAINT "departments_head_user_id_users_id_fk" FOREIGN KEY ("head_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "designations" ADD CONSTRAINT "designations_institution_id_institutions_id_fk" FOREIGN KEY ("institution_id") REFERENCES "public"."institutions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_stages" ADD CONSTRAINT "approval_stages_institution_id_institutions_id_fk" FOREIGN KEY ("institution_id") REFERENCES "public"."institutions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
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
ALTER TABLE "business_line_configurations" ADD CONSTRAINT "business_line_configurations_business_line_id_business_lines_id_fk" FOREIGN KEY ("business_line_id") REFERENCES "public"."business_lines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_line_configurations" ADD CONSTRAINT "business_line_configurations_statutory_board_id_statutory_boards_id_fk" FOREIGN KEY ("statutory_board_id") REFERENCES "public"."statutory_boards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_line_configurations" ADD CONSTRAINT "business_line_configurations_business_license_authority_id_business_license_authorities_id_fk" FOREIGN KEY ("business_license_authority_id") REFERENCES "public"."business_license_authorities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_lines" ADD CONSTRAINT "business_lines_tender_category_id_tender_categories_id_fk" FOREIGN KEY ("tender_category_id") REFERENCES "public"."tender_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tender_sub_categories" ADD CONSTRAINT "tender_sub_categories_tender_category_id_tender_categories_id_fk" FOREIGN KEY ("tender_category_id") REFERENCES "public"."tender_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_subscriptions" ADD CONSTRAINT "service_subscriptions_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_subscriptions" ADD CONSTRAINT "service_subscriptions_provider_institution_id_institutions_id_fk" FOREIGN KEY ("provider_institution_id") REFERENCES "public"."institutions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_subscriptions" ADD CONSTRAINT "service_subscriptions_client_institution_id_institutions_id_fk" FOREIGN KEY ("client_institution_id") REFERENCES "public"."institutions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_users" ADD CONSTRAINT "service_users_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_users" ADD CONSTRAINT "service_users_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_provider_institution_id_institutions_id_fk" FOREIGN KEY ("provider_institution_id") REFERENCES "public"."institutions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_service_group_id_service_groups_id_fk" FOREIGN KEY ("service_group_id") REFERENCES "public"."service_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenderer_tender_categories" ADD CONSTRAINT "tenderer_tender_categories_tenderer_id_tenderers_id_fk" FOREIGN KEY ("tenderer_id") REFERENCES "public"."tenderers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenderer_tender_categories" ADD CONSTRAINT "tenderer_tender_categories_tender_category_id_tender_categories_id_fk" FOREIGN KEY ("tender_category_id") REFERENCES "public"."tender_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "administrative_areas_code_live_key" ON "administrative_areas" USING btree ("code") WHERE NOT "administrative_areas"."deleted";--> statement-breakpoint
CREATE INDEX "administrative_areas_scope_name_idx" ON "administrative_areas" USING btree ("deleted","name","id");--> statement-breakpoint
CREATE INDEX "administrative_areas_scope_type_name_idx" ON "administrative_areas" USING btree ("deleted","type","name","id");--> statement-breakpoint
CREATE INDEX "administrative_areas_scope_code_idx" ON "administrative_areas" USING btree ("deleted","code","id");--> statement-breakpoint
CREATE INDEX "administrative_areas_scope_created_idx" ON "administrative_areas" USING btree ("deleted","created_at","id");--> statement-breakpoint
CREATE INDEX "administrative_areas_parent_idx" ON "administrative_areas" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "administrative_areas_name_trgm_idx" ON "administrative_areas" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "branch_users_user_key" ON "branch_users" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "branches_institution_code_live_key" ON "branches" USING btree ("institution_id",lower("branch_code")) WHERE NOT "branches"."deleted";--> statement-breakpoint
CREATE INDEX "branches_institution_name_idx" ON "branches" USING btree ("institution_id","deleted","branch_name","id");--> statement-breakpoint
CREATE INDEX "branches_area_idx" ON "branches" USING btree ("administrative_area_id");--> statement-breakpoint
CREATE UNIQUE INDEX "department_members_user_key" ON "department_members" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "department_members_department_idx" ON "department_members" USING btree ("department_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "departments_code_live_key" ON "departments" USING btree ("institution_id",lower("code")) WHERE NOT "departments"."deleted";--> statement-breakpoint
CREATE UNIQUE INDEX "departments_name_live_key" ON "departments" USING btree ("institution_id",lower("name")) WHERE NOT "departments"."deleted";--> statement-breakpoint
CREATE UNIQUE INDEX "departments_one_default_key" ON "departments" USING btree ("institution_id") WHERE "departments"."is_default" AND NOT "departments"."deleted";--> statement-breakpoint
CREATE INDEX "departments_institution_name_idx" ON "departments" USING btree ("institution_id","deleted","name","id");--> statement-breakpoint
CREATE INDEX "departments_scope_name_idx" ON "departments" USING btree ("deleted","name","id");--> statement-breakpoint
CREATE INDEX "departments_scope_code_idx" ON "departments" USING btree ("deleted","code","id");--> statement-breakpoint
CREATE INDEX "departments_scope_created_idx" ON "departments" USING btree ("deleted","created_at","id");--> statement-breakpoint
CREATE INDEX "departments_name_trgm_idx" ON "departments" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "designations_name_live_key" ON "designations" USING btree ("institution_id",lower("name")) WHERE NOT "designations"."deleted";--> statement-breakpoint
CREATE INDEX "designations_institution_name_idx" ON "designations" USING btree ("institution_id","deleted","name","id");--> statement-breakpoint
CREATE INDEX "designations_scope_name_idx" ON "designations" USING btree ("deleted","name","id");--> statement-breakpoint
CREATE INDEX "designations_scope_created_idx" ON "designations" USING btree ("deleted","created_at","id");--> statement-breakpoint
CREATE INDEX "designations_name_trgm_idx" ON "designations" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "approval_stages_institution_idx" ON "approval_stages" USING btree ("institution_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "institution_categories_name_live_key" ON "institution_categories" USING btree (lower("name")) WHERE NOT "institution_categories"."deleted";--> statement-breakpoint
CREATE INDEX "institution_categories_scope_name_idx" ON "institution_categories" USING btree ("deleted","name","id");--> statement-breakpoint
CREATE INDEX "institution_categories_scope_active_name_idx" ON "institution_categories" USING btree ("deleted","active","name","id");--> statement-breakpoint
CREATE INDEX "institution_categories_scope_created_idx" ON "institution_categories" USING btree ("deleted","created_at","id");--> statement-breakpoint
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
CREATE INDEX "unspsc_codes_level_idx" ON "unspsc_codes" USING btree ("level","code");--> statement-breakpoint
CREATE UNIQUE INDEX "academic_levels_name_live_key" ON "academic_levels" USING btree (lower("name")) WHERE NOT "academic_levels"."deleted";--> statement-breakpoint
CREATE INDEX "academic_levels_scope_name_idx" ON "academic_levels" USING btree ("deleted","name","id");--> statement-breakpoint
CREATE INDEX "academic_levels_scope_active_name_idx" ON "academic_levels" USING btree ("deleted","active","name","id");--> statement-breakpoint
CREATE INDEX "academic_levels_scope_created_idx" ON "academic_levels" USING btree ("deleted","created_at","id");--> statement-breakpoint
CREATE INDEX "academic_levels_name_trgm_idx" ON "academic_levels" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "academic_levels_scope_rank_idx" ON "academic_levels" USING btree ("deleted","rank","id");--> statement-breakpoint
CREATE UNIQUE INDEX "business_license_authorities_name_live_key" ON "business_license_authorities" USING btree (lower("name")) WHERE NOT "business_license_authorities"."deleted";--> statement-breakpoint
CREATE INDEX "business_license_authorities_scope_name_idx" ON "business_license_authorities" USING btree ("deleted","name","id");--> statement-breakpoint
CREATE INDEX "business_license_authorities_scope_active_name_idx" ON "business_license_authorities" USING btree ("deleted","active","name","id");--> statement-breakpoint
CREATE INDEX "business_license_authorities_scope_created_idx" ON "business_license_authorities" USING btree ("deleted","created_at","id");--> statement-breakpoint
CREATE INDEX "business_license_authorities_name_trgm_idx" ON "business_license_authorities" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "business_license_authorities_scope_type_name_idx" ON "business_license_authorities" USING btree ("deleted","authority_type","name","id");--> statement-breakpoint
CREATE UNIQUE INDEX "business_line_configurations_line_live_key" ON "business_line_configurations" USING btree ("business_line_id") WHERE NOT "business_line_configurations"."deleted";--> statement-breakpoint
CREATE INDEX "business_line_configurations_scope_created_idx" ON "business_line_configurations" USING btree ("deleted","created_at","id");--> statement-breakpoint
CREATE INDEX "business_line_configurations_scope_active_idx" ON "business_line_configurations" USING btree ("deleted","active","id");--> statement-breakpoint
CREATE UNIQUE INDEX "business_line_global_configurations_name_live_key" ON "business_line_global_configurations" USING btree (lower("name")) WHERE NOT "business_line_global_configurations"."deleted";--> statement-breakpoint
CREATE INDEX "business_line_global_configurations_scope_name_idx" ON "business_line_global_configurations" USING btree ("deleted","name","id");--> statement-breakpoint
CREATE INDEX "business_line_global_configurations_scope_active_name_idx" ON "business_line_global_configurations" USING btree ("deleted","active","name","id");--> statement-breakpoint
CREATE INDEX "business_line_global_configurations_scope_created_idx" ON "business_line_global_configurations" USING btree ("deleted","created_at","id");--> statement-breakpoint
CREATE INDEX "business_line_global_configurations_name_trgm_idx" ON "business_line_global_configurations" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "business_lines_name_live_key" ON "business_lines" USING btree (lower("name")) WHERE NOT "business_lines"."deleted";--> statement-breakpoint
CREATE INDEX "business_lines_scope_name_idx" ON "business_lines" USING btree ("deleted","name","id");--> statement-breakpoint
CREATE INDEX "business_lines_scope_active_name_idx" ON "business_lines" USING btree ("deleted","active","name","id");--> statement-breakpoint
CREATE INDEX "business_lines_scope_created_idx" ON "business_lines" USING btree ("deleted","created_at","id");--> statement-breakpoint
CREATE INDEX "business_lines_name_trgm_idx" ON "business_lines" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "business_lines_scope_category_name_idx" ON "business_lines" USING btree ("deleted","tender_category_id","name","id");--> statement-breakpoint
CREATE INDEX "countries_scope_name_idx" ON "countries" USING btree ("deleted","name","id");--> statement-breakpoint
CREATE UNIQUE INDEX "equipment_types_name_live_key" ON "equipment_types" USING btree (lower("name")) WHERE NOT "equipment_types"."deleted";--> statement-breakpoint
CREATE INDEX "equipment_types_scope_name_idx" ON "equipment_types" USING btree ("deleted","name","id");--> statement-breakpoint
CREATE INDEX "equipment_types_scope_active_name_idx" ON "equipment_types" USING btree ("deleted","active","name","id");--> statement-breakpoint
CREATE INDEX "equipment_types_scope_created_idx" ON "equipment_types" USING btree ("deleted","created_at","id");--> statement-breakpoint
CREATE INDEX "equipment_types_name_trgm_idx" ON "equipment_types" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "institution_activities_name_live_key" ON "institution_activities" USING btree (lower("name")) WHERE NOT "institution_activities"."deleted";--> statement-breakpoint
CREATE INDEX "institution_activities_scope_name_idx" ON "institution_activities" USING btree ("deleted","name","id");--> statement-breakpoint
CREATE INDEX "institution_activities_scope_active_name_idx" ON "institution_activities" USING btree ("deleted","active","name","id");--> statement-breakpoint
CREATE INDEX "institution_activities_scope_created_idx" ON "institution_activities" USING btree ("deleted","created_at","id");--> statement-breakpoint
CREATE INDEX "institution_activities_name_trgm_idx" ON "institution_activities" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "offer_types_name_live_key" ON "offer_types" USING btree (lower("name")) WHERE NOT "offer_types"."deleted";--> statement-breakpoint
CREATE INDEX "offer_types_scope_name_idx" ON "offer_types" USING btree ("deleted","name","id");--> statement-breakpoint
CREATE INDEX "offer_types_scope_active_name_idx" ON "offer_types" USING btree ("deleted","active","name","id");--> statement-breakpoint
CREATE INDEX "offer_types_scope_created_idx" ON "offer_types" USING btree ("deleted","created_at","id");--> statement-breakpoint
CREATE INDEX "offer_types_name_trgm_idx" ON "offer_types" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "professional_qualifications_name_live_key" ON "professional_qualifications" USING btree (lower("name")) WHERE NOT "professional_qualifications"."deleted";--> statement-breakpoint
CREATE INDEX "professional_qualifications_scope_name_idx" ON "professional_qualifications" USING btree ("deleted","name","id");--> statement-breakpoint
CREATE INDEX "professional_qualifications_scope_active_name_idx" ON "professional_qualifications" USING btree ("deleted","active","name","id");--> statement-breakpoint
CREATE INDEX "professional_qualifications_scope_created_idx" ON "professional_qualifications" USING btree ("deleted","created_at","id");--> statement-breakpoint
CREATE INDEX "professional_qualifications_name_trgm_idx" ON "professional_qualifications" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "statutory_boards_name_live_key" ON "statutory_boards" USING btree (lower("name")) WHERE NOT "statutory_boards"."deleted";--> statement-breakpoint
CREATE INDEX "statutory_boards_scope_name_idx" ON "statutory_boards" USING btree ("deleted","name","id");--> statement-breakpoint
CREATE INDEX "statutory_boards_scope_active_name_idx" ON "statutory_boards" USING btree ("deleted","active","name","id");--> statement-breakpoint
CREATE INDEX "statutory_boards_scope_created_idx" ON "statutory_boards" USING btree ("deleted","created_at","id");--> statement-breakpoint
CREATE INDEX "statutory_boards_name_trgm_idx" ON "statutory_boards" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "statutory_offers_name_live_key" ON "statutory_offers" USING btree (lower("name")) WHERE NOT "statutory_offers"."deleted";--> statement-breakpoint
CREATE INDEX "statutory_offers_scope_name_idx" ON "statutory_offers" USING btree ("deleted","name","id");--> statement-breakpoint
CREATE INDEX "statutory_offers_scope_active_name_idx" ON "statutory_offers" USING btree ("deleted","active","name","id");--> statement-breakpoint
CREATE INDEX "statutory_offers_scope_created_idx" ON "statutory_offers" USING btree ("deleted","created_at","id");--> statement-breakpoint
CREATE INDEX "statutory_offers_name_trgm_idx" ON "statutory_offers" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "tender_categories_name_live_key" ON "tender_categories" USING btree (lower("name")) WHERE NOT "tender_categories"."deleted";--> statement-breakpoint
CREATE INDEX "tender_categories_scope_name_idx" ON "tender_categories" USING btree ("deleted","name","id");--> statement-breakpoint
CREATE INDEX "tender_categories_scope_active_name_idx" ON "tender_categories" USING btree ("deleted","active","name","id");--> statement-breakpoint
CREATE INDEX "tender_categories_scope_created_idx" ON "tender_categories" USING btree ("deleted","created_at","id");--> statement-breakpoint
CREATE INDEX "tender_categories_name_trgm_idx" ON "tender_categories" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "tender_categories_code_live_key" ON "tender_categories" USING btree (lower("code")) WHERE NOT "tender_categories"."deleted";--> statement-breakpoint
CREATE UNIQUE INDEX "tender_sub_categories_name_live_key" ON "tender_sub_categories" USING btree ("tender_category_id",lower("name")) WHERE NOT "tender_sub_categories"."deleted";--> statement-breakpoint
CREATE INDEX "tender_sub_categories_scope_name_idx" ON "tender_sub_categories" USING btree ("deleted","name","id");--> statement-breakpoint
CREATE INDEX "tender_sub_categories_scope_active_name_idx" ON "tender_sub_categories" USING btree ("deleted","active","name","id");--> statement-breakpoint
CREATE INDEX "tender_sub_categories_scope_category_name_idx" ON "tender_sub_categories" USING btree ("deleted","tender_category_id","name","id");--> statement-breakpoint
CREATE INDEX "tender_sub_categories_scope_created_idx" ON "tender_sub_categories" USING btree ("deleted","created_at","id");--> statement-breakpoint
CREATE INDEX "tender_sub_categories_name_trgm_idx" ON "tender_sub_categories" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "tenderer_categories_name_live_key" ON "tenderer_categories" USING btree (lower("name")) WHERE NOT "tenderer_categories"."deleted";--> statement-breakpoint
CREATE INDEX "tenderer_categories_scope_name_idx" ON "tenderer_categories" USING btree ("deleted","name","id");--> statement-breakpoint
CREATE INDEX "tenderer_categories_scope_active_name_idx" ON "tenderer_categories" USING btree ("deleted","active","name","id");--> statement-breakpoint
CREATE INDEX "tenderer_categories_scope_created_idx" ON "tenderer_categories" USING btree ("deleted","created_at","id");--> statement-breakpoint
CREATE INDEX "tenderer_categories_name_trgm_idx" ON "tenderer_categories" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "tenderer_profile_settings_name_live_key" ON "tenderer_profile_settings" USING btree (lower("name")) WHERE NOT "tenderer_profile_settings"."deleted";--> statement-breakpoint
CREATE INDEX "tenderer_profile_settings_scope_name_idx" ON "tenderer_profile_settings" USING btree ("deleted","name","id");--> statement-breakpoint
CREATE INDEX "tenderer_profile_settings_scope_active_name_idx" ON "tenderer_profile_settings" USING btree ("deleted","active","name","id");--> statement-breakpoint
CREATE INDEX "tenderer_profile_settings_scope_created_idx" ON "tenderer_profile_settings" USING btree ("deleted","created_at","id");--> statement-breakpoint
CREATE INDEX "tenderer_profile_settings_name_trgm_idx" ON "tenderer_profile_settings" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "tenderer_profile_settings_code_live_key" ON "tenderer_profile_settings" USING btree ("code") WHERE NOT "tenderer_profile_settings"."deleted";--> statement-breakpoint
CREATE UNIQUE INDEX "tenderer_source_of_funds_name_live_key" ON "tenderer_source_of_funds" USING btree (lower("name")) WHERE NOT "tenderer_source_of_funds"."deleted";--> statement-breakpoint
CREATE INDEX "tenderer_source_of_funds_scope_name_idx" ON "tenderer_source_of_funds" USING btree ("deleted","name","id");--> statement-breakpoint
CREATE INDEX "tenderer_source_of_funds_scope_active_name_idx" ON "tenderer_source_of_funds" USING btree ("deleted","active","name","id");--> statement-breakpoint
CREATE INDEX "tenderer_source_of_funds_scope_created_idx" ON "tenderer_source_of_funds" USING btree ("deleted","created_at","id");--> statement-breakpoint
CREATE INDEX "tenderer_source_of_funds_name_trgm_idx" ON "tenderer_source_of_funds" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "service_groups_code_live_key" ON "service_groups" USING btree ("code") WHERE NOT "service_groups"."deleted";--> statement-breakpoint
CREATE UNIQUE INDEX "service_subscriptions_live_key" ON "service_subscriptions" USING btree ("service_id","client_institution_id") WHERE NOT "service_subscriptions"."deleted";--> statement-breakpoint
CREATE INDEX "service_subscriptions_provider_idx" ON "service_subscriptions" USING btree ("provider_institution_id","deleted","confirmed","created_at");--> statement-breakpoint
CREATE INDEX "service_subscriptions_service_idx" ON "service_subscriptions" USING btree ("service_id","deleted");--> statement-breakpoint
CREATE INDEX "service_subscriptions_client_idx" ON "service_subscriptions" USING btree ("client_institution_id");--> statement-breakpoint
CREATE INDEX "service_users_user_idx" ON "service_users" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "services_provider_code_live_key" ON "services" USING btree ("provider_institution_id","code") WHERE NOT "services"."deleted";--> statement-breakpoint
CREATE INDEX "services_provider_idx" ON "services" USING btree ("provider_institution_id","deleted","name");--> statement-breakpoint
CREATE INDEX "services_group_idx" ON "services" USING btree ("service_group_id");--> statement-breakpoint
CREATE INDEX "tenderer_tender_categories_category_idx" ON "tenderer_tender_categories" USING btree ("tender_category_id");--> statement-breakpoint
ALTER TABLE "institutions" ADD CONSTRAINT "institutions_category_id_institution_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."institution_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "institutions" ADD CONSTRAINT "institutions_parent_id_institutions_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."institutions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenderers" ADD CONSTRAINT "tenderers_tenderer_category_id_tenderer_categories_id_fk" FOREIGN KEY ("tenderer_category_id") REFERENCES "public"."tenderer_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenderers" ADD CONSTRAINT "tenderers_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "institutions_name_live_key" ON "institutions" USING btree (lower("name")) WHERE NOT "institutions"."deleted";--> statement-breakpoint
CREATE UNIQUE INDEX "institutions_code_live_key" ON "institutions" USING btree (lower("code")) WHERE NOT "institutions"."deleted" AND "institutions"."code" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "institutions_external_id_key" ON "institutions" USING btree ("external_id") WHERE "institutions"."external_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "institutions_scope_name_idx" ON "institutions" USING btree ("deleted","name","id");--> statement-breakpoint
CREATE INDEX "institutions_scope_active_name_idx" ON "institutions" USING btree ("deleted","active","name","id");--> statement-breakpoint
CREATE INDEX "institutions_scope_category_name_idx" ON "institutions" USING btree ("deleted","category_id","name","id");--> statement-breakpoint
CREATE INDEX "institutions_scope_lower_level_name_idx" ON "institutions" USING btree ("deleted","is_lower_level","name","id");--> statement-breakpoint
CREATE INDEX "institutions_scope_created_idx" ON "institutions" USING btree ("deleted","created_at","id");--> statement-breakpoint
CREATE INDEX "institutions_parent_idx" ON "institutions" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "institutions_name_trgm_idx" ON "institutions" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "roles_scope_institution_name_idx" ON "roles" USING btree ("deleted","institution_id","name","id");--> statement-breakpoint
CREATE INDEX "users_scope_institution_name_idx" ON "users" USING btree ("deleted","institution_id","full_name","id");--> statement-breakpoint
CREATE INDEX "users_scope_name_idx" ON "users" USING btree ("deleted","full_name","id");--> statement-breakpoint
CREATE INDEX "users_scope_email_idx" ON "users" USING btree ("deleted","email","id");--> statement-breakpoint
CREATE INDEX "users_full_name_trgm_idx" ON "users" USING gin ("full_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_email_trgm_idx" ON "users" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "tenderers_certificate_number_key" ON "tenderers" USING btree ("certificate_number") WHERE "tenderers"."certificate_number" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "tenderers_scope_name_idx" ON "tenderers" USING btree ("deleted","name","id");--> statement-breakpoint
CREATE INDEX "tenderers_scope_active_name_idx" ON "tenderers" USING btree ("deleted","active","name","id");--> statement-breakpoint
CREATE INDEX "tenderers_scope_created_idx" ON "tenderers" USING btree ("deleted","created_at","id");--> statement-breakpoint
CREATE INDEX "tenderers_scope_active_created_idx" ON "tenderers" USING btree ("deleted","active","created_at","id");--> statement-breakpoint
CREATE INDEX "tenderers_name_trgm_idx" ON "tenderers" USING gin ("name" gin_trgm_ops);