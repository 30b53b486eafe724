CREATE TABLE "charge_types" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" varchar(120),
	"updated_at" timestamp with time zone,
	"updated_by" varchar(120),
	"name" varchar(120) NOT NULL,
	"unit_of_measure" varchar(60),
	CONSTRAINT "charge_types_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
CREATE TABLE "gfs_services" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" varchar(120),
	"updated_at" timestamp with time zone,
	"updated_by" varchar(120),
	"code" varchar(30) NOT NULL,
	"name" varchar(200) NOT NULL,
	CONSTRAINT "gfs_services_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
CREATE TABLE "institutions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" varchar(120),
	"updated_at" timestamp with time zone,
	"updated_by" varchar(120),
	"name" varchar(250) NOT NULL,
	"is_lower_level" boolean DEFAULT false NOT NULL,
	"registration_complete" boolean DEFAULT false NOT NULL,
	CONSTRAINT "institutions_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
CREATE TABLE "permissions" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "permissions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"name" varchar(120) NOT NULL,
	"group_name" varchar(60) NOT NULL,
	"description" varchar(250) NOT NULL,
	CONSTRAINT "permissions_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "refresh_tokens" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "refresh_tokens_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"token_hash" varchar(64) NOT NULL,
	"family_id" uuid NOT NULL,
	"user_id" bigint NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "refresh_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "role_permissions" (
	"role_id" bigint NOT NULL,
	"permission_id" bigint NOT NULL,
	CONSTRAINT "role_permissions_role_id_permission_id_pk" PRIMARY KEY("role_id","permission_id")
);
--> statement-breakpoint
CREATE TABLE "roles" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" varchar(120),
	"updated_at" timestamp with time zone,
	"updated_by" varchar(120),
	"name" varchar(120) NOT NULL,
	"description" varchar(250),
	"institution_id" bigint,
	CONSTRAINT "roles_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
CREATE TABLE "user_roles" (
	"user_id" bigint NOT NULL,
	"role_id" bigint NOT NULL,
	CONSTRAINT "user_roles_user_id_role_id_pk" PRIMARY KEY("user_id","role_id")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" varchar(120),
	"updated_at" timestamp with time zone,
	"updated_by" varchar(120),
	"email" varchar(254) NOT NULL,
	"password_hash" text,
	"full_name" varchar(200) NOT NULL,
	"salutation" varchar(20),
	"phone" varchar(20),
	"user_type" varchar(30) NOT NULL,
	"institution_id" bigint,
	"is_institution_administrator" boolean DEFAULT false NOT NULL,
	"first_login" boolean DEFAULT true NOT NULL,
	"failed_login_count" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	CONSTRAINT "users_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
CREATE TABLE "global_settings" (
	"key" varchar(120) PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"description" varchar(250),
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "row_counts" (
	"table_name" varchar(63) NOT NULL,
	"is_deleted" boolean NOT NULL,
	"is_active" boolean NOT NULL,
	"n" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "row_counts_table_name_is_deleted_is_active_pk" PRIMARY KEY("table_name","is_deleted","is_active")
);
--> statement-breakpoint
CREATE TABLE "server_secrets" (
	"name" varchar(60) PRIMARY KEY NOT NULL,
	"value" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD CONSTRAINT "refresh_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "role_permissions" ADD CONSTRAINT "role_permissions_role_id_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."roles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "role_permissions" ADD CONSTRAINT "role_permissions_permission_id_permissions_id_fk" FOREIGN KEY ("permission_id") REFERENCES "public"."permissions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roles" ADD CONSTRAINT "roles_institution_id_institutions_id_fk" FOREIGN KEY ("institution_id") REFERENCES "public"."institutions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_roles" ADD CONSTRAINT "user_roles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_roles" ADD CONSTRAINT "user_roles_role_id_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."roles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_institution_id_institutions_id_fk" FOREIGN KEY ("institution_id") REFERENCES "public"."institutions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "charge_types_name_live_key" ON "charge_types" USING btree (lower("name")) WHERE NOT "charge_types"."deleted";--> statement-breakpoint
CREATE INDEX "charge_types_scope_name_idx" ON "charge_types" USING btree ("deleted","active","name","id");--> statement-breakpoint
CREATE INDEX "charge_types_scope_created_idx" ON "charge_types" USING btree ("deleted","created_at","id");--> statement-breakpoint
CREATE INDEX "charge_types_name_trgm_idx" ON "charge_types" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "gfs_services_code_live_key" ON "gfs_services" USING btree ("code") WHERE NOT "gfs_services"."deleted";--> statement-breakpoint
CREATE INDEX "refresh_tokens_family_idx" ON "refresh_tokens" USING btree ("family_id");--> statement-breakpoint
CREATE UNIQUE INDEX "roles_name_live_key" ON "roles" USING btree (coalesce("institution_id", 0),"name") WHERE NOT "roles"."deleted";--> statement-breakpoint
CREATE INDEX "user_roles_role_idx" ON "user_roles" USING btree ("role_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_live_key" ON "users" USING btree (lower("email")) WHERE NOT "users"."deleted";