ALTER TABLE "customers" ADD COLUMN "ship_to" text;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "sold_to" text;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "clinic_zip" text;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "preferred_address" text;--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_preferred_address_check" CHECK ("customers"."preferred_address" in ('home', 'clinic'));