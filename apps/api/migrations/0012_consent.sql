CREATE TABLE "consent_records" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"policy_version" varchar(32) NOT NULL,
	"functional" boolean NOT NULL,
	"advertising" boolean NOT NULL,
	"global_privacy_control" boolean NOT NULL,
	"decided_at" timestamp with time zone NOT NULL,
	CONSTRAINT "consent_records_gpc_check" CHECK (NOT ("consent_records"."global_privacy_control" AND "consent_records"."advertising"))
);
--> statement-breakpoint
CREATE INDEX "consent_records_customer_decided_idx" ON "consent_records" USING btree ("customer_id","decided_at");