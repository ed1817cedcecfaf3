ALTER TABLE "invoices" ADD COLUMN "service" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "workshop_id" uuid;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "service" text;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "workshop_id" uuid;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_workshop_id_workshops_id_fk" FOREIGN KEY ("workshop_id") REFERENCES "public"."workshops"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_workshop_id_workshops_id_fk" FOREIGN KEY ("workshop_id") REFERENCES "public"."workshops"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invoices_workshop_id_idx" ON "invoices" USING btree ("workshop_id");--> statement-breakpoint
CREATE INDEX "quotes_workshop_id_idx" ON "quotes" USING btree ("workshop_id");--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_service_check" CHECK ("invoices"."service" in ('workshops', 'design-thinking', 'digital-product', 'innovation-strategy', 'startup-acceleration', 'system-thinking', 'future-thinking', 'other'));--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_service_check" CHECK ("quotes"."service" in ('workshops', 'design-thinking', 'digital-product', 'innovation-strategy', 'startup-acceleration', 'system-thinking', 'future-thinking', 'other'));--> statement-breakpoint
-- The invoices already made for seat bookings sell that workshop's seats, and their credit notes follow them.
UPDATE "invoices" SET "service" = 'workshops', "workshop_id" = b."workshop_id"
  FROM "seat_bookings" b WHERE "invoices"."booking_id" = b."id";--> statement-breakpoint
UPDATE "invoices" c SET "service" = i."service", "workshop_id" = i."workshop_id"
  FROM "invoices" i WHERE c."corrects_id" = i."id" AND i."service" IS NOT NULL;
