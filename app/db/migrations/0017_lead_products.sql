ALTER TABLE "leads" ADD COLUMN "products" varchar(40)[] DEFAULT '{}'::varchar[] NOT NULL;--> statement-breakpoint
CREATE INDEX "leads_products_idx" ON "leads" USING gin ("products");