ALTER TABLE "workshops" ADD COLUMN "location_en" text;--> statement-breakpoint
ALTER TABLE "workshops" ADD COLUMN "online" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "workshops" ADD COLUMN "tags_en" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
-- A place that only said "online" becomes the online flag: pages now word it in their own language.
UPDATE "workshops" SET "online" = true, "location" = NULL WHERE lower(trim("location")) IN ('en ligne', 'online');
