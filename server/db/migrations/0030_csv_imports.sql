CREATE TABLE "csv_imports" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"uuid" uuid NOT NULL,
	"entity" varchar(63) NOT NULL,
	"file_name" varchar(250) NOT NULL,
	"created" integer NOT NULL,
	"updated" integer NOT NULL,
	"refused" integer NOT NULL,
	"actor_id" bigint,
	"imported_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "csv_imports_uuid_unique" UNIQUE("uuid")
);
