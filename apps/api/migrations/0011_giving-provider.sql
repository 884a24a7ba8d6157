CREATE TABLE "giving_campaigns" (
	"id" uuid PRIMARY KEY NOT NULL,
	"store_id" text NOT NULL,
	"type" smallint NOT NULL,
	"name" text NOT NULL,
	"is_active" boolean NOT NULL,
	CONSTRAINT "giving_campaigns_type_check" CHECK ("giving_campaigns"."type" between 1 and 7)
);
--> statement-breakpoint
CREATE TABLE "giving_categories" (
	"id" smallint PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"logo_url" text NOT NULL,
	CONSTRAINT "giving_categories_id_check" CHECK ("giving_categories"."id" between 0 and 25)
);
--> statement-breakpoint
CREATE TABLE "giving_cause_multipliers" (
	"store_id" text NOT NULL,
	"cause_id" text NOT NULL,
	"multiplier_hundredths" integer NOT NULL,
	CONSTRAINT "giving_cause_multipliers_store_id_cause_id_pk" PRIMARY KEY("store_id","cause_id"),
	CONSTRAINT "giving_cause_multipliers_check" CHECK ("giving_cause_multipliers"."multiplier_hundredths" between 0 and 1000)
);
--> statement-breakpoint
CREATE TABLE "giving_charities" (
	"ein" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"website" text,
	"logo_url" text,
	"street_address" text,
	"city" text NOT NULL,
	"state" text NOT NULL,
	"zip" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"category_id" smallint NOT NULL,
	"headline" text,
	"banner_image_url" text,
	"search_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple', "name")) STORED NOT NULL,
	CONSTRAINT "giving_charities_ein_check" CHECK ("giving_charities"."ein" ~ '^[0-9]{2}-[0-9]{7}$'),
	CONSTRAINT "giving_charities_zip_check" CHECK ("giving_charities"."zip" ~ '^[0-9]{5}$')
);
--> statement-breakpoint
CREATE TABLE "giving_click_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "giving_click_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"store_id" text NOT NULL,
	"tracking_id" text,
	"event_type" text NOT NULL,
	"event_version" text NOT NULL,
	"occurred_at" text NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	"body" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "giving_portfolio_charities" (
	"portfolio_id" text NOT NULL,
	"charity_ein" text NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "giving_portfolio_charities_portfolio_id_charity_ein_pk" PRIMARY KEY("portfolio_id","charity_ein")
);
--> statement-breakpoint
CREATE TABLE "giving_portfolios" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"website" text,
	"logo_url" text,
	"headline" text,
	"banner_image_url" text,
	"category_id" smallint NOT NULL,
	CONSTRAINT "giving_portfolios_id_check" CHECK ("giving_portfolios"."id" ~ '^[0-9a-f]{32}$')
);
--> statement-breakpoint
CREATE TABLE "giving_product_rules" (
	"store_id" text NOT NULL,
	"cms_id" text NOT NULL,
	"direct_donation" boolean DEFAULT false NOT NULL,
	"excluded" boolean DEFAULT false NOT NULL,
	"donation_type" smallint,
	"donation_hundredths" integer,
	CONSTRAINT "giving_product_rules_store_id_cms_id_pk" PRIMARY KEY("store_id","cms_id")
);
--> statement-breakpoint
CREATE TABLE "giving_segments" (
	"id" uuid PRIMARY KEY NOT NULL,
	"store_id" text NOT NULL,
	"is_active" boolean NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"exclude_segment" boolean NOT NULL,
	"front_end_property_name" text NOT NULL,
	"front_end_source" smallint NOT NULL,
	"priority_index" integer NOT NULL,
	"value_category" smallint NOT NULL,
	"specified_values" text[] DEFAULT '{}'::text[] NOT NULL,
	"back_end_property_name" text,
	"donation_action" smallint DEFAULT 0 NOT NULL,
	"donation_action_value_hundredths" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "giving_segments_source_check" CHECK ("giving_segments"."front_end_source" between 0 and 2),
	CONSTRAINT "giving_segments_category_check" CHECK ("giving_segments"."value_category" between 0 and 2)
);
--> statement-breakpoint
CREATE TABLE "giving_stores" (
	"id" text PRIMARY KEY NOT NULL,
	"site" text NOT NULL,
	"name" text NOT NULL,
	"is_active" boolean NOT NULL,
	"is_experience_active" boolean DEFAULT true NOT NULL,
	"is_embedded_confirmation" boolean DEFAULT false NOT NULL,
	"let_shoppers_choose" boolean DEFAULT true NOT NULL,
	"search_enabled" boolean DEFAULT true NOT NULL,
	"primary_currency" text DEFAULT 'USD' NOT NULL,
	"custom_css" text DEFAULT '' NOT NULL,
	"target_css_selector" text DEFAULT '' NOT NULL,
	"default_cause_id" text,
	"default_cause_ids" text[] DEFAULT '{}'::text[] NOT NULL,
	"featured_cause_ids" text[] DEFAULT '{}'::text[] NOT NULL,
	"default_donation_type" smallint NOT NULL,
	"default_donation_hundredths" integer NOT NULL,
	"address_information" jsonb NOT NULL,
	"contact_information" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "giving_stores_site_unique" UNIQUE("site"),
	CONSTRAINT "giving_stores_id_check" CHECK ("giving_stores"."id" ~ '^[0-9a-f]{32}$'),
	CONSTRAINT "giving_stores_donation_type_check" CHECK ("giving_stores"."default_donation_type" in (0, 1)),
	CONSTRAINT "giving_stores_donation_check" CHECK ("giving_stores"."default_donation_hundredths" >= 0 and ("giving_stores"."default_donation_type" = 1 or "giving_stores"."default_donation_hundredths" <= 10000))
);
--> statement-breakpoint
CREATE TABLE "giving_trackings" (
	"id" text PRIMARY KEY NOT NULL,
	"store_id" text NOT NULL,
	"customer_id" uuid,
	"is_test_mode" boolean DEFAULT false NOT NULL,
	"cause_id" text,
	"cause_name" text,
	"integration_info" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"confirmation_data" jsonb,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "giving_campaigns" ADD CONSTRAINT "giving_campaigns_store_id_giving_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."giving_stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "giving_cause_multipliers" ADD CONSTRAINT "giving_cause_multipliers_store_id_giving_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."giving_stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "giving_charities" ADD CONSTRAINT "giving_charities_category_id_giving_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."giving_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "giving_portfolio_charities" ADD CONSTRAINT "giving_portfolio_charities_portfolio_id_giving_portfolios_id_fk" FOREIGN KEY ("portfolio_id") REFERENCES "public"."giving_portfolios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "giving_portfolio_charities" ADD CONSTRAINT "giving_portfolio_charities_charity_ein_giving_charities_ein_fk" FOREIGN KEY ("charity_ein") REFERENCES "public"."giving_charities"("ein") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "giving_portfolios" ADD CONSTRAINT "giving_portfolios_category_id_giving_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."giving_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "giving_product_rules" ADD CONSTRAINT "giving_product_rules_store_id_giving_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."giving_stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "giving_segments" ADD CONSTRAINT "giving_segments_store_id_giving_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."giving_stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "giving_trackings" ADD CONSTRAINT "giving_trackings_store_id_giving_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."giving_stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "giving_campaigns_store_idx" ON "giving_campaigns" USING btree ("store_id");--> statement-breakpoint
CREATE INDEX "giving_charities_search_idx" ON "giving_charities" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "giving_charities_category_name_idx" ON "giving_charities" USING btree ("category_id","name" collate "C","ein");--> statement-breakpoint
CREATE INDEX "giving_charities_state_name_idx" ON "giving_charities" USING btree ("state","name" collate "C","ein");--> statement-breakpoint
CREATE INDEX "giving_charities_city_idx" ON "giving_charities" USING btree (lower("city") text_pattern_ops,"state","category_id");--> statement-breakpoint
CREATE INDEX "giving_charities_zip_idx" ON "giving_charities" USING btree ("zip" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "giving_click_events_store_idx" ON "giving_click_events" USING btree ("store_id","received_at");--> statement-breakpoint
CREATE INDEX "giving_segments_store_idx" ON "giving_segments" USING btree ("store_id");--> statement-breakpoint
CREATE INDEX "giving_trackings_customer_idx" ON "giving_trackings" USING btree ("customer_id");