-- Moving many leads to another owner at once (D51, "move all leads of a person"): the per-row upkeep of
-- lead_due_counts updates the same few count rows once per lead, and inside one transaction each update walks every
-- earlier version of its row, so 100,000 leads took minutes. A statement that moves leads in bulk sets the
-- transaction-local setting crm.bulk_owner_move to 'on' and adjusts the counts itself, once per owner and date
-- (app/domain/leads/assign.server.ts); every other write keeps the trigger's upkeep.
CREATE OR REPLACE FUNCTION "lead_due_counts_keep"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('crm.bulk_owner_move', true) = 'on' THEN
    RETURN NULL;
  END IF;
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
