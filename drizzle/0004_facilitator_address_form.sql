CREATE TYPE "public"."address_form" AS ENUM('feminine', 'masculine');--> statement-breakpoint
ALTER TABLE "facilitators" ADD COLUMN "address_form" "address_form";