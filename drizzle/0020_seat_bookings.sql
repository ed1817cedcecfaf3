CREATE TABLE "seat_bookings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workshop_id" uuid NOT NULL,
	"organization_id" uuid NOT NULL,
	"booked_by" text,
	"reference" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "workshop_registrations" ALTER COLUMN "name" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "workshop_registrations" ALTER COLUMN "email" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "workshop_registrations" ADD COLUMN "booking_id" uuid;--> statement-breakpoint
ALTER TABLE "seat_bookings" ADD CONSTRAINT "seat_bookings_workshop_id_workshops_id_fk" FOREIGN KEY ("workshop_id") REFERENCES "public"."workshops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seat_bookings" ADD CONSTRAINT "seat_bookings_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seat_bookings" ADD CONSTRAINT "seat_bookings_booked_by_user_id_fk" FOREIGN KEY ("booked_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "seat_bookings_organization_id_idx" ON "seat_bookings" USING btree ("organization_id");--> statement-breakpoint
CREATE INDEX "seat_bookings_workshop_id_idx" ON "seat_bookings" USING btree ("workshop_id");--> statement-breakpoint
ALTER TABLE "workshop_registrations" ADD CONSTRAINT "workshop_registrations_booking_id_seat_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."seat_bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "workshop_registrations_booking_idx" ON "workshop_registrations" USING btree ("booking_id");--> statement-breakpoint
ALTER TABLE "workshop_registrations" ADD CONSTRAINT "workshop_registrations_named_check" CHECK ("workshop_registrations"."booking_id" is not null or ("workshop_registrations"."name" is not null and "workshop_registrations"."email" is not null));