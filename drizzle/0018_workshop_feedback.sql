CREATE TABLE "workshop_feedback" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"registration_id" uuid NOT NULL,
	"rating" integer NOT NULL,
	"recommendation" integer NOT NULL,
	"worked" text,
	"improve" text,
	"publish_consent" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"moderated_at" timestamp with time zone,
	"moderated_by" text,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "workshop_feedback_rating_check" CHECK ("workshop_feedback"."rating" between 1 and 5),
	CONSTRAINT "workshop_feedback_recommendation_check" CHECK ("workshop_feedback"."recommendation" between 0 and 10)
);
--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "feedback_id" uuid;--> statement-breakpoint
ALTER TABLE "workshop_feedback" ADD CONSTRAINT "workshop_feedback_registration_id_workshop_registrations_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."workshop_registrations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workshop_feedback" ADD CONSTRAINT "workshop_feedback_moderated_by_user_id_fk" FOREIGN KEY ("moderated_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "workshop_feedback_registration_idx" ON "workshop_feedback" USING btree ("registration_id");--> statement-breakpoint
CREATE INDEX "workshop_feedback_status_idx" ON "workshop_feedback" USING btree ("status","submitted_at");--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_feedback_id_workshop_feedback_id_fk" FOREIGN KEY ("feedback_id") REFERENCES "public"."workshop_feedback"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_feedback_id_idx" ON "reviews" USING btree ("feedback_id");