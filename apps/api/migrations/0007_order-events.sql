CREATE TABLE "order_event_deliveries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid NOT NULL,
	"subscriber" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"available_at" timestamp with time zone NOT NULL,
	"locked_until" timestamp with time zone,
	"last_error" text,
	"done_at" timestamp with time zone,
	CONSTRAINT "order_event_deliveries_event_subscriber_unique" UNIQUE("event_id","subscriber"),
	CONSTRAINT "order_event_deliveries_status_check" CHECK ("order_event_deliveries"."status" in ('pending', 'done', 'failed')),
	CONSTRAINT "order_event_deliveries_done_check" CHECK (("order_event_deliveries"."status" = 'done') = ("order_event_deliveries"."done_at" is not null))
);
--> statement-breakpoint
CREATE TABLE "order_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"type" text NOT NULL,
	"payload" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order_event_deliveries" ADD CONSTRAINT "order_event_deliveries_event_id_order_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."order_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_event_deliveries_due_idx" ON "order_event_deliveries" USING btree ("available_at") WHERE "order_event_deliveries"."status" = 'pending';