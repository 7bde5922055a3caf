-- One word for real-name verification: the members columns say "certification", as the
-- certification tables and the code do.
ALTER TABLE "members" RENAME COLUMN "identification_status" TO "certification_status";--> statement-breakpoint
ALTER TABLE "members" RENAME COLUMN "identification_type" TO "certification_type";--> statement-breakpoint
ALTER TABLE "members" RENAME CONSTRAINT "members_identification_status_check" TO "members_certification_status_check";
