CREATE TABLE "user_preferences" (
	"user_uuid" uuid NOT NULL,
	"key" varchar(120) NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_preferences_user_uuid_key_pk" PRIMARY KEY("user_uuid","key")
);
--> statement-breakpoint
ALTER TABLE "user_preferences" ADD CONSTRAINT "user_preferences_user_uuid_users_uuid_fk" FOREIGN KEY ("user_uuid") REFERENCES "public"."users"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The same limit as the module's (contract/userPreferences.ts), kept by the table itself too.
ALTER TABLE "user_preferences" ADD CONSTRAINT "user_preferences_value_size" CHECK (length("value"::text) <= 16000);
