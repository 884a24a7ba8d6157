CREATE TABLE "giving_donation_entries" (
	"id" uuid PRIMARY KEY NOT NULL,
	"order_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"reason" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"refunded_cents" integer,
	"event_id" uuid,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "giving_donation_entries_event_kind_unique" UNIQUE("event_id","kind"),
	CONSTRAINT "giving_donation_entries_kind_check" CHECK ("giving_donation_entries"."kind" in ('purchase', 'add-on', 'round-up')),
	CONSTRAINT "giving_donation_entries_sign_check" CHECK (("giving_donation_entries"."reason" = 'given' and "giving_donation_entries"."amount_cents" >= 0) or ("giving_donation_entries"."reason" in ('cancelled', 'refunded') and "giving_donation_entries"."amount_cents" <= 0))
);
--> statement-breakpoint
CREATE TABLE "giving_donation_lines" (
	"order_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"product_id" text NOT NULL,
	"sku" text NOT NULL,
	"kind" text NOT NULL,
	"amount_cents" integer NOT NULL,
	CONSTRAINT "giving_donation_lines_order_id_position_pk" PRIMARY KEY("order_id","position"),
	CONSTRAINT "giving_donation_lines_amount_check" CHECK ("giving_donation_lines"."amount_cents" >= 0),
	CONSTRAINT "giving_donation_lines_kind_check" CHECK ("giving_donation_lines"."kind" in ('purchase', 'add-on', 'round-up'))
);
--> statement-breakpoint
CREATE TABLE "giving_order_donations" (
	"order_id" uuid PRIMARY KEY NOT NULL,
	"order_number" text NOT NULL,
	"store_id" text NOT NULL,
	"site" text NOT NULL,
	"customer_id" uuid,
	"source" text NOT NULL,
	"subscription_contract_id" text,
	"cause_id" text,
	"cause_kind" text,
	"cause_name" text,
	"cause_city" text,
	"cause_state" text,
	"cause_ein" text,
	"cause_charities" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"paid_cents" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "giving_order_donations_paid_check" CHECK ("giving_order_donations"."paid_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "giving_subscription_causes" (
	"contract_id" text PRIMARY KEY NOT NULL,
	"customer_id" uuid NOT NULL,
	"cause_id" text NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "giving_donation_entries" ADD CONSTRAINT "giving_donation_entries_order_id_giving_order_donations_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."giving_order_donations"("order_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "giving_donation_lines" ADD CONSTRAINT "giving_donation_lines_order_id_giving_order_donations_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."giving_order_donations"("order_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "giving_order_donations" ADD CONSTRAINT "giving_order_donations_store_id_giving_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."giving_stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "giving_donation_entries_order_idx" ON "giving_donation_entries" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "giving_donation_entries_created_idx" ON "giving_donation_entries" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "giving_order_donations_customer_idx" ON "giving_order_donations" USING btree ("customer_id","store_id","created_at");