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
CREATE INDEX "clinics_zip_idx" ON "clinics" USING btree ("zip" text_pattern_ops);