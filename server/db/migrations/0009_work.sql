CREATE TABLE "clarifications" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" varchar(120),
	"updated_at" timestamp with time zone,
	"updated_by" varchar(120),
	"institution_id" bigint NOT NULL,
	"tender_number" varchar(120) NOT NULL,
	"question" text NOT NULL,
	"status" varchar(20) DEFAULT 'PENDING' NOT NULL,
	CONSTRAINT "clarifications_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
CREATE TABLE "delivery_advises" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" varchar(120),
	"updated_at" timestamp with time zone,
	"updated_by" varchar(120),
	"number" varchar(60) NOT NULL,
	"procuring_entity_id" bigint NOT NULL,
	"provider_institution_id" bigint NOT NULL,
	"amount" numeric(18, 2) NOT NULL,
	"approval_status" varchar(40) NOT NULL,
	CONSTRAINT "delivery_advises_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
CREATE TABLE "delivery_notes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" varchar(120),
	"updated_at" timestamp with time zone,
	"updated_by" varchar(120),
	"number" varchar(60) NOT NULL,
	"procuring_entity_id" bigint NOT NULL,
	"provider_institution_id" bigint NOT NULL,
	"amount" numeric(18, 2) NOT NULL,
	"approval_status" varchar(40) NOT NULL,
	CONSTRAINT "delivery_notes_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
CREATE TABLE "feedback" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"user_id" bigint NOT NULL,
	"category" varchar(20) NOT NULL,
	"message" varchar(2000) NOT NULL,
	"page_url" varchar(500),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "feedback_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
CREATE TABLE "government_service_requisitions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" varchar(120),
	"updated_at" timestamp with time zone,
	"updated_by" varchar(120),
	"number" varchar(60) NOT NULL,
	"procuring_entity_id" bigint NOT NULL,
	"provider_institution_id" bigint NOT NULL,
	"amount" numeric(18, 2) NOT NULL,
	"order_status" varchar(40) NOT NULL,
	CONSTRAINT "government_service_requisitions_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
CREATE TABLE "procurement_requisitions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" varchar(120),
	"updated_at" timestamp with time zone,
	"updated_by" varchar(120),
	"institution_id" bigint NOT NULL,
	"title" varchar(250) NOT NULL,
	"status" varchar(20) DEFAULT 'DRAFT' NOT NULL,
	"assigned_user_id" bigint,
	"is_merged" boolean DEFAULT false NOT NULL,
	"estimated_amount" numeric(18, 2),
	CONSTRAINT "procurement_requisitions_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
CREATE TABLE "tasks" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"assignee_user_id" bigint NOT NULL,
	"kind" varchar(60) NOT NULL,
	"record_uuid" uuid NOT NULL,
	"title" varchar(250) NOT NULL,
	"status" varchar(20) DEFAULT 'OPEN' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "tasks_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
ALTER TABLE "clarifications" ADD CONSTRAINT "clarifications_institution_id_institutions_id_fk" FOREIGN KEY ("institution_id") REFERENCES "public"."institutions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_advises" ADD CONSTRAINT "delivery_advises_procuring_entity_id_institutions_id_fk" FOREIGN KEY ("procuring_entity_id") REFERENCES "public"."institutions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_advises" ADD CONSTRAINT "delivery_advises_provider_institution_id_institutions_id_fk" FOREIGN KEY ("provider_institution_id") REFERENCES "public"."institutions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_notes" ADD CONSTRAINT "delivery_notes_procuring_entity_id_institutions_id_fk" FOREIGN KEY ("procuring_entity_id") REFERENCES "public"."institutions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_notes" ADD CONSTRAINT "delivery_notes_provider_institution_id_institutions_id_fk" FOREIGN KEY ("provider_institution_id") REFERENCES "public"."institutions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback" ADD CONSTRAINT "feedback_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "government_service_requisitions" ADD CONSTRAINT "government_service_requisitions_procuring_entity_id_institutions_id_fk" FOREIGN KEY ("procuring_entity_id") REFERENCES "public"."institutions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "government_service_requisitions" ADD CONSTRAINT "government_service_requisitions_provider_institution_id_institutions_id_fk" FOREIGN KEY ("provider_institution_id") REFERENCES "public"."institutions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "procurement_requisitions" ADD CONSTRAINT "procurement_requisitions_institution_id_institutions_id_fk" FOREIGN KEY ("institution_id") REFERENCES "public"."institutions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "procurement_requisitions" ADD CONSTRAINT "procurement_requisitions_assigned_user_id_users_id_fk" FOREIGN KEY ("assigned_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_assignee_user_id_users_id_fk" FOREIGN KEY ("assignee_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "clarifications_institution_idx" ON "clarifications" USING btree ("institution_id","deleted","created_at");--> statement-breakpoint
CREATE INDEX "delivery_advises_pe_idx" ON "delivery_advises" USING btree ("procuring_entity_id","approval_status","id");--> statement-breakpoint
CREATE INDEX "delivery_advises_provider_idx" ON "delivery_advises" USING btree ("provider_institution_id","approval_status","id");--> statement-breakpoint
CREATE INDEX "delivery_notes_pe_idx" ON "delivery_notes" USING btree ("procuring_entity_id","approval_status","id");--> statement-breakpoint
CREATE INDEX "delivery_notes_provider_idx" ON "delivery_notes" USING btree ("provider_institution_id","approval_status","id");--> statement-breakpoint
CREATE INDEX "feedback_created_idx" ON "feedback" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "government_service_requisitions_pe_idx" ON "government_service_requisitions" USING btree ("procuring_entity_id","order_status","id");--> statement-breakpoint
CREATE INDEX "government_service_requisitions_provider_idx" ON "government_service_requisitions" USING btree ("provider_institution_id","order_status","id");--> statement-breakpoint
CREATE INDEX "procurement_requisitions_assigned_idx" ON "procurement_requisitions" USING btree ("assigned_user_id","status","is_merged");--> statement-breakpoint
CREATE INDEX "procurement_requisitions_institution_idx" ON "procurement_requisitions" USING btree ("institution_id","deleted","id");--> statement-breakpoint
CREATE INDEX "tasks_assignee_status_kind_idx" ON "tasks" USING btree ("assignee_user_id","status","kind");