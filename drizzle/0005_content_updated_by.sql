ALTER TABLE "section_content" ADD COLUMN "updated_by" text;--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "updated_by" text;--> statement-breakpoint
ALTER TABLE "section_content" ADD CONSTRAINT "section_content_updated_by_user_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_settings" ADD CONSTRAINT "site_settings_updated_by_user_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;