CREATE TYPE "public"."activity_kind" AS ENUM('note', 'call', 'meeting');--> statement-breakpoint
CREATE TABLE "activities" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"deal_id" uuid,
	"kind" "activity_kind" NOT NULL,
	"occurred_on" date NOT NULL,
	"summary" text NOT NULL,
	"next_step" text,
	"follow_up_on" date,
	"follow_up_done_at" timestamp with time zone,
	"author_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "activities" ADD CONSTRAINT "activities_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activities" ADD CONSTRAINT "activities_deal_id_deals_id_fk" FOREIGN KEY ("deal_id") REFERENCES "public"."deals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activities" ADD CONSTRAINT "activities_author_id_user_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "activities_deal_id_idx" ON "activities" USING btree ("deal_id","occurred_on");--> statement-breakpoint
CREATE INDEX "activities_organization_id_idx" ON "activities" USING btree ("organization_id","occurred_on");--> statement-breakpoint
CREATE INDEX "activities_follow_up_idx" ON "activities" USING btree ("follow_up_on") WHERE "activities"."follow_up_on" is not null and "activities"."follow_up_done_at" is null;