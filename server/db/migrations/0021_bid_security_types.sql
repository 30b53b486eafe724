CREATE TABLE "bid_security_types" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" varchar(120),
	"updated_at" timestamp with time zone,
	"updated_by" varchar(120),
	"name" varchar(150) NOT NULL,
	"is_declaration" boolean DEFAULT false NOT NULL,
	"description" varchar(500),
	CONSTRAINT "bid_security_types_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
CREATE UNIQUE INDEX "bid_security_types_name_live_key" ON "bid_security_types" USING btree (lower("name")) WHERE NOT "bid_security_types"."deleted";--> statement-breakpoint
CREATE INDEX "bid_security_types_scope_name_idx" ON "bid_security_types" USING btree ("deleted","name","id");--> statement-breakpoint
CREATE INDEX "bid_security_types_scope_active_name_idx" ON "bid_security_types" USING btree ("deleted","active","name","id");--> statement-breakpoint
CREATE INDEX "bid_security_types_scope_created_idx" ON "bid_security_types" USING btree ("deleted","created_at","id");--> statement-breakpoint
CREATE INDEX "bid_security_types_name_trgm_idx" ON "bid_security_types" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
-- Exact totals for its paged lists (see 0000).
SELECT count_rows_of('bid_security_types');
