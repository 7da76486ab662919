-- A lead may name only an enquiry that exists, and an enquiry becomes at most one lead: the oldest such lead keeps it.
UPDATE "leads" SET "enquiry_id" = NULL
WHERE "enquiry_id" IS NOT NULL AND (
  NOT EXISTS (SELECT 1 FROM "enquiries" e WHERE e."id" = "leads"."enquiry_id")
  OR "tl_srno" <> (SELECT min(l2."tl_srno") FROM "leads" l2 WHERE l2."enquiry_id" = "leads"."enquiry_id")
);
--> statement-breakpoint
DROP INDEX "enquiries_created_idx";--> statement-breakpoint
ALTER TABLE "enquiries" ADD COLUMN "handled_note" varchar(500);--> statement-breakpoint
ALTER TABLE "enquiries" ADD COLUMN "mail_id" bigint;--> statement-breakpoint
ALTER TABLE "enquiries" ADD COLUMN "lead_srno" integer;--> statement-breakpoint
ALTER TABLE "enquiries" ADD CONSTRAINT "enquiries_mail_id_mail_outbox_id_fk" FOREIGN KEY ("mail_id") REFERENCES "public"."mail_outbox"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enquiries" ADD CONSTRAINT "enquiries_lead_srno_leads_tl_srno_fk" FOREIGN KEY ("lead_srno") REFERENCES "public"."leads"("tl_srno") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_enquiry_id_enquiries_id_fk" FOREIGN KEY ("enquiry_id") REFERENCES "public"."enquiries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "enquiries_lead_idx" ON "enquiries" USING btree ("lead_srno");--> statement-breakpoint
CREATE UNIQUE INDEX "leads_enquiry_idx" ON "leads" USING btree ("enquiry_id");--> statement-breakpoint
CREATE INDEX "enquiries_created_idx" ON "enquiries" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
-- Payment intimations join the inbox as enquiries of kind 'payment' (the payer's amount leads the message), as the
-- pay form now records them.
INSERT INTO "enquiries" ("kind", "name", "email", "phone", "message", "source_path", "notice_version", "ip", "created_at")
SELECT 'payment', "name", "email", "phone",
  left('Amount: Rs. ' || "amount" || CASE WHEN "message" <> '' THEN ' - ' || "message" ELSE '' END, 1000),
  '/api/paynow.php', "notice_version", "ip", "created_at"
FROM "payment_intimations" ORDER BY "id";
--> statement-breakpoint
-- Each enquiry's notification mail, found by the reference line its body ends with.
UPDATE "enquiries" e SET "mail_id" = m."id"
FROM "mail_outbox" m
WHERE e."kind" <> 'payment' AND m."body" ~ ('Reference: enquiry ' || e."id" || '\s*$');
--> statement-breakpoint
UPDATE "enquiries" e SET "mail_id" = m."id"
FROM "payment_intimations" p, "mail_outbox" m
WHERE e."kind" = 'payment' AND p."created_at" = e."created_at" AND p."phone" = e."phone"
  AND m."body" ~ ('Reference: payment intimation ' || p."id" || '\s*$');
--> statement-breakpoint
-- Both sides of a conversion: the lead names its enquiry, the enquiry its lead.
UPDATE "enquiries" e SET "lead_srno" = l."tl_srno" FROM "leads" l WHERE l."enquiry_id" = e."id";
