CREATE TABLE "procurement_stage_to_stage_times" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" varchar(120),
	"updated_at" timestamp with time zone,
	"updated_by" varchar(120),
	"procurement_method_id" bigint NOT NULL,
	"current_stage_id" bigint NOT NULL,
	"next_stage_id" bigint NOT NULL,
	"days" integer NOT NULL,
	CONSTRAINT "procurement_stage_to_stage_times_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
CREATE TABLE "procurement_stages" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" varchar(120),
	"updated_at" timestamp with time zone,
	"updated_by" varchar(120),
	"name" varchar(150) NOT NULL,
	"procurement_stage_type" varchar(30) NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "procurement_stages_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
ALTER TABLE "procurement_stage_to_stage_times" ADD CONSTRAINT "procurement_stage_to_stage_times_procurement_method_id_procurement_methods_id_fk" FOREIGN KEY ("procurement_method_id") REFERENCES "public"."procurement_methods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "procurement_stage_to_stage_times" ADD CONSTRAINT "procurement_stage_to_stage_times_current_stage_id_procurement_stages_id_fk" FOREIGN KEY ("current_stage_id") REFERENCES "public"."procurement_stages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "procurement_stage_to_stage_times" ADD CONSTRAINT "procurement_stage_to_stage_times_next_stage_id_procurement_stages_id_fk" FOREIGN KEY ("next_stage_id") REFERENCES "public"."procurement_stages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "procurement_stage_to_stage_times_method_idx" ON "procurement_stage_to_stage_times" USING btree ("procurement_method_id","deleted");