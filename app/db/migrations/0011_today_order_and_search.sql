-- The list's "Today" order (ADR 0151): open leads by next visit (most overdue first), then the rest newest first.
-- INCLUDE (written by hand: the schema builder has no INCLUDE): the list's filters and its search (business name,
-- contact person, mobile) are answered from the index alone, owner by owner for a viewer who sees part of the leads.
DROP INDEX "leads_owner_open_next_visit_idx";--> statement-breakpoint
CREATE INDEX "leads_owner_open_next_visit_idx" ON "leads" USING btree ("um_srno","tl_nextvisit","tl_srno") INCLUDE ("ts_srno","mtc_srno","tl_leadtype","tl_timestamp","tl_name","tl_person","tl_mobile") WHERE "leads"."ts_srno" <> 2;--> statement-breakpoint
CREATE INDEX "leads_open_next_visit_idx" ON "leads" USING btree ("tl_nextvisit","tl_srno") INCLUDE ("um_srno","ts_srno","mtc_srno","tl_leadtype","tl_timestamp","tl_name","tl_person","tl_mobile") WHERE "leads"."ts_srno" <> 2;--> statement-breakpoint
DROP INDEX "leads_owner_created_idx";--> statement-breakpoint
CREATE INDEX "leads_owner_created_idx" ON "leads" USING btree ("um_srno","tl_timestamp" DESC NULLS FIRST,"tl_srno" DESC NULLS FIRST) INCLUDE ("ts_srno","mtc_srno","tl_leadtype","tl_nextvisit","tl_name","tl_person","tl_mobile");--> statement-breakpoint
-- The search matches anywhere in the contact person and the mobile number too (ILIKE '%...%'): trigrams.
CREATE INDEX "leads_person_trgm_idx" ON "leads" USING gin ("tl_person" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "leads_mobile_trgm_idx" ON "leads" USING gin ("tl_mobile" gin_trgm_ops);
