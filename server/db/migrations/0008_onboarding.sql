CREATE TABLE "action_tokens" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"purpose" varchar(40) NOT NULL,
	"user_id" bigint,
	"subject_id" bigint,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "action_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "attempt_counters" (
	"scope" varchar(40) NOT NULL,
	"key" varchar(300) NOT NULL,
	"window_started_at" timestamp with time zone NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "attempt_counters_scope_key_pk" PRIMARY KEY("scope","key")
);
--> statement-breakpoint
CREATE TABLE "bid_change_requests" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" varchar(120),
	"updated_at" timestamp with time zone,
	"updated_by" varchar(120),
	"kind" varchar(20) NOT NULL,
	"submission_uuid" uuid NOT NULL,
	"tender_number" varchar(120) NOT NULL,
	"tenderer_name" varchar(250) NOT NULL,
	"status" varchar(20) DEFAULT 'PENDING' NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "bid_change_requests_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
CREATE TABLE "manufacturer_invitations" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" varchar(120),
	"updated_at" timestamp with time zone,
	"updated_by" varchar(120),
	"variant" varchar(10) NOT NULL,
	"manufacturer_name" varchar(250) NOT NULL,
	"email" varchar(254) NOT NULL,
	"tender_uuid" uuid NOT NULL,
	"lot_uuid" uuid NOT NULL,
	"entity_type" varchar(30) NOT NULL,
	"status" varchar(20) DEFAULT 'PENDING' NOT NULL,
	"reason_for_rejection" varchar(1000),
	"proof_attachment_uuid" uuid,
	"user_id" bigint,
	"responded_at" timestamp with time zone,
	CONSTRAINT "manufacturer_invitations_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
CREATE TABLE "otp_codes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"action_token_id" bigint NOT NULL,
	"code_hash" varchar(64) NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "outbox_messages" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"channel" varchar(10) NOT NULL,
	"recipient" varchar(254) NOT NULL,
	"subject" varchar(250),
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "profile_requests" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" varchar(120),
	"updated_at" timestamp with time zone,
	"updated_by" varchar(120),
	"tenderer_name" varchar(250) NOT NULL,
	"person_name" varchar(200) NOT NULL,
	"person_email" varchar(254) NOT NULL,
	"status" varchar(20) DEFAULT 'PENDING' NOT NULL,
	"responded_at" timestamp with time zone,
	CONSTRAINT "profile_requests_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
CREATE TABLE "used_captchas" (
	"signature" varchar(128) PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "work_requests" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" varchar(120),
	"updated_at" timestamp with time zone,
	"updated_by" varchar(120),
	"company_name" varchar(250) NOT NULL,
	"person_name" varchar(200) NOT NULL,
	"person_email" varchar(254) NOT NULL,
	"status" varchar(20) DEFAULT 'PENDING' NOT NULL,
	"responded_at" timestamp with time zone,
	CONSTRAINT "work_requests_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "email_verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "action_tokens" ADD CONSTRAINT "action_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manufacturer_invitations" ADD CONSTRAINT "manufacturer_invitations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "otp_codes" ADD CONSTRAINT "otp_codes_action_token_id_action_tokens_id_fk" FOREIGN KEY ("action_token_id") REFERENCES "public"."action_tokens"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "action_tokens_user_purpose_idx" ON "action_tokens" USING btree ("user_id","purpose");--> statement-breakpoint
CREATE INDEX "otp_codes_action_token_idx" ON "otp_codes" USING btree ("action_token_id","id");--> statement-breakpoint
CREATE INDEX "outbox_messages_recipient_idx" ON "outbox_messages" USING btree ("recipient","id");