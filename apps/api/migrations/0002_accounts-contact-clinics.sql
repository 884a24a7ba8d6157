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
	CONSTRAINT "customer_metafields_value_check" CHECK (length("customer_metafields"."value") between 1 and 255),
	CONSTRAINT "customer_metafields_key_check" CHECK ("customer_metafields"."namespace" = 'profeeding' and "customer_metafields"."key" = 'persisted_cart_id')
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
CREATE TABLE "clinics" (
	"id" text PRIMARY KEY NOT NULL,
	"group_id" text NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"address1" text NOT NULL,
	"address2" text DEFAULT '' NOT NULL,
	"city" text NOT NULL,
	"province_code" text NOT NULL,
	"zip" text NOT NULL,
	"country_code" text DEFAULT 'US' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"home_delivery_only" boolean DEFAULT false NOT NULL,
	"sap_account_group" text NOT NULL,
	"sold_to" integer NOT NULL,
	"ship_to" integer NOT NULL,
	CONSTRAINT "clinics_group_id_unique" UNIQUE("group_id"),
	CONSTRAINT "clinics_kind_check" CHECK ("clinics"."kind" in ('clinic', 'shelter')),
	CONSTRAINT "clinics_zip_check" CHECK ("clinics"."zip" ~ '^[0-9]{5}$'),
	CONSTRAINT "clinics_province_code_check" CHECK ("clinics"."province_code" ~ '^[A-Z]{2}$'),
	CONSTRAINT "clinics_sold_to_check" CHECK ("clinics"."sold_to" > 0),
	CONSTRAINT "clinics_ship_to_check" CHECK ("clinics"."ship_to" > 0)
);
--> statement-breakpoint
CREATE TABLE "contact_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reference" text NOT NULL,
	"site" text NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"topic" text NOT NULL,
	"order_number" text,
	"message" text NOT NULL,
	"spam" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contact_messages_reference_unique" UNIQUE("reference"),
	CONSTRAINT "contact_messages_site_check" CHECK ("contact_messages"."site" in ('DTC', 'HPSF'))
);
--> statement-breakpoint
CREATE TABLE "customer_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"token_hash" text NOT NULL,
	"customer_id" uuid NOT NULL,
	"site" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL,
	"idle_expires_at" timestamp with time zone NOT NULL,
	"absolute_expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"id_token" text,
	CONSTRAINT "customer_sessions_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "customer_sessions_site_check" CHECK ("customer_sessions"."site" in ('DTC', 'HPSF'))
);
--> statement-breakpoint
CREATE TABLE "customers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"site" text NOT NULL,
	"kind" text NOT NULL,
	"email" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"phone" text,
	"accepts_marketing" boolean DEFAULT false NOT NULL,
	"password_hash" text,
	"oidc_subject" text,
	"role_code" text,
	"graduation_year" integer,
	"current_school_name" text,
	"sap_account_group" text,
	"ship_to" text,
	"sold_to" text,
	"clinic_zip" text,
	"preferred_address" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customers_oidc_subject_unique" UNIQUE("oidc_subject"),
	CONSTRAINT "customers_site_check" CHECK ("customers"."site" in ('DTC', 'HPSF')),
	CONSTRAINT "customers_kind_check" CHECK ("customers"."kind" in ('consumer', 'staff')),
	CONSTRAINT "customers_email_lower_check" CHECK ("customers"."email" = lower("customers"."email")),
	CONSTRAINT "customers_preferred_address_check" CHECK ("customers"."preferred_address" in ('home', 'clinic'))
);
--> statement-breakpoint
CREATE TABLE "identity_secrets" (
	"name" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "password_reset_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"customer_id" uuid NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "customer_sessions" ADD CONSTRAINT "customer_sessions_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_reset_tokens" ADD CONSTRAINT "password_reset_tokens_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "customer_addresses_customer_idx" ON "customer_addresses" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "customer_addresses_one_default_idx" ON "customer_addresses" USING btree ("customer_id") WHERE "customer_addresses"."is_default";--> statement-breakpoint
CREATE UNIQUE INDEX "customer_metafields_customer_key_idx" ON "customer_metafields" USING btree ("customer_id","namespace","key");--> statement-breakpoint
CREATE INDEX "customer_pets_customer_idx" ON "customer_pets" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "clinics_zip_idx" ON "clinics" USING btree ("zip" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "contact_messages_created_at_idx" ON "contact_messages" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "customer_sessions_customer_idx" ON "customer_sessions" USING btree ("customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "customers_site_kind_email_idx" ON "customers" USING btree ("site","kind","email");--> statement-breakpoint
CREATE INDEX "password_reset_tokens_customer_idx" ON "password_reset_tokens" USING btree ("customer_id");