CREATE SEQUENCE "public"."order_numbers" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 100001 CACHE 1;--> statement-breakpoint
CREATE TABLE "order_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"position" smallint NOT NULL,
	"sku" text NOT NULL,
	"variant_id" text NOT NULL,
	"product_id" text NOT NULL,
	"product_title" text NOT NULL,
	"variant_title" text NOT NULL,
	"product_type" text,
	"quantity" integer NOT NULL,
	"selling_plan_id" text,
	"frequency_days" integer,
	"weight" real,
	"weight_unit" text,
	"unit_price_cents" integer NOT NULL,
	"line_subtotal_cents" integer NOT NULL,
	"discount_cents" integer NOT NULL,
	"line_total_cents" integer NOT NULL,
	CONSTRAINT "order_lines_position_unique" UNIQUE("order_id","position"),
	CONSTRAINT "order_lines_quantity_check" CHECK ("order_lines"."quantity" >= 1),
	CONSTRAINT "order_lines_amounts_check" CHECK ("order_lines"."unit_price_cents" >= 0 and "order_lines"."line_subtotal_cents" = "order_lines"."unit_price_cents" * "order_lines"."quantity" and "order_lines"."discount_cents" between 0 and "order_lines"."line_subtotal_cents" and "order_lines"."line_total_cents" = "order_lines"."line_subtotal_cents" - "order_lines"."discount_cents"),
	CONSTRAINT "order_lines_frequency_check" CHECK ("order_lines"."frequency_days" is null or "order_lines"."frequency_days" >= 1)
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"sequence" bigint DEFAULT nextval('order_numbers') NOT NULL,
	"number" text GENERATED ALWAYS AS ((case "orders"."site" when 'HPSF' then 'PSF-' else 'SPN-' end || "orders"."sequence"::text)) STORED NOT NULL,
	"site" text NOT NULL,
	"customer_id" uuid,
	"email" text NOT NULL,
	"sales_org" text NOT NULL,
	"sales_order_type" text NOT NULL,
	"order_type" text NOT NULL,
	"status" text DEFAULT 'placed' NOT NULL,
	"subtotal_cents" integer NOT NULL,
	"discount_cents" integer NOT NULL,
	"shipping_cents" integer NOT NULL,
	"service_charge_cents" integer NOT NULL,
	"tax_cents" integer NOT NULL,
	"total_cents" integer NOT NULL,
	"shipping_address" jsonb NOT NULL,
	"billing_address" jsonb NOT NULL,
	"warehouse_code" text NOT NULL,
	"payment_reference" text NOT NULL,
	"refund_reference" text,
	"cart_id" text NOT NULL,
	"placed_at" timestamp with time zone NOT NULL,
	"shipped_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	CONSTRAINT "orders_sequence_unique" UNIQUE("sequence"),
	CONSTRAINT "orders_number_unique" UNIQUE("number"),
	CONSTRAINT "orders_cart_id_unique" UNIQUE("cart_id"),
	CONSTRAINT "orders_site_check" CHECK ("orders"."site" in ('DTC', 'HPSF')),
	CONSTRAINT "orders_sales_org_check" CHECK ("orders"."sales_org" = 'USHD'),
	CONSTRAINT "orders_sales_order_type_check" CHECK (("orders"."site" = 'HPSF' and "orders"."sales_order_type" = 'ZK01') or ("orders"."site" = 'DTC' and "orders"."sales_order_type" = 'ZDTC')),
	CONSTRAINT "orders_order_type_check" CHECK ("orders"."order_type" in ('oneTimeOrder', 'firstPurchaseSubscription')),
	CONSTRAINT "orders_status_check" CHECK ("orders"."status" in ('placed', 'shipped', 'cancelled')),
	CONSTRAINT "orders_status_times_check" CHECK (("orders"."shipped_at" is not null) = ("orders"."status" = 'shipped') and ("orders"."cancelled_at" is not null) = ("orders"."status" = 'cancelled')),
	CONSTRAINT "orders_amounts_check" CHECK ("orders"."subtotal_cents" >= 0 and "orders"."discount_cents" between 0 and "orders"."subtotal_cents" and "orders"."shipping_cents" >= 0 and "orders"."service_charge_cents" >= 0 and "orders"."tax_cents" >= 0),
	CONSTRAINT "orders_total_check" CHECK ("orders"."total_cents" = "orders"."subtotal_cents" - "orders"."discount_cents" + "orders"."shipping_cents" + "orders"."service_charge_cents" + "orders"."tax_cents")
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"scope" text NOT NULL,
	"key" text NOT NULL,
	"request_hash" text NOT NULL,
	"status" text NOT NULL,
	"response" jsonb,
	"created_at" timestamp with time zone NOT NULL,
	"locked_until" timestamp with time zone NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "idempotency_keys_scope_key_pk" PRIMARY KEY("scope","key"),
	CONSTRAINT "idempotency_keys_status_check" CHECK ("idempotency_keys"."status" in ('in_progress', 'completed')),
	CONSTRAINT "idempotency_keys_key_check" CHECK (char_length("idempotency_keys"."key") between 1 and 255),
	CONSTRAINT "idempotency_keys_completed_check" CHECK (("idempotency_keys"."status" = 'completed') = ("idempotency_keys"."completed_at" is not null))
);
--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_customer_idx" ON "orders" USING btree ("customer_id","site","sequence");--> statement-breakpoint
CREATE INDEX "orders_status_idx" ON "orders" USING btree ("status","sequence");