CREATE TABLE "attachments" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"created_by_uuid" uuid NOT NULL,
	"title" varchar(250) NOT NULL,
	"description" varchar(1000),
	"model" varchar(60),
	"model_id" integer,
	"model_uuid" varchar(60),
	"sub_module" varchar(60),
	"mime_type" varchar(100) NOT NULL,
	"content" text NOT NULL,
	"sha256" varchar(64) NOT NULL,
	"signed_by_certificate_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "attachments_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
CREATE TABLE "document_templates" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" varchar(120),
	"updated_at" timestamp with time zone,
	"updated_by" varchar(120),
	"category_code" varchar(80) NOT NULL,
	"title" varchar(250) NOT NULL,
	"body_html" text NOT NULL,
	CONSTRAINT "document_templates_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
CREATE TABLE "user_certificates" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"serial_number" varchar(64) NOT NULL,
	"common_name" varchar(254) NOT NULL,
	"certificate_pem" text NOT NULL,
	"pkcs12" text NOT NULL,
	"valid_until" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "user_certificates_serial_number_unique" UNIQUE("serial_number")
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "signature_requested_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "wp_attachment_uuid" uuid;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "coc_attachment_uuid" uuid;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "toc_attachment_uuid" uuid;--> statement-breakpoint
ALTER TABLE "attachments" ADD CONSTRAINT "attachments_signed_by_certificate_id_user_certificates_id_fk" FOREIGN KEY ("signed_by_certificate_id") REFERENCES "public"."user_certificates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_certificates" ADD CONSTRAINT "user_certificates_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "attachments_created_by_idx" ON "attachments" USING btree ("created_by_uuid","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "document_templates_category_live_key" ON "document_templates" USING btree ("category_code") WHERE NOT "document_templates"."deleted";--> statement-breakpoint
CREATE UNIQUE INDEX "user_certificates_one_live_key" ON "user_certificates" USING btree ("user_id") WHERE "user_certificates"."revoked_at" IS NULL;