CREATE TYPE "public"."deal_stage" AS ENUM('new', 'qualified', 'proposal_sent', 'won', 'lost');--> statement-breakpoint
CREATE TABLE "deals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"organization_id" uuid NOT NULL,
	"contact_name" text,
	"contact_email" text,
	"contact_phone" text,
	"value" numeric(14, 2) DEFAULT '0' NOT NULL,
	"currency" text NOT NULL,
	"expected_close" date,
	"owner_id" text,
	"service" text,
	"notes" text,
	"stage" "deal_stage" DEFAULT 'new' NOT NULL,
	"lost_reason" text,
	"closed_at" timestamp with time zone,
	"contact_message_id" uuid,
	"contract_id" uuid,
	"project_id" uuid,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "deals_value_check" CHECK ("deals"."value" >= 0),
	CONSTRAINT "deals_lost_reason_check" CHECK ("deals"."stage" <> 'lost' or "deals"."lost_reason" is not null),
	CONSTRAINT "deals_closed_check" CHECK (("deals"."stage" in ('won', 'lost')) = ("deals"."closed_at" is not null))
);
--> statement-breakpoint
ALTER TABLE "deals" ADD CONSTRAINT "deals_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deals" ADD CONSTRAINT "deals_owner_id_user_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deals" ADD CONSTRAINT "deals_contact_message_id_contact_messages_id_fk" FOREIGN KEY ("contact_message_id") REFERENCES "public"."contact_messages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deals" ADD CONSTRAINT "deals_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deals" ADD CONSTRAINT "deals_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deals" ADD CONSTRAINT "deals_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "deals_contact_message_id_idx" ON "deals" USING btree ("contact_message_id");--> statement-breakpoint
CREATE INDEX "deals_organization_id_idx" ON "deals" USING btree ("organization_id");--> statement-breakpoint
CREATE INDEX "deals_owner_id_idx" ON "deals" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "deals_contract_id_idx" ON "deals" USING btree ("contract_id");--> statement-breakpoint
CREATE INDEX "deals_project_id_idx" ON "deals" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "deals_stage_expected_close_idx" ON "deals" USING btree ("stage","expected_close");--> statement-breakpoint
CREATE INDEX "deals_updated_at_id_idx" ON "deals" USING btree ("updated_at" DESC NULLS LAST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "deals_closed_at_idx" ON "deals" USING btree ("closed_at");