CREATE TABLE "evaluation_criteria" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" varchar(120),
	"updated_at" timestamp with time zone,
	"updated_by" varchar(120),
	"stage_id" bigint NOT NULL,
	"name" varchar(250) NOT NULL,
	"max_score" integer NOT NULL,
	"score" integer,
	"is_completed" boolean DEFAULT false NOT NULL,
	CONSTRAINT "evaluation_criteria_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
CREATE TABLE "member_evaluation_stages" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" varchar(120),
	"updated_at" timestamp with time zone,
	"updated_by" varchar(120),
	"evaluation_uuid" uuid NOT NULL,
	"member_user_id" bigint NOT NULL,
	"name" varchar(200) NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "member_evaluation_stages_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
CREATE TABLE "negotiation_area_criteria" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" varchar(120),
	"updated_at" timestamp with time zone,
	"updated_by" varchar(120),
	"name" varchar(200) NOT NULL,
	"description" varchar(500) NOT NULL,
	CONSTRAINT "negotiation_area_criteria_uuid_unique" UNIQUE("uuid"),
	CONSTRAINT "negotiation_area_criteria_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "submission_criteria" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" varchar(120),
	"updated_at" timestamp with time zone,
	"updated_by" varchar(120),
	"submission_id" bigint NOT NULL,
	"criteria_group_uuid" uuid NOT NULL,
	"criteria_group_name" varchar(200) NOT NULL,
	"name" varchar(250) NOT NULL,
	"is_submitted" boolean DEFAULT false NOT NULL,
	CONSTRAINT "submission_criteria_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
CREATE TABLE "submissions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" varchar(120),
	"updated_at" timestamp with time zone,
	"updated_by" varchar(120),
	"tenderer_id" bigint NOT NULL,
	"entity_uuid" uuid NOT NULL,
	"entity_type" varchar(30) NOT NULL,
	CONSTRAINT "submissions_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
CREATE TABLE "litigation_records" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" varchar(120),
	"updated_at" timestamp with time zone,
	"updated_by" varchar(120),
	"tenderer_id" bigint NOT NULL,
	"entity_uuid" uuid NOT NULL,
	"entity_type" varchar(30) NOT NULL,
	"year" integer NOT NULL,
	"case_description" text NOT NULL,
	"outcome" varchar(20) NOT NULL,
	"amount_in_dispute" numeric(18, 2),
	CONSTRAINT "litigation_records_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
CREATE TABLE "personnel_informations" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" varchar(120),
	"updated_at" timestamp with time zone,
	"updated_by" varchar(120),
	"tenderer_id" bigint NOT NULL,
	"full_name" varchar(200) NOT NULL,
	"position" varchar(120) NOT NULL,
	"qualification" varchar(200),
	"years_of_experience" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "personnel_informations_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
CREATE TABLE "personnel_work_experiences" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" varchar(120),
	"updated_at" timestamp with time zone,
	"updated_by" varchar(120),
	"personnel_information_id" bigint NOT NULL,
	"employer" varchar(250) NOT NULL,
	"position" varchar(120) NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date,
	CONSTRAINT "personnel_work_experiences_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
CREATE TABLE "tenderer_financial_resources" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" varchar(120),
	"updated_at" timestamp with time zone,
	"updated_by" varchar(120),
	"tenderer_id" bigint NOT NULL,
	"source_name" varchar(200) NOT NULL,
	"amount" numeric(18, 2) NOT NULL,
	"currency" varchar(3) DEFAULT 'TZS' NOT NULL,
	CONSTRAINT "tenderer_financial_resources_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
CREATE TABLE "tenderer_financial_statements" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" varchar(120),
	"updated_at" timestamp with time zone,
	"updated_by" varchar(120),
	"tenderer_id" bigint NOT NULL,
	"year" integer NOT NULL,
	"total_assets" numeric(18, 2) NOT NULL,
	"total_liabilities" numeric(18, 2) NOT NULL,
	"revenue" numeric(18, 2) NOT NULL,
	"cash_flow" numeric(18, 2) NOT NULL,
	CONSTRAINT "tenderer_financial_statements_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
CREATE TABLE "tenderer_work_experiences" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" varchar(120),
	"updated_at" timestamp with time zone,
	"updated_by" varchar(120),
	"tenderer_id" bigint NOT NULL,
	"client_name" varchar(250) NOT NULL,
	"contract_title" varchar(250) NOT NULL,
	"contract_value" numeric(18, 2) NOT NULL,
	"year" integer NOT NULL,
	"is_completed" boolean DEFAULT true NOT NULL,
	CONSTRAINT "tenderer_work_experiences_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
CREATE TABLE "tenderers" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" varchar(120),
	"updated_at" timestamp with time zone,
	"updated_by" varchar(120),
	"name" varchar(250) NOT NULL,
	"user_id" bigint NOT NULL,
	"registration_number" varchar(60),
	CONSTRAINT "tenderers_uuid_unique" UNIQUE("uuid"),
	CONSTRAINT "tenderers_user_id_unique" UNIQUE("user_id")
);
--> statement-breakpoint
CREATE TABLE "work_equipments" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" varchar(120),
	"updated_at" timestamp with time zone,
	"updated_by" varchar(120),
	"tenderer_id" bigint NOT NULL,
	"equipment_type" varchar(120) NOT NULL,
	"quantity" integer NOT NULL,
	"ownership" varchar(20) NOT NULL,
	CONSTRAINT "work_equipments_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
ALTER TABLE "evaluation_criteria" ADD CONSTRAINT "evaluation_criteria_stage_id_member_evaluation_stages_id_fk" FOREIGN KEY ("stage_id") REFERENCES "public"."member_evaluation_stages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_evaluation_stages" ADD CONSTRAINT "member_evaluation_stages_member_user_id_users_id_fk" FOREIGN KEY ("member_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submission_criteria" ADD CONSTRAINT "submission_criteria_submission_id_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."submissions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submissions" ADD CONSTRAINT "submissions_tenderer_id_tenderers_id_fk" FOREIGN KEY ("tenderer_id") REFERENCES "public"."tenderers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "litigation_records" ADD CONSTRAINT "litigation_records_tenderer_id_tenderers_id_fk" FOREIGN KEY ("tenderer_id") REFERENCES "public"."tenderers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "personnel_informations" ADD CONSTRAINT "personnel_informations_tenderer_id_tenderers_id_fk" FOREIGN KEY ("tenderer_id") REFERENCES "public"."tenderers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "personnel_work_experiences" ADD CONSTRAINT "personnel_work_experiences_personnel_information_id_personnel_informations_id_fk" FOREIGN KEY ("personnel_information_id") REFERENCES "public"."personnel_informations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenderer_financial_resources" ADD CONSTRAINT "tenderer_financial_resources_tenderer_id_tenderers_id_fk" FOREIGN KEY ("tenderer_id") REFERENCES "public"."tenderers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenderer_financial_statements" ADD CONSTRAINT "tenderer_financial_statements_tenderer_id_tenderers_id_fk" FOREIGN KEY ("tenderer_id") REFERENCES "public"."tenderers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenderer_work_experiences" ADD CONSTRAINT "tenderer_work_experiences_tenderer_id_tenderers_id_fk" FOREIGN KEY ("tenderer_id") REFERENCES "public"."tenderers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenderers" ADD CONSTRAINT "tenderers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_equipments" ADD CONSTRAINT "work_equipments_tenderer_id_tenderers_id_fk" FOREIGN KEY ("tenderer_id") REFERENCES "public"."tenderers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "evaluation_criteria_stage_idx" ON "evaluation_criteria" USING btree ("stage_id");--> statement-breakpoint
CREATE INDEX "member_evaluation_stages_evaluation_idx" ON "member_evaluation_stages" USING btree ("evaluation_uuid","member_user_id");--> statement-breakpoint
CREATE INDEX "submission_criteria_submission_idx" ON "submission_criteria" USING btree ("submission_id","criteria_group_uuid");--> statement-breakpoint
CREATE INDEX "submissions_tenderer_idx" ON "submissions" USING btree ("tenderer_id");--> statement-breakpoint
CREATE INDEX "litigation_records_tenderer_idx" ON "litigation_records" USING btree ("tenderer_id","entity_uuid","deleted");--> statement-breakpoint
CREATE INDEX "personnel_informations_tenderer_idx" ON "personnel_informations" USING btree ("tenderer_id","deleted");--> statement-breakpoint
CREATE INDEX "personnel_work_experiences_personnel_idx" ON "personnel_work_experiences" USING btree ("personnel_information_id","deleted");--> statement-breakpoint
CREATE INDEX "tenderer_financial_resources_tenderer_idx" ON "tenderer_financial_resources" USING btree ("tenderer_id","deleted");--> statement-breakpoint
CREATE INDEX "tenderer_financial_statements_tenderer_idx" ON "tenderer_financial_statements" USING btree ("tenderer_id","deleted");--> statement-breakpoint
CREATE INDEX "tenderer_work_experiences_tenderer_idx" ON "tenderer_work_experiences" USING btree ("tenderer_id","deleted");--> statement-breakpoint
CREATE INDEX "work_equipments_tenderer_idx" ON "work_equipments" USING btree ("tenderer_id","deleted");