CREATE INDEX "products_category_price_idx" ON "products" USING btree ("category","price_cents");--> statement-breakpoint
CREATE INDEX "products_category_color_price_idx" ON "products" USING btree ("category","color","price_cents");--> statement-breakpoint
CREATE INDEX "products_color_price_idx" ON "products" USING btree ("color","price_cents");