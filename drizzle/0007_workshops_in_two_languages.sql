ALTER TABLE "workshops" ADD COLUMN "title_fr" text;--> statement-breakpoint
ALTER TABLE "workshops" ADD COLUMN "title_en" text;--> statement-breakpoint
ALTER TABLE "workshops" ADD COLUMN "description_fr" text;--> statement-breakpoint
ALTER TABLE "workshops" ADD COLUMN "description_en" text;--> statement-breakpoint
ALTER TABLE "workshops" ADD COLUMN "languages" "language"[] DEFAULT '{fr}'::language[] NOT NULL;--> statement-breakpoint
-- The texts written so far were written for the French site: they become the French texts.
UPDATE "workshops" SET "title_fr" = "title", "description_fr" = "description";--> statement-breakpoint
ALTER TABLE "workshops" DROP COLUMN "title";--> statement-breakpoint
ALTER TABLE "workshops" DROP COLUMN "description";--> statement-breakpoint
ALTER TABLE "workshops" ADD CONSTRAINT "workshops_title_check" CHECK (num_nonnulls("workshops"."title_fr", "workshops"."title_en") >= 1);