CREATE TABLE "review_helpful_votes" (
	"review_id" uuid NOT NULL,
	"voter_key" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "review_helpful_votes_review_id_voter_key_pk" PRIMARY KEY("review_id","voter_key")
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"product_id" uuid NOT NULL,
	"customer_id" uuid,
	"author_name" text NOT NULL,
	"rating" smallint NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"verified_buyer" boolean DEFAULT false NOT NULL,
	"helpful_count" integer DEFAULT 0 NOT NULL,
	"rejection_reason" text,
	"reply_body" text,
	"replied_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"moderated_at" timestamp with time zone,
	CONSTRAINT "reviews_customer_product_unique" UNIQUE("customer_id","product_id"),
	CONSTRAINT "reviews_rating_check" CHECK ("reviews"."rating" between 1 and 5),
	CONSTRAINT "reviews_status_check" CHECK ("reviews"."status" in ('pending', 'published', 'rejected')),
	CONSTRAINT "reviews_lengths_check" CHECK (char_length("reviews"."title") between 1 and 120 and char_length("reviews"."body") between 1 and 5000 and char_length("reviews"."author_name") between 1 and 40 and ("reviews"."reply_body" is null or char_length("reviews"."reply_body") between 1 and 2000)),
	CONSTRAINT "reviews_reply_check" CHECK (("reviews"."reply_body" is null) = ("reviews"."replied_at" is null)),
	CONSTRAINT "reviews_helpful_check" CHECK ("reviews"."helpful_count" >= 0)
);
--> statement-breakpoint
ALTER TABLE "review_helpful_votes" ADD CONSTRAINT "review_helpful_votes_review_id_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reviews_product_status_idx" ON "reviews" USING btree ("product_id","status","created_at");--> statement-breakpoint
CREATE INDEX "reviews_status_idx" ON "reviews" USING btree ("status","created_at");