CREATE TYPE "public"."contact_message_source" AS ENUM('home', 'contact');--> statement-breakpoint
CREATE TYPE "public"."contact_message_status" AS ENUM('new', 'handled');--> statement-breakpoint
CREATE TYPE "public"."content_section" AS ENUM('hero', 'about', 'services', 'case_studies', 'team', 'partners', 'contact');--> statement-breakpoint
CREATE TYPE "public"."content_type" AS ENUM('text', 'image', 'video', 'card', 'list_item', 'testimonial');--> statement-breakpoint
CREATE TYPE "public"."contract_status" AS ENUM('draft', 'active', 'expired', 'terminated');--> statement-breakpoint
CREATE TYPE "public"."facilitator_availability" AS ENUM('available', 'busy', 'unavailable');--> statement-breakpoint
CREATE TYPE "public"."facilitator_status" AS ENUM('pending', 'approved');--> statement-breakpoint
CREATE TYPE "public"."language" AS ENUM('fr', 'en');--> statement-breakpoint
CREATE TYPE "public"."project_status" AS ENUM('draft', 'active', 'completed', 'cancelled');--> statement-breakpoint
CREATE TYPE "public"."registration_status" AS ENUM('confirmed', 'waitlisted', 'cancelled');--> statement-breakpoint
CREATE TYPE "public"."setting_category" AS ENUM('general', 'contact', 'social');--> statement-breakpoint
CREATE TYPE "public"."user_role" AS ENUM('admin', 'facilitator', 'client', 'content_creator', 'employee');--> statement-breakpoint
CREATE TYPE "public"."workshop_level" AS ENUM('beginner', 'intermediate', 'advanced');--> statement-breakpoint
CREATE TYPE "public"."workshop_status" AS ENUM('draft', 'published', 'cancelled', 'completed');--> statement-breakpoint
CREATE TABLE "account" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"provider_id" text NOT NULL,
	"user_id" text NOT NULL,
	"access_token" text,
	"refresh_token" text,
	"id_token" text,
	"access_token_expires_at" timestamp with time zone,
	"refresh_token_expires_at" timestamp with time zone,
	"scope" text,
	"password" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contact_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"company" text,
	"subject" text,
	"service_type" text,
	"message" text NOT NULL,
	"language" "language" DEFAULT 'fr' NOT NULL,
	"source" "contact_message_source" DEFAULT 'contact' NOT NULL,
	"status" "contact_message_status" DEFAULT 'new' NOT NULL,
	"handled_at" timestamp with time zone,
	"handled_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contracts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"title" text NOT NULL,
	"status" "contract_status" DEFAULT 'draft' NOT NULL,
	"value" numeric(14, 2),
	"start_date" date,
	"end_date" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contracts_value_check" CHECK ("contracts"."value" >= 0),
	CONSTRAINT "contracts_dates_check" CHECK ("contracts"."end_date" >= "contracts"."start_date")
);
--> statement-breakpoint
CREATE TABLE "facilitators" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text,
	"first_name" text NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"bio" text,
	"specialties" text[] DEFAULT '{}'::text[] NOT NULL,
	"hourly_rate" numeric(10, 2),
	"availability" "facilitator_availability" DEFAULT 'available' NOT NULL,
	"years_experience" integer,
	"certifications" text[] DEFAULT '{}'::text[] NOT NULL,
	"languages" text[] DEFAULT '{}'::text[] NOT NULL,
	"location" text,
	"website" text,
	"linkedin" text,
	"profile_image_url" text,
	"status" "facilitator_status" DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "facilitators_user_id_unique" UNIQUE("user_id"),
	CONSTRAINT "facilitators_hourly_rate_check" CHECK ("facilitators"."hourly_rate" >= 0),
	CONSTRAINT "facilitators_years_experience_check" CHECK ("facilitators"."years_experience" >= 0)
);
--> statement-breakpoint
CREATE TABLE "organizations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"country" text,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"health_score" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "organizations_health_score_check" CHECK ("organizations"."health_score" between 0 and 10)
);
--> statement-breakpoint
CREATE TABLE "project_team" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"facilitator_id" uuid,
	"user_id" text,
	"role" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "project_team_project_facilitator_unique" UNIQUE("project_id","facilitator_id"),
	CONSTRAINT "project_team_project_user_unique" UNIQUE("project_id","user_id"),
	CONSTRAINT "project_team_member_check" CHECK ("project_team"."facilitator_id" is not null or "project_team"."user_id" is not null)
);
--> statement-breakpoint
CREATE TABLE "projects" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"objective" text,
	"status" "project_status" DEFAULT 'draft' NOT NULL,
	"organization_id" uuid,
	"method_tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"facilitator_id" uuid NOT NULL,
	"workshop_id" uuid,
	"workshop_title" text,
	"participant_name" text NOT NULL,
	"comment" text NOT NULL,
	"rating" integer NOT NULL,
	"review_date" date DEFAULT current_date NOT NULL,
	"is_published" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reviews_rating_check" CHECK ("reviews"."rating" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "section_content" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"section" "content_section" NOT NULL,
	"content_type" "content_type" DEFAULT 'text' NOT NULL,
	"language" "language" DEFAULT 'fr' NOT NULL,
	"title" text,
	"subtitle" text,
	"description" text,
	"content_body" text,
	"image_url" text,
	"video_url" text,
	"button_text" text,
	"button_url" text,
	"order_index" integer DEFAULT 0 NOT NULL,
	"is_published" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "section_content_order_index_check" CHECK ("section_content"."order_index" >= 0)
);
--> statement-breakpoint
CREATE TABLE "session" (
	"id" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ip_address" text,
	"user_agent" text,
	"user_id" text NOT NULL,
	"impersonated_by" text,
	CONSTRAINT "session_token_unique" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "site_settings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"category" "setting_category" NOT NULL,
	"setting_key" text NOT NULL,
	"setting_value" text DEFAULT '' NOT NULL,
	"setting_type" text DEFAULT 'text' NOT NULL,
	"description" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "site_settings_setting_key_unique" UNIQUE("setting_key")
);
--> statement-breakpoint
CREATE TABLE "two_factor" (
	"id" text PRIMARY KEY NOT NULL,
	"secret" text NOT NULL,
	"backup_codes" text NOT NULL,
	"user_id" text NOT NULL,
	"verified" boolean DEFAULT true NOT NULL,
	"failed_verification_count" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "user" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"email_verified" boolean DEFAULT false NOT NULL,
	"image" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"first_name" text DEFAULT '' NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"preferred_language" "language" DEFAULT 'fr' NOT NULL,
	"role" "user_role" DEFAULT 'client' NOT NULL,
	"banned" boolean DEFAULT false,
	"ban_reason" text,
	"ban_expires" timestamp with time zone,
	"two_factor_enabled" boolean DEFAULT false,
	CONSTRAINT "user_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "verification" (
	"id" text PRIMARY KEY NOT NULL,
	"identifier" text NOT NULL,
	"value" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "workshop_registrations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workshop_id" uuid NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"organization" text,
	"phone" text,
	"language" "language" DEFAULT 'fr' NOT NULL,
	"status" "registration_status" DEFAULT 'confirmed' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"cancelled_at" timestamp with time zone,
	"promoted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "workshops" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"status" "workshop_status" DEFAULT 'draft' NOT NULL,
	"date" date,
	"start_time" time,
	"end_time" time,
	"time_zone" text DEFAULT 'Africa/Ouagadougou' NOT NULL,
	"location" text,
	"max_participants" integer DEFAULT 20 NOT NULL,
	"price" numeric(10, 2) DEFAULT '0' NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"theme" text,
	"level" "workshop_level",
	"image_url" text,
	"facilitator_id" uuid,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "workshops_max_participants_check" CHECK ("workshops"."max_participants" >= 1),
	CONSTRAINT "workshops_price_check" CHECK ("workshops"."price" >= 0)
);
--> statement-breakpoint
ALTER TABLE "account" ADD CONSTRAINT "account_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_handled_by_user_id_fk" FOREIGN KEY ("handled_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "facilitators" ADD CONSTRAINT "facilitators_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_team" ADD CONSTRAINT "project_team_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_team" ADD CONSTRAINT "project_team_facilitator_id_facilitators_id_fk" FOREIGN KEY ("facilitator_id") REFERENCES "public"."facilitators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_team" ADD CONSTRAINT "project_team_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_facilitator_id_facilitators_id_fk" FOREIGN KEY ("facilitator_id") REFERENCES "public"."facilitators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_workshop_id_workshops_id_fk" FOREIGN KEY ("workshop_id") REFERENCES "public"."workshops"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session" ADD CONSTRAINT "session_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "two_factor" ADD CONSTRAINT "two_factor_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workshop_registrations" ADD CONSTRAINT "workshop_registrations_workshop_id_workshops_id_fk" FOREIGN KEY ("workshop_id") REFERENCES "public"."workshops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workshops" ADD CONSTRAINT "workshops_facilitator_id_facilitators_id_fk" FOREIGN KEY ("facilitator_id") REFERENCES "public"."facilitators"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workshops" ADD CONSTRAINT "workshops_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "account_user_id_idx" ON "account" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "contact_messages_status_created_at_idx" ON "contact_messages" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "contracts_organization_id_idx" ON "contracts" USING btree ("organization_id");--> statement-breakpoint
CREATE INDEX "contracts_status_end_date_idx" ON "contracts" USING btree ("status","end_date");--> statement-breakpoint
CREATE INDEX "facilitators_status_availability_idx" ON "facilitators" USING btree ("status","availability");--> statement-breakpoint
CREATE INDEX "facilitators_email_idx" ON "facilitators" USING btree ("email");--> statement-breakpoint
CREATE INDEX "organizations_created_at_idx" ON "organizations" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "project_team_facilitator_id_idx" ON "project_team" USING btree ("facilitator_id");--> statement-breakpoint
CREATE INDEX "project_team_user_id_idx" ON "project_team" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "projects_organization_id_idx" ON "projects" USING btree ("organization_id");--> statement-breakpoint
CREATE INDEX "projects_status_created_at_idx" ON "projects" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "reviews_facilitator_id_idx" ON "reviews" USING btree ("facilitator_id","is_published");--> statement-breakpoint
CREATE INDEX "reviews_workshop_id_idx" ON "reviews" USING btree ("workshop_id");--> statement-breakpoint
CREATE INDEX "section_content_public_idx" ON "section_content" USING btree ("language","section","is_published","order_index");--> statement-breakpoint
CREATE INDEX "session_user_id_idx" ON "session" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "two_factor_secret_idx" ON "two_factor" USING btree ("secret");--> statement-breakpoint
CREATE INDEX "two_factor_user_id_idx" ON "two_factor" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "verification_identifier_idx" ON "verification" USING btree ("identifier");--> statement-breakpoint
CREATE UNIQUE INDEX "workshop_registrations_active_email_idx" ON "workshop_registrations" USING btree ("workshop_id",lower("email")) WHERE "workshop_registrations"."status" <> 'cancelled';--> statement-breakpoint
CREATE INDEX "workshop_registrations_workshop_status_idx" ON "workshop_registrations" USING btree ("workshop_id","status","created_at");--> statement-breakpoint
CREATE INDEX "workshops_status_date_idx" ON "workshops" USING btree ("status","date");--> statement-breakpoint
CREATE INDEX "workshops_facilitator_id_idx" ON "workshops" USING btree ("facilitator_id");