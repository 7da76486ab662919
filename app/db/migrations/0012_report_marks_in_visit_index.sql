-- The reports count a team's suspect visits per person and day (far, no location, old photo, recorded offline: the
-- device time more than 10 minutes from the server's). With the location's latitude and the device time in the index
-- beside the kind, the lead and the two stored marks, those counts still read the index alone (INCLUDE written by
-- hand, as in 0005).
DROP INDEX "lead_visits_user_at_idx";--> statement-breakpoint
CREATE INDEX "lead_visits_user_at_idx" ON "lead_visits" USING btree ("um_srno","fu_timestamp") INCLUDE ("fu_kind","tl_srno","far","old_photo","latitude","device_at");
