CREATE TABLE "organization_contacts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"name" text NOT NULL,
	"role" text,
	"email" text,
	"phone" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quote_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"quote_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"description" text NOT NULL,
	"quantity" numeric(12, 2) NOT NULL,
	"unit_price" numeric(14, 2) NOT NULL,
	"vat_rate" numeric(5, 2),
	CONSTRAINT "quote_lines_position_unique" UNIQUE("quote_id","position"),
	CONSTRAINT "quote_lines_amounts_check" CHECK ("quote_lines"."quantity" > 0 and "quote_lines"."unit_price" >= 0),
	CONSTRAINT "quote_lines_vat_rate_check" CHECK ("quote_lines"."vat_rate" between 0 and 100)
);
--> statement-breakpoint
CREATE TABLE "quotes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"number" text,
	"series_year" integer,
	"series_number" integer,
	"organization_id" uuid,
	"person_name" text,
	"person_email" text,
	"person_address" text,
	"client_name" text NOT NULL,
	"deal_id" uuid,
	"language" "language" DEFAULT 'fr' NOT NULL,
	"currency" text NOT NULL,
	"subject" text NOT NULL,
	"purchase_order" text,
	"notes" text,
	"issue_date" date,
	"valid_until" date NOT NULL,
	"seller" jsonb,
	"client" jsonb,
	"totals" jsonb NOT NULL,
	"total_ht" numeric(14, 2) DEFAULT '0' NOT NULL,
	"total_ttc" numeric(14, 2) DEFAULT '0' NOT NULL,
	"responded_at" timestamp with time zone,
	"responder_name" text,
	"response_comment" text,
	"responded_by" text,
	"deposit_percent" integer,
	"deposit_invoice_id" uuid,
	"invoice_id" uuid,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quotes_number_unique" UNIQUE("number"),
	CONSTRAINT "quotes_series_unique" UNIQUE("series_year","series_number"),
	CONSTRAINT "quotes_status_check" CHECK ("quotes"."status" in ('draft', 'sent', 'accepted', 'declined')),
	CONSTRAINT "quotes_client_check" CHECK ("quotes"."organization_id" is not null or "quotes"."person_name" is not null),
	CONSTRAINT "quotes_sent_check" CHECK ("quotes"."status" = 'draft' or ("quotes"."number" is not null and "quotes"."issue_date" is not null and "quotes"."seller" is not null and "quotes"."client" is not null)),
	CONSTRAINT "quotes_response_check" CHECK (("quotes"."status" in ('accepted', 'declined')) = ("quotes"."responded_at" is not null and "quotes"."responder_name" is not null)),
	CONSTRAINT "quotes_deposit_check" CHECK ("quotes"."deposit_percent" between 1 and 99)
);
--> statement-breakpoint
ALTER TABLE "organization_contacts" ADD CONSTRAINT "organization_contacts_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_lines" ADD CONSTRAINT "quote_lines_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_deal_id_deals_id_fk" FOREIGN KEY ("deal_id") REFERENCES "public"."deals"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_responded_by_user_id_fk" FOREIGN KEY ("responded_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_deposit_invoice_id_invoices_id_fk" FOREIGN KEY ("deposit_invoice_id") REFERENCES "public"."invoices"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "organization_contacts_organization_id_idx" ON "organization_contacts" USING btree ("organization_id","name");--> statement-breakpoint
CREATE INDEX "quotes_organization_id_idx" ON "quotes" USING btree ("organization_id");--> statement-breakpoint
CREATE INDEX "quotes_deal_id_idx" ON "quotes" USING btree ("deal_id");--> statement-breakpoint
CREATE INDEX "quotes_created_at_id_idx" ON "quotes" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "outbox_recipient_idx" ON "outbox" USING btree (lower("recipient"));