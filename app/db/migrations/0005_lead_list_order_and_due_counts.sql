CREATE TABLE "lead_due_counts" (
	"um_srno" integer NOT NULL,
	"next_visit" date NOT NULL,
	"open_leads" integer NOT NULL,
	CONSTRAINT "lead_due_counts_um_srno_next_visit_pk" PRIMARY KEY("um_srno","next_visit")
);
--> statement-breakpoint
DROP INDEX "lead_visits_lead_at_idx";--> statement-breakpoint
DROP INDEX "leads_owner_created_idx";--> statement-breakpoint
DROP INDEX "leads_created_idx";--> statement-breakpoint
CREATE INDEX "lead_visits_lead_at_idx" ON "lead_visits" USING btree ("tl_srno","fu_timestamp" DESC NULLS FIRST,"fu_srno" DESC NULLS FIRST);--> statement-breakpoint
-- INCLUDE (written by hand: the schema builder has no INCLUDE): the list's filters, its name search for a viewer
-- who sees part of the leads, and its capped count are then answered from the index alone, without reading each
-- visible lead's row.
CREATE INDEX "leads_owner_created_idx" ON "leads" USING btree ("um_srno","tl_timestamp" DESC NULLS FIRST,"tl_srno" DESC NULLS FIRST) INCLUDE ("ts_srno","mtc_srno","tl_leadtype","tl_nextvisit","tl_name");--> statement-breakpoint
CREATE INDEX "leads_created_idx" ON "leads" USING btree ("tl_timestamp" DESC NULLS FIRST,"tl_srno" DESC NULLS FIRST) INCLUDE ("um_srno","ts_srno","mtc_srno","tl_leadtype","tl_nextvisit");--> statement-breakpoint
-- Open leads per owner and next-visit date, for the team panel's overdue and due-today counts. Kept by a trigger so
-- that every write path (new lead, edit, follow-up, a future import) keeps it right without remembering to.
INSERT INTO "lead_due_counts" ("um_srno", "next_visit", "open_leads")
SELECT "um_srno", "tl_nextvisit", count(*)::int FROM "leads"
WHERE "ts_srno" <> 2 AND "tl_nextvisit" IS NOT NULL
GROUP BY "um_srno", "tl_nextvisit";
--> statement-breakpoint
CREATE FUNCTION "lead_due_counts_keep"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD."ts_srno" <> 2 AND OLD."tl_nextvisit" IS NOT NULL THEN
    UPDATE "lead_due_counts" SET "open_leads" = "open_leads" - 1
    WHERE "um_srno" = OLD."um_srno" AND "next_visit" = OLD."tl_nextvisit";
    DELETE FROM "lead_due_counts"
    WHERE "um_srno" = OLD."um_srno" AND "next_visit" = OLD."tl_nextvisit" AND "open_leads" <= 0;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW."ts_srno" <> 2 AND NEW."tl_nextvisit" IS NOT NULL THEN
    INSERT INTO "lead_due_counts" ("um_srno", "next_visit", "open_leads")
    VALUES (NEW."um_srno", NEW."tl_nextvisit", 1)
    ON CONFLICT ("um_srno", "next_visit") DO UPDATE SET "open_leads" = "lead_due_counts"."open_leads" + 1;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "lead_due_counts_keep" AFTER INSERT OR DELETE OR UPDATE OF "ts_srno", "tl_nextvisit", "um_srno"
ON "leads" FOR EACH ROW EXECUTE FUNCTION "lead_due_counts_keep"();
--> statement-breakpoint
-- The Visit and Follow Up reports count a team's visits per person and day: with the kind, the lead and the marks in
-- the index, that count reads the index alone (INCLUDE written by hand, as above).
DROP INDEX "lead_visits_user_at_idx";--> statement-breakpoint
CREATE INDEX "lead_visits_user_at_idx" ON "lead_visits" USING btree ("um_srno","fu_timestamp") INCLUDE ("fu_kind","tl_srno","far","old_photo");
