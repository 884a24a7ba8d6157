CREATE TABLE "cart_lines" (
	"id" uuid PRIMARY KEY NOT NULL,
	"cart_id" text NOT NULL,
	"variant_id" uuid NOT NULL,
	"quantity" integer NOT NULL,
	"selling_plan_id" text,
	"attributes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "cart_lines_quantity_check" CHECK ("cart_lines"."quantity" between 1 and 10),
	CONSTRAINT "cart_lines_autoship_quantity_check" CHECK ("cart_lines"."selling_plan_id" is null or "cart_lines"."quantity" <= 5)
);
--> statement-breakpoint
CREATE TABLE "carts" (
	"id" text PRIMARY KEY NOT NULL,
	"site" text NOT NULL,
	"customer_id" uuid,
	"email" text,
	"phone" text,
	"country_code" text,
	"note" text,
	"attributes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"discount_codes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "carts_site_check" CHECK ("carts"."site" in ('DTC', 'HPSF')),
	CONSTRAINT "carts_status_check" CHECK ("carts"."status" in ('active', 'completed'))
);
--> statement-breakpoint
CREATE TABLE "product_selling_plans" (
	"product_id" uuid NOT NULL,
	"selling_plan_id" text NOT NULL,
	CONSTRAINT "product_selling_plans_product_id_selling_plan_id_pk" PRIMARY KEY("product_id","selling_plan_id")
);
--> statement-breakpoint
CREATE TABLE "selling_plans" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"frequency_weeks" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "selling_plans_frequency_check" CHECK ("selling_plans"."frequency_weeks" between 1 and 52)
);
--> statement-breakpoint
CREATE TABLE "subscriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"contract_id" text NOT NULL,
	"customer_id" uuid NOT NULL,
	"site" text NOT NULL,
	"product_id" uuid NOT NULL,
	"variant_id" uuid NOT NULL,
	"sku" text NOT NULL,
	"quantity" integer NOT NULL,
	"frequency_days" integer NOT NULL,
	"start_date" date NOT NULL,
	"next_order_date" date NOT NULL,
	"ship_to" jsonb NOT NULL,
	"payment_reference" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"cancelled" boolean DEFAULT false NOT NULL,
	"cancel_reason" text,
	"order_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscriptions_contract_id_unique" UNIQUE("contract_id"),
	CONSTRAINT "subscriptions_site_check" CHECK ("subscriptions"."site" in ('DTC', 'HPSF')),
	CONSTRAINT "subscriptions_status_check" CHECK ("subscriptions"."status" in ('active', 'paused', 'cancelled')),
	CONSTRAINT "subscriptions_quantity_check" CHECK ("subscriptions"."quantity" between 1 and 5),
	CONSTRAINT "subscriptions_frequency_check" CHECK ("subscriptions"."frequency_days" > 0)
);
--> statement-breakpoint
ALTER TABLE "cart_lines" ADD CONSTRAINT "cart_lines_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_selling_plans" ADD CONSTRAINT "product_selling_plans_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_selling_plans" ADD CONSTRAINT "product_selling_plans_selling_plan_id_selling_plans_id_fk" FOREIGN KEY ("selling_plan_id") REFERENCES "public"."selling_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cart_lines_cart_idx" ON "cart_lines" USING btree ("cart_id","position");--> statement-breakpoint
CREATE INDEX "carts_customer_idx" ON "carts" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "subscriptions_customer_idx" ON "subscriptions" USING btree ("customer_id","created_at");