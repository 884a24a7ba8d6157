DROP INDEX "products_species_idx";--> statement-breakpoint
CREATE INDEX "products_listing_idx" ON "products" USING btree ("species","food_form","life_stage");