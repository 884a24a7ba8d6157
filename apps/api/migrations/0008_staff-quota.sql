CREATE TABLE "staff_quota_overrides" (
	"customer_id" uuid PRIMARY KEY NOT NULL,
	"quota_cents" integer NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "staff_quota_overrides_quota_check" CHECK ("staff_quota_overrides"."quota_cents" >= 0)
);
