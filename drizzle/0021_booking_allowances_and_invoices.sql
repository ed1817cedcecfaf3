ALTER TABLE "contracts" ADD COLUMN "workshop_seats" integer;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "booking_id" uuid;--> statement-breakpoint
ALTER TABLE "seat_bookings" ADD COLUMN "contract_id" uuid;--> statement-breakpoint
ALTER TABLE "seat_bookings" ADD COLUMN "included_seats" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_booking_id_seat_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."seat_bookings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seat_bookings" ADD CONSTRAINT "seat_bookings_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invoices_booking_id_idx" ON "invoices" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "seat_bookings_contract_id_idx" ON "seat_bookings" USING btree ("contract_id");--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_workshop_seats_check" CHECK ("contracts"."workshop_seats" >= 0);--> statement-breakpoint
ALTER TABLE "seat_bookings" ADD CONSTRAINT "seat_bookings_included_seats_check" CHECK ("seat_bookings"."included_seats" >= 0);