CREATE TABLE "financial_years" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" varchar(120),
	"updated_at" timestamp with time zone,
	"updated_by" varchar(120),
	"code" varchar(9) NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"is_current" boolean DEFAULT false NOT NULL,
	CONSTRAINT "financial_years_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
CREATE UNIQUE INDEX "financial_years_code_live_key" ON "financial_years" USING btree ("code") WHERE NOT "financial_years"."deleted";--> statement-breakpoint
CREATE UNIQUE INDEX "financial_years_one_current_key" ON "financial_years" USING btree ("is_current") WHERE "financial_years"."is_current" AND NOT "financial_years"."deleted";