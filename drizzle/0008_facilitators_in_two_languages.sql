ALTER TABLE "facilitators" ADD COLUMN "bio_fr" text;--> statement-breakpoint
ALTER TABLE "facilitators" ADD COLUMN "bio_en" text;--> statement-breakpoint
ALTER TABLE "facilitators" ADD COLUMN "specialties_fr" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "facilitators" ADD COLUMN "specialties_en" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "facilitators" ADD COLUMN "language" "language" DEFAULT 'fr' NOT NULL;--> statement-breakpoint
ALTER TABLE "facilitators" ADD COLUMN "certifications_fr" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "facilitators" ADD COLUMN "certifications_en" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
-- The texts written so far were written for the French site: they become the French texts.
UPDATE "facilitators" SET "bio_fr" = "bio", "specialties_fr" = "specialties", "certifications_fr" = "certifications";--> statement-breakpoint
ALTER TABLE "facilitators" DROP COLUMN "bio";--> statement-breakpoint
ALTER TABLE "facilitators" DROP COLUMN "specialties";--> statement-breakpoint
ALTER TABLE "facilitators" DROP COLUMN "certifications";