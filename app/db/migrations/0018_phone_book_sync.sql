CREATE TABLE "lead_removals" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "lead_removals_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tl_srno" integer NOT NULL,
	"former_owner" integer NOT NULL,
	"sync_xid" bigint NOT NULL,
	"removed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "sync_xid" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "lead_removals_sync_xid_idx" ON "lead_removals" USING btree ("sync_xid");--> statement-breakpoint
CREATE INDEX "leads_sync_xid_idx" ON "leads" USING btree ("sync_xid");--> statement-breakpoint
-- The phone's book of leads (ADR 0206): every insert and update of a lead stamps it with its transaction's id, so a
-- phone can ask for the leads written since the oldest transaction still running at its last sync. Set here, in the
-- database, for every writer (the forms, visits, assignment, bulk moves, imports, merges): no writer can forget it.
CREATE OR REPLACE FUNCTION "leads_sync_xid_keep"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."sync_xid" := pg_current_xact_id()::text::bigint;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER "leads_sync_xid_keep" BEFORE INSERT OR UPDATE ON "leads"
  FOR EACH ROW EXECUTE FUNCTION "leads_sync_xid_keep"();
--> statement-breakpoint
-- A lead that leaves its owner (given to another, D51; merged away and deleted, D62) is remembered with its former
-- owner, so the phones of those who saw it drop it. One statement-level insert per write, however many leads a bulk
-- move gives away.
CREATE OR REPLACE FUNCTION "lead_removals_keep"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    INSERT INTO "lead_removals" ("tl_srno", "former_owner", "sync_xid")
    SELECT o."tl_srno", o."um_srno", pg_current_xact_id()::text::bigint FROM old_rows o;
  ELSE
    INSERT INTO "lead_removals" ("tl_srno", "former_owner", "sync_xid")
    SELECT o."tl_srno", o."um_srno", pg_current_xact_id()::text::bigint
    FROM old_rows o JOIN new_rows n ON n."tl_srno" = o."tl_srno"
    WHERE n."um_srno" <> o."um_srno";
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "lead_removals_on_update" AFTER UPDATE ON "leads"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "lead_removals_keep"();
--> statement-breakpoint
CREATE TRIGGER "lead_removals_on_delete" AFTER DELETE ON "leads"
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "lead_removals_keep"();
