CREATE TABLE "factor_challenges" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"purpose" varchar(30) NOT NULL,
	"user_id" bigint NOT NULL,
	"session_id" uuid,
	"webauthn_challenge" varchar(200),
	"failures" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "factor_challenges_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "recovery_codes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"code_hash" varchar(64) NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "second_factors" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"user_id" bigint NOT NULL,
	"kind" varchar(10) NOT NULL,
	"name" varchar(60) NOT NULL,
	"secret_sealed" text,
	"last_used_step" bigint,
	"credential_id" varchar(1400),
	"public_key" text,
	"counter" bigint DEFAULT 0 NOT NULL,
	"transports" varchar(200),
	"confirmed_at" timestamp with time zone,
	"last_used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "second_factors_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
CREATE TABLE "sign_in_factors" (
	"session_id" uuid PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"amr" varchar(60) NOT NULL,
	"acr" varchar(10) NOT NULL,
	"second_factor_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "roles" ADD COLUMN "requires_second_factor" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "factor_challenges" ADD CONSTRAINT "factor_challenges_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recovery_codes" ADD CONSTRAINT "recovery_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "second_factors" ADD CONSTRAINT "second_factors_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sign_in_factors" ADD CONSTRAINT "sign_in_factors_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "factor_challenges_user_idx" ON "factor_challenges" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "recovery_codes_user_idx" ON "recovery_codes" USING btree ("user_id","code_hash");--> statement-breakpoint
CREATE INDEX "second_factors_user_idx" ON "second_factors" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "second_factors_credential_key" ON "second_factors" USING btree ("credential_id") WHERE "second_factors"."credential_id" IS NOT NULL;--> statement-breakpoint
-- The platform's administrator roles and the institution administrator role require a second factor.
UPDATE "roles" SET "requires_second_factor" = true WHERE "institution_id" IS NULL AND "name" IN ('SUPER_ADMINISTRATOR', 'INSTITUTION_ADMINISTRATOR', 'LOWER_LEVEL_ADMINISTRATOR');
