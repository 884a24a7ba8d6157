CREATE TABLE "customer_addresses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"address1" text NOT NULL,
	"address2" text,
	"city" text NOT NULL,
	"province" text NOT NULL,
	"province_code" text NOT NULL,
	"zip" text NOT NULL,
	"country" text DEFAULT 'United States' NOT NULL,
	"country_code" text DEFAULT 'US' NOT NULL,
	"phone" text,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customer_addresses_zip_check" CHECK ("customer_addresses"."zip" ~ '^[0-9]{5}$'),
	CONSTRAINT "customer_addresses_country_check" CHECK ("customer_addresses"."country_code" = 'US')
);
--> statement-breakpoint
CREATE TABLE "customer_metafields" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"namespace" text NOT NULL,
	"key" text NOT NULL,
	"value" text NOT NULL,
	"type" text DEFAULT 'single_line_text_field' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customer_metafields_type_check" CHECK ("customer_metafields"."type" = 'single_line_text_field'),
	CONSTRAINT "customer_metafields_value_check" CHECK (length("customer_metafields"."value") between 1 and 255)
);
--> statement-breakpoint
CREATE TABLE "customer_pets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"name" text NOT NULL,
	"species" text NOT NULL,
	"life_stage" text NOT NULL,
	"weight_value" numeric(6, 2),
	"weight_unit" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customer_pets_species_check" CHECK ("customer_pets"."species" in ('dog', 'cat')),
	CONSTRAINT "customer_pets_life_stage_check" CHECK ("customer_pets"."life_stage" in ('adult', 'senior') or ("customer_pets"."species" = 'dog' and "customer_pets"."life_stage" = 'puppy') or ("customer_pets"."species" = 'cat' and "customer_pets"."life_stage" = 'kitten')),
	CONSTRAINT "customer_pets_weight_check" CHECK (("customer_pets"."weight_value" is null and "customer_pets"."weight_unit" is null) or ("customer_pets"."weight_value" > 0 and "customer_pets"."weight_unit" in ('lbs', 'kg')))
);
--> statement-breakpoint
CREATE INDEX "customer_addresses_customer_idx" ON "customer_addresses" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "customer_addresses_one_default_idx" ON "customer_addresses" USING btree ("customer_id") WHERE "customer_addresses"."is_default";--> statement-breakpoint
CREATE UNIQUE INDEX "customer_metafields_customer_key_idx" ON "customer_metafields" USING btree ("customer_id","namespace","key");--> statement-breakpoint
CREATE INDEX "customer_pets_customer_idx" ON "customer_pets" USING btree ("customer_id","created_at");