CREATE TABLE "workshop_alert_subscriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"language" "language" DEFAULT 'fr' NOT NULL,
	"themes" text[] DEFAULT '{}'::text[] NOT NULL,
	"levels" "workshop_level"[] DEFAULT '{}'::workshop_level[] NOT NULL,
	"locations" text[] DEFAULT '{}'::text[] NOT NULL,
	"workshop_languages" "language"[] DEFAULT '{}'::language[] NOT NULL,
	"confirmed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "workshop_alert_subscriptions_email_idx" ON "workshop_alert_subscriptions" USING btree (lower("email"));