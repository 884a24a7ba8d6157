DROP TABLE "products" CASCADE;
--> statement-breakpoint
CREATE TABLE "brands" (
	"handle" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"line" text NOT NULL,
	"third_party" boolean DEFAULT false NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "food_forms" (
	"handle" text PRIMARY KEY NOT NULL,
	"label" text NOT NULL,
	"option_value" text NOT NULL,
	"wet" boolean DEFAULT false NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "life_stages" (
	"handle" text PRIMARY KEY NOT NULL,
	"label" text NOT NULL,
	"species" text,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_lines" (
	"handle" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_options" (
	"product_id" uuid NOT NULL,
	"name" text NOT NULL,
	"position" integer NOT NULL,
	"values" text[] NOT NULL,
	CONSTRAINT "product_options_product_id_name_pk" PRIMARY KEY("product_id","name")
);
--> statement-breakpoint
CREATE TABLE "product_variants" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"product_id" uuid NOT NULL,
	"sku" text NOT NULL,
	"variant_url" text NOT NULL,
	"position" integer NOT NULL,
	"selected_options" jsonb NOT NULL,
	"flavor_slug" text NOT NULL,
	"size_slug" text NOT NULL,
	"price_cents" integer NOT NULL,
	"compare_at_price_cents" integer,
	"weight" numeric(10, 3) NOT NULL,
	"weight_unit" text NOT NULL,
	"image_url" text NOT NULL,
	"media" jsonb NOT NULL,
	"badge_tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"available" boolean DEFAULT true NOT NULL,
	CONSTRAINT "product_variants_sku_unique" UNIQUE("sku"),
	CONSTRAINT "product_variants_variant_url_unique" UNIQUE("variant_url")
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"handle" text NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"product_type" text NOT NULL,
	"brand" text NOT NULL,
	"vendor" text NOT NULL,
	"species" text NOT NULL,
	"life_stage" text NOT NULL,
	"food_form" text NOT NULL,
	"product_line" text,
	"third_party" boolean DEFAULT false NOT NULL,
	"featured_image_url" text NOT NULL,
	"featured_image_alt" text NOT NULL,
	"featured_rank" integer DEFAULT 1000 NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', "title"), 'A') || setweight(to_tsvector('english', "vendor"), 'B') || setweight(to_tsvector('english', "description"), 'C')) STORED NOT NULL,
	CONSTRAINT "products_handle_unique" UNIQUE("handle")
);
--> statement-breakpoint
CREATE TABLE "species" (
	"handle" text PRIMARY KEY NOT NULL,
	"label" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "life_stages" ADD CONSTRAINT "life_stages_species_species_handle_fk" FOREIGN KEY ("species") REFERENCES "public"."species"("handle") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_options" ADD CONSTRAINT "product_options_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_variants" ADD CONSTRAINT "product_variants_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_brand_brands_handle_fk" FOREIGN KEY ("brand") REFERENCES "public"."brands"("handle") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_species_species_handle_fk" FOREIGN KEY ("species") REFERENCES "public"."species"("handle") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_life_stage_life_stages_handle_fk" FOREIGN KEY ("life_stage") REFERENCES "public"."life_stages"("handle") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_food_form_food_forms_handle_fk" FOREIGN KEY ("food_form") REFERENCES "public"."food_forms"("handle") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_product_line_product_lines_handle_fk" FOREIGN KEY ("product_line") REFERENCES "public"."product_lines"("handle") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_variants_product_idx" ON "product_variants" USING btree ("product_id","position");--> statement-breakpoint
CREATE INDEX "product_variants_flavor_idx" ON "product_variants" USING btree ("flavor_slug");--> statement-breakpoint
CREATE INDEX "product_variants_size_idx" ON "product_variants" USING btree ("size_slug");--> statement-breakpoint
CREATE INDEX "products_species_idx" ON "products" USING btree ("species");--> statement-breakpoint
CREATE INDEX "products_food_form_idx" ON "products" USING btree ("food_form");--> statement-breakpoint
CREATE INDEX "products_featured_idx" ON "products" USING btree ("featured_rank","handle");--> statement-breakpoint
CREATE INDEX "products_search_idx" ON "products" USING gin ("search_vector");
--> statement-breakpoint
CREATE TABLE "state_zip_ranges" (
	"zip_from" text PRIMARY KEY NOT NULL,
	"zip_to" text NOT NULL,
	"state_code" text NOT NULL,
	CONSTRAINT "state_zip_ranges_zips_check" CHECK ("state_zip_ranges"."zip_from" ~ '^[0-9]{5}$' and "state_zip_ranges"."zip_to" ~ '^[0-9]{5}$' and "state_zip_ranges"."zip_from" <= "state_zip_ranges"."zip_to")
);
--> statement-breakpoint
CREATE TABLE "stock_levels" (
	"warehouse_code" text NOT NULL,
	"sku" text NOT NULL,
	"quantity" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_levels_warehouse_code_sku_pk" PRIMARY KEY("warehouse_code","sku"),
	CONSTRAINT "stock_levels_quantity_check" CHECK ("stock_levels"."quantity" >= 0)
);
--> statement-breakpoint
CREATE TABLE "us_states" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "us_states_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "warehouse_coverage" (
	"warehouse_code" text NOT NULL,
	"destination" text NOT NULL,
	"zip_from" text NOT NULL,
	"zip_to" text NOT NULL,
	"transit_days" smallint NOT NULL,
	CONSTRAINT "warehouse_coverage_warehouse_code_destination_zip_from_pk" PRIMARY KEY("warehouse_code","destination","zip_from"),
	CONSTRAINT "warehouse_coverage_destination_check" CHECK ("warehouse_coverage"."destination" in ('HOME', 'CLINIC')),
	CONSTRAINT "warehouse_coverage_zips_check" CHECK ("warehouse_coverage"."zip_from" ~ '^[0-9]{5}$' and "warehouse_coverage"."zip_to" ~ '^[0-9]{5}$' and "warehouse_coverage"."zip_from" <= "warehouse_coverage"."zip_to"),
	CONSTRAINT "warehouse_coverage_transit_days_check" CHECK ("warehouse_coverage"."transit_days" >= 0)
);
--> statement-breakpoint
CREATE TABLE "warehouses" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"city" text NOT NULL,
	"state" text NOT NULL,
	"zip" text NOT NULL,
	"time_zone" text NOT NULL,
	"cutoff_hour" smallint NOT NULL,
	"processing_days" smallint NOT NULL,
	CONSTRAINT "warehouses_cutoff_hour_check" CHECK ("warehouses"."cutoff_hour" between 0 and 23),
	CONSTRAINT "warehouses_processing_days_check" CHECK ("warehouses"."processing_days" >= 0)
);
--> statement-breakpoint
ALTER TABLE "state_zip_ranges" ADD CONSTRAINT "state_zip_ranges_state_code_us_states_code_fk" FOREIGN KEY ("state_code") REFERENCES "public"."us_states"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_levels" ADD CONSTRAINT "stock_levels_warehouse_code_warehouses_code_fk" FOREIGN KEY ("warehouse_code") REFERENCES "public"."warehouses"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warehouse_coverage" ADD CONSTRAINT "warehouse_coverage_warehouse_code_warehouses_code_fk" FOREIGN KEY ("warehouse_code") REFERENCES "public"."warehouses"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stock_levels_sku_idx" ON "stock_levels" USING btree ("sku");--> statement-breakpoint
CREATE INDEX "warehouse_coverage_destination_idx" ON "warehouse_coverage" USING btree ("destination","zip_from");
--> statement-breakpoint
CREATE TABLE "content_announcements" (
	"key" text PRIMARY KEY NOT NULL,
	"text" text NOT NULL,
	"link_label" text,
	"link_url" text,
	"site" text DEFAULT 'both' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"starts_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ends_at" timestamp with time zone,
	CONSTRAINT "content_announcements_site_check" CHECK ("content_announcements"."site" in ('both', 'DTC', 'HPSF'))
);
--> statement-breakpoint
CREATE TABLE "content_banners" (
	"key" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"headline" text NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"link_label" text,
	"link_url" text,
	"image_url" text,
	"image_alt" text,
	"site" text DEFAULT 'both' NOT NULL,
	"placement" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "content_banners_kind_check" CHECK ("content_banners"."kind" in ('sitewide', 'promotion')),
	CONSTRAINT "content_banners_placement_check" CHECK ("content_banners"."placement" in ('top', 'home', 'plp', 'pdp', 'cart')),
	CONSTRAINT "content_banners_site_check" CHECK ("content_banners"."site" in ('both', 'DTC', 'HPSF'))
);
--> statement-breakpoint
CREATE TABLE "content_deals" (
	"sku" text NOT NULL,
	"site" text DEFAULT 'both' NOT NULL,
	CONSTRAINT "content_deals_sku_site_pk" PRIMARY KEY("sku","site"),
	CONSTRAINT "content_deals_site_check" CHECK ("content_deals"."site" in ('both', 'DTC', 'HPSF'))
);
--> statement-breakpoint
CREATE TABLE "content_footers" (
	"site" text PRIMARY KEY NOT NULL,
	"groups" jsonb NOT NULL,
	"legal_text" text NOT NULL,
	CONSTRAINT "content_footers_site_check" CHECK ("content_footers"."site" in ('DTC', 'HPSF'))
);
--> statement-breakpoint
CREATE TABLE "content_globals" (
	"key" text NOT NULL,
	"site" text DEFAULT 'both' NOT NULL,
	"value" jsonb NOT NULL,
	CONSTRAINT "content_globals_key_site_pk" PRIMARY KEY("key","site"),
	CONSTRAINT "content_globals_site_check" CHECK ("content_globals"."site" in ('both', 'DTC', 'HPSF'))
);
--> statement-breakpoint
CREATE TABLE "content_headers" (
	"site" text PRIMARY KEY NOT NULL,
	"logo" jsonb NOT NULL,
	"links" jsonb NOT NULL,
	CONSTRAINT "content_headers_site_check" CHECK ("content_headers"."site" in ('DTC', 'HPSF'))
);
--> statement-breakpoint
CREATE TABLE "content_pages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"kind" text DEFAULT 'page' NOT NULL,
	"title" text NOT NULL,
	"staff_title" text,
	"description" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"site" text DEFAULT 'both' NOT NULL,
	"components" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_pages_slug_unique" UNIQUE("slug"),
	CONSTRAINT "content_pages_name_unique" UNIQUE("name"),
	CONSTRAINT "content_pages_kind_check" CHECK ("content_pages"."kind" in ('page', 'plp')),
	CONSTRAINT "content_pages_status_check" CHECK ("content_pages"."status" in ('published', 'draft', 'archived')),
	CONSTRAINT "content_pages_site_check" CHECK ("content_pages"."site" in ('both', 'DTC', 'HPSF'))
);
--> statement-breakpoint
CREATE TABLE "content_password_protect" (
	"site" text PRIMARY KEY NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"heading" text NOT NULL,
	"message" text NOT NULL,
	CONSTRAINT "content_password_protect_site_check" CHECK ("content_password_protect"."site" in ('DTC', 'HPSF'))
);
--> statement-breakpoint
CREATE TABLE "content_redirects" (
	"from_path" text NOT NULL,
	"site" text DEFAULT 'both' NOT NULL,
	"target" text NOT NULL,
	"status_code" smallint DEFAULT 301 NOT NULL,
	CONSTRAINT "content_redirects_from_path_site_pk" PRIMARY KEY("from_path","site"),
	CONSTRAINT "content_redirects_site_check" CHECK ("content_redirects"."site" in ('both', 'DTC', 'HPSF')),
	CONSTRAINT "content_redirects_status_check" CHECK ("content_redirects"."status_code" in (301, 302))
);
--> statement-breakpoint
CREATE INDEX "content_announcements_site_idx" ON "content_announcements" USING btree ("site","position");--> statement-breakpoint
CREATE INDEX "content_banners_kind_idx" ON "content_banners" USING btree ("kind","site","position");