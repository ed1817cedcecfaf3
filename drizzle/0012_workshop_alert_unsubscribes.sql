CREATE TABLE "workshop_alert_unsubscribes" (
	"address_key" text PRIMARY KEY NOT NULL,
	"unsubscribed_at" timestamp with time zone NOT NULL
);
