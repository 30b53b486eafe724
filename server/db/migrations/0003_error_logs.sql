CREATE TABLE "error_logs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"kind" varchar(30) NOT NULL,
	"message" text NOT NULL,
	"operation" varchar(120),
	"service" varchar(30),
	"code" integer,
	"http_status" integer,
	"latency_ms" integer,
	"url" varchar(500),
	"user_uuid" uuid,
	"user_type" varchar(30),
	"user_roles" varchar(500),
	"client_address" varchar(60),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "error_logs_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
CREATE INDEX "error_logs_created_idx" ON "error_logs" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "error_logs_kind_created_idx" ON "error_logs" USING btree ("kind","created_at","id");--> statement-breakpoint
CREATE INDEX "error_logs_message_trgm_idx" ON "error_logs" USING gin ("message" gin_trgm_ops);