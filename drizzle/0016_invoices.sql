-- The billing table searches by number and client name with a trigram index (PGlite loads the extension too).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
ALTER TYPE "public"."setting_category" ADD VALUE 'billing';--> statement-breakpoint
CREATE TABLE "document_series" (
	"kind" text NOT NULL,
	"year" integer NOT NULL,
	"last_number" integer NOT NULL,
	CONSTRAINT "document_series_kind_year_pk" PRIMARY KEY("kind","year")
);
--> statement-breakpoint
CREATE TABLE "invoice_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"invoice_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"kind" text NOT NULL,
	"actor_name" text,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoice_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"invoice_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"description" text NOT NULL,
	"quantity" numeric(12, 2) NOT NULL,
	"unit_price" numeric(14, 2) NOT NULL,
	"vat_rate" numeric(5, 2),
	"credits_line_id" uuid,
	CONSTRAINT "invoice_lines_position_unique" UNIQUE("invoice_id","position"),
	CONSTRAINT "invoice_lines_amounts_check" CHECK ("invoice_lines"."quantity" > 0 and "invoice_lines"."unit_price" >= 0),
	CONSTRAINT "invoice_lines_vat_rate_check" CHECK ("invoice_lines"."vat_rate" between 0 and 100)
);
--> statement-breakpoint
CREATE TABLE "invoice_payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"invoice_id" uuid NOT NULL,
	"rank" integer NOT NULL,
	"paid_on" date NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"method" text NOT NULL,
	"reference" text,
	"withheld_vat" numeric(14, 2) DEFAULT '0' NOT NULL,
	"withholding_certificate" text,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoice_payments_rank_unique" UNIQUE("invoice_id","rank"),
	CONSTRAINT "invoice_payments_amounts_check" CHECK ("invoice_payments"."amount" >= 0 and "invoice_payments"."withheld_vat" >= 0 and "invoice_payments"."amount" + "invoice_payments"."withheld_vat" > 0)
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text DEFAULT 'invoice' NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"number" text,
	"series_year" integer,
	"series_number" integer,
	"organization_id" uuid,
	"person_name" text,
	"person_email" text,
	"person_address" text,
	"client_name" text NOT NULL,
	"search_text" text GENERATED ALWAYS AS (lower(coalesce("invoices"."number", '') || ' ' || "invoices"."client_name")) STORED,
	"language" "language" DEFAULT 'fr' NOT NULL,
	"currency" text NOT NULL,
	"subject" text NOT NULL,
	"purchase_order" text,
	"notes" text,
	"issue_date" date,
	"due_date" date,
	"seller" jsonb,
	"client" jsonb,
	"totals" jsonb NOT NULL,
	"total_ht" numeric(14, 2) DEFAULT '0' NOT NULL,
	"total_ttc" numeric(14, 2) DEFAULT '0' NOT NULL,
	"amount_paid" numeric(14, 2) DEFAULT '0' NOT NULL,
	"amount_credited" numeric(14, 2) DEFAULT '0' NOT NULL,
	"corrects_id" uuid,
	"verify_code" text,
	"certification" jsonb,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoices_number_unique" UNIQUE("number"),
	CONSTRAINT "invoices_verify_code_unique" UNIQUE("verify_code"),
	CONSTRAINT "invoices_series_unique" UNIQUE("kind","series_year","series_number"),
	CONSTRAINT "invoices_kind_check" CHECK ("invoices"."kind" in ('invoice', 'credit_note')),
	CONSTRAINT "invoices_status_check" CHECK ("invoices"."status" in ('draft', 'issued', 'partially_paid', 'paid', 'cancelled')),
	CONSTRAINT "invoices_client_check" CHECK ("invoices"."organization_id" is not null or "invoices"."person_name" is not null),
	CONSTRAINT "invoices_issued_check" CHECK ("invoices"."status" = 'draft' or ("invoices"."number" is not null and "invoices"."issue_date" is not null and "invoices"."seller" is not null and "invoices"."client" is not null)),
	CONSTRAINT "invoices_credit_note_check" CHECK (("invoices"."kind" = 'credit_note') = ("invoices"."corrects_id" is not null)),
	CONSTRAINT "invoices_amounts_check" CHECK ("invoices"."amount_paid" >= 0 and "invoices"."amount_credited" >= 0)
);
--> statement-breakpoint
ALTER TABLE "invoice_events" ADD CONSTRAINT "invoice_events_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_credits_line_id_invoice_lines_id_fk" FOREIGN KEY ("credits_line_id") REFERENCES "public"."invoice_lines"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_payments" ADD CONSTRAINT "invoice_payments_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_payments" ADD CONSTRAINT "invoice_payments_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_corrects_id_invoices_id_fk" FOREIGN KEY ("corrects_id") REFERENCES "public"."invoices"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invoice_events_invoice_id_idx" ON "invoice_events" USING btree ("invoice_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_lines_credits_line_unique" ON "invoice_lines" USING btree ("credits_line_id");--> statement-breakpoint
CREATE INDEX "invoices_organization_id_idx" ON "invoices" USING btree ("organization_id");--> statement-breakpoint
CREATE INDEX "invoices_corrects_id_idx" ON "invoices" USING btree ("corrects_id");--> statement-breakpoint
CREATE INDEX "invoices_status_due_date_idx" ON "invoices" USING btree ("status","due_date");--> statement-breakpoint
CREATE INDEX "invoices_created_at_id_idx" ON "invoices" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "invoices_issue_date_idx" ON "invoices" USING btree ("issue_date");--> statement-breakpoint
CREATE INDEX "invoices_search_text_trgm_idx" ON "invoices" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "invoices_due_date_id_idx" ON "invoices" USING btree ("due_date","id");--> statement-breakpoint
CREATE INDEX "invoices_due_date_desc_id_idx" ON "invoices" USING btree ("due_date" DESC NULLS LAST,"id" DESC NULLS FIRST);--> statement-breakpoint
-- An issued invoice or credit note is a legal document: what it says never changes and it is never deleted; only
-- its payments, credits and status move (app/server/billing/). The application refuses first, with a message.
CREATE FUNCTION "invoices_keep_issued"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    IF OLD."status" <> 'draft' THEN RAISE EXCEPTION 'an issued invoice cannot be deleted'; END IF;
    RETURN OLD;
  END IF;
  IF OLD."status" <> 'draft' AND (
    NEW."kind", NEW."number", NEW."series_year", NEW."series_number", NEW."organization_id", NEW."person_name",
    NEW."person_email", NEW."person_address", NEW."client_name", NEW."language", NEW."currency", NEW."subject", NEW."purchase_order",
    NEW."notes", NEW."issue_date", NEW."due_date", NEW."seller", NEW."client", NEW."totals", NEW."total_ht",
    NEW."total_ttc", NEW."corrects_id", NEW."verify_code"
  ) IS DISTINCT FROM (
    OLD."kind", OLD."number", OLD."series_year", OLD."series_number", OLD."organization_id", OLD."person_name",
    OLD."person_email", OLD."person_address", OLD."client_name", OLD."language", OLD."currency", OLD."subject", OLD."purchase_order",
    OLD."notes", OLD."issue_date", OLD."due_date", OLD."seller", OLD."client", OLD."totals", OLD."total_ht",
    OLD."total_ttc", OLD."corrects_id", OLD."verify_code"
  ) THEN
    RAISE EXCEPTION 'an issued invoice cannot be changed';
  END IF;
  IF OLD."status" <> 'draft' AND NEW."status" = 'draft' THEN RAISE EXCEPTION 'an issued invoice stays issued'; END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "invoices_keep_issued" BEFORE UPDATE OR DELETE ON "invoices"
  FOR EACH ROW EXECUTE FUNCTION "invoices_keep_issued"();--> statement-breakpoint
CREATE FUNCTION "invoice_lines_keep_issued"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  invoice_status text;
BEGIN
  SELECT "status" INTO invoice_status FROM "invoices"
    WHERE "id" = CASE WHEN TG_OP = 'DELETE' THEN OLD."invoice_id" ELSE NEW."invoice_id" END;
  -- A draft's lines change freely; a deleted draft takes its lines with it (its row is gone by then).
  IF invoice_status IS NOT NULL AND invoice_status <> 'draft' THEN
    RAISE EXCEPTION 'the lines of an issued invoice cannot be changed';
  END IF;
  RETURN CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NEW END;
END $$;--> statement-breakpoint
CREATE TRIGGER "invoice_lines_keep_issued" BEFORE INSERT OR UPDATE OR DELETE ON "invoice_lines"
  FOR EACH ROW EXECUTE FUNCTION "invoice_lines_keep_issued"();
