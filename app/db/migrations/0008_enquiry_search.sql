CREATE INDEX "enquiries_name_trgm_idx" ON "enquiries" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "enquiries_phone_trgm_idx" ON "enquiries" USING gin ("phone" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "enquiries_email_trgm_idx" ON "enquiries" USING gin ("email" gin_trgm_ops);