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
-- pay form now records them, each with its notification mail: found by the reference line the mail body ends with
-- (read once per mail and joined by number, so this stays linear in the size of the tables).
INSERT INTO "enquiries" ("kind", "name", "email", "phone", "message", "source_path", "notice_version", "ip", "created_at", "mail_id")
SELECT 'payment', p."name", p."email", p."phone",
  left('Amount: Rs. ' || p."amount" || CASE WHEN p."message" <> '' THEN ' - ' || p."message" ELSE '' END, 1000),
  '/api/paynow.php', p."notice_version", p."ip", p."created_at", m."id"
FROM "payment_intimations" p
LEFT JOIN (
  SELECT min("id") AS "id", "ref" FROM (
    SELECT "id", substring("body" from 'Reference: payment intimation (\d+)\s*$')::bigint AS "ref" FROM "mail_outbox"
  ) r WHERE "ref" IS NOT NULL GROUP BY "ref"
) m ON m."ref" = p."id"
ORDER BY p."id";
--> statement-breakpoint
-- Each other enquiry's notification mail, the same way.
UPDATE "enquiries" e SET "mail_id" = m."id"
FROM (
  SELECT min("id") AS "id", "ref" FROM (
    SELECT "id", substring("body" from 'Reference: enquiry (\d+)\s*$')::bigint AS "ref" FROM "mail_outbox"
  ) r WHERE "ref" IS NOT NULL GROUP BY "ref"
) m
WHERE e."kind" <> 'payment' AND m."ref" = e."id";
--> statement-breakpoint
-- Both sides of a conversion: the lead names its enquiry, the enquiry its lead.
UPDATE "enquiries" e SET "lead_srno" = l."tl_srno" FROM "leads" l WHERE l."enquiry_id" = e."id";
