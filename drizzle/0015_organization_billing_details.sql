ALTER TABLE "organizations" ADD COLUMN "legal_name" text;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "billing_address" text;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "ifu" text;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "rccm" text;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "billing_email" text;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "vat_exempt" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "vat_exemption_ref" text;--> statement-breakpoint
ALTER TABLE "organizations" ADD CONSTRAINT "organizations_vat_exemption_check" CHECK (not "organizations"."vat_exempt" or "organizations"."vat_exemption_ref" is not null);