import { relations, sql, type SQL } from "drizzle-orm";
import type { Bilingual } from "~/lib/localized-text";
import {
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  time,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from "drizzle-orm/pg-core";
import {
  documentKinds,
  invoiceServices,
  invoiceStatuses,
  type DocumentKind,
  type InvoiceService,
  type InvoiceStatus,
} from "~/lib/billing/invoices";
import {
  paymentMethods,
  type ClientDetails,
  type DocumentTotals,
  type PaymentMethod,
  type SellerDetails,
} from "~/lib/billing/document";
import { contractStatuses, projectStatuses } from "~/lib/clients/admin";
import { activityKinds, dealStages, type DealService } from "~/lib/sales/deals";
import type { QuoteStatus } from "~/lib/sales/quotes";
import { roles } from "~/lib/roles";
import {
  contentSections,
  contentTypes,
  settingCategories,
  type ContentSection,
  type ContentType,
  type SettingCategory,
} from "~/lib/content/site-content";
import { AGENCY_TIME_ZONE } from "~/lib/time-zone";
import {
  registrationStatuses,
  workshopStatuses,
  type RegistrationStatus,
  type WorkshopStatus,
} from "~/lib/workshops/registrations";

// Conventions: SQL names are snake_case; the JS property keys of the Better Auth tables are the
// field names Better Auth 1.7 writes (its Drizzle adapter checks them at start), so keep them.

const createdAt = () => timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow();
const updatedAt = () =>
  timestamp("updated_at", { withTimezone: true, mode: "date" })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

// ---------------------------------------------------------------------------------------------
// Enums
// ---------------------------------------------------------------------------------------------

export const userRoleEnum = pgEnum("user_role", roles);
export type UserRole = (typeof userRoleEnum.enumValues)[number];

export const languageValues = ["fr", "en"] as const;
export const languageEnum = pgEnum("language", languageValues);

export { contentSections, contentTypes, settingCategories };
export type { ContentSection, ContentType, SettingCategory };
export const contentSectionEnum = pgEnum("content_section", contentSections);
export const contentTypeEnum = pgEnum("content_type", contentTypes);
export const settingCategoryEnum = pgEnum("setting_category", settingCategories);

export const facilitatorAvailabilities = ["available", "busy", "unavailable"] as const;
export const facilitatorAvailabilityEnum = pgEnum("facilitator_availability", facilitatorAvailabilities);
export type FacilitatorAvailability = (typeof facilitatorAvailabilities)[number];

/** How a facilitator wants to be addressed: their title agrees with it ("Facilitatrice professionnelle"). */
export const addressForms = ["feminine", "masculine"] as const;
export const addressFormEnum = pgEnum("address_form", addressForms);
export type AddressForm = (typeof addressForms)[number];

export const facilitatorStatuses = ["pending", "approved"] as const;
export const facilitatorStatusEnum = pgEnum("facilitator_status", facilitatorStatuses);
export type FacilitatorStatus = (typeof facilitatorStatuses)[number];

export { workshopStatuses, type WorkshopStatus };
export const workshopStatusEnum = pgEnum("workshop_status", workshopStatuses);

export const workshopLevels = ["beginner", "intermediate", "advanced"] as const;
export const workshopLevelEnum = pgEnum("workshop_level", workshopLevels);
export type WorkshopLevel = (typeof workshopLevels)[number];

/** The six themes of the workshops page; `workshops.theme` is free text but the app uses these. */
export const workshopThemes = ["leadership", "team", "innovation", "change", "process", "strategy"] as const;
export type WorkshopTheme = (typeof workshopThemes)[number];

export { registrationStatuses, type RegistrationStatus };
export const registrationStatusEnum = pgEnum("registration_status", registrationStatuses);

export const contactMessageSources = ["home", "contact"] as const;
export const contactMessageSourceEnum = pgEnum("contact_message_source", contactMessageSources);

export const contactMessageStatuses = ["new", "handled"] as const;
export const contactMessageStatusEnum = pgEnum("contact_message_status", contactMessageStatuses);

export { contractStatuses, projectStatuses };
export const contractStatusEnum = pgEnum("contract_status", contractStatuses);
export type ContractStatus = (typeof contractStatuses)[number];

export const projectStatusEnum = pgEnum("project_status", projectStatuses);
export type ProjectStatus = (typeof projectStatuses)[number];

export { dealStages };
export const dealStageEnum = pgEnum("deal_stage", dealStages);
export const activityKindEnum = pgEnum("activity_kind", activityKinds);

// ---------------------------------------------------------------------------------------------
// Better Auth 1.7 (core + admin, two-factor, email-otp plugins)
// ---------------------------------------------------------------------------------------------

export const user = pgTable("user", {
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  email: text("email").notNull().unique(),
  emailVerified: boolean("email_verified").notNull().default(false),
  image: text("image"),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
  // additional fields
  firstName: text("first_name").notNull().default(""),
  lastName: text("last_name").notNull().default(""),
  preferredLanguage: languageEnum("preferred_language").notNull().default("fr"),
  // admin plugin (its role values must be ours: configure defaultRole "client")
  role: userRoleEnum("role").notNull().default("client"),
  banned: boolean("banned").default(false),
  banReason: text("ban_reason"),
  banExpires: timestamp("ban_expires", { withTimezone: true, mode: "date" }),
  // two-factor plugin
  twoFactorEnabled: boolean("two_factor_enabled").default(false),
});

export const session = pgTable(
  "session",
  {
    id: text("id").primaryKey(),
    expiresAt: timestamp("expires_at", { withTimezone: true, mode: "date" }).notNull(),
    token: text("token").notNull().unique(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    // admin plugin
    impersonatedBy: text("impersonated_by"),
  },
  (t) => [index("session_user_id_idx").on(t.userId)],
);

export const account = pgTable(
  "account",
  {
    id: text("id").primaryKey(),
    accountId: text("account_id").notNull(),
    providerId: text("provider_id").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    accessToken: text("access_token"),
    refreshToken: text("refresh_token"),
    idToken: text("id_token"),
    accessTokenExpiresAt: timestamp("access_token_expires_at", { withTimezone: true, mode: "date" }),
    refreshTokenExpiresAt: timestamp("refresh_token_expires_at", { withTimezone: true, mode: "date" }),
    scope: text("scope"),
    password: text("password"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("account_user_id_idx").on(t.userId)],
);

export const verification = pgTable(
  "verification",
  {
    id: text("id").primaryKey(),
    identifier: text("identifier").notNull(),
    value: text("value").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true, mode: "date" }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("verification_identifier_idx").on(t.identifier)],
);

export const twoFactor = pgTable(
  "two_factor",
  {
    id: text("id").primaryKey(),
    secret: text("secret").notNull(),
    backupCodes: text("backup_codes").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    verified: boolean("verified").notNull().default(true),
    // Better Auth 1.7 counts failed codes and locks the factor for a while.
    failedVerificationCount: integer("failed_verification_count").notNull().default(0),
    lockedUntil: timestamp("locked_until", { withTimezone: true, mode: "date" }),
  },
  (t) => [index("two_factor_secret_idx").on(t.secret), index("two_factor_user_id_idx").on(t.userId)],
);

// ---------------------------------------------------------------------------------------------
// Site content
// ---------------------------------------------------------------------------------------------

export const sectionContent = pgTable(
  "section_content",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    section: contentSectionEnum("section").notNull(),
    contentType: contentTypeEnum("content_type").notNull().default("text"),
    language: languageEnum("language").notNull().default("fr"),
    title: text("title"),
    subtitle: text("subtitle"),
    description: text("description"),
    contentBody: text("content_body"),
    imageUrl: text("image_url"),
    videoUrl: text("video_url"),
    buttonText: text("button_text"),
    buttonUrl: text("button_url"),
    orderIndex: integer("order_index").notNull().default(0),
    isPublished: boolean("is_published").notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /** Who saved it last (null for the seeded content, or once that account is deleted). */
    updatedBy: text("updated_by").references(() => user.id, { onDelete: "set null" }),
  },
  (t) => [
    check("section_content_order_index_check", sql`${t.orderIndex} >= 0`),
    index("section_content_public_idx").on(t.language, t.section, t.isPublished, t.orderIndex),
  ],
);

export const siteSettings = pgTable("site_settings", {
  id: uuid("id").primaryKey().defaultRandom(),
  category: settingCategoryEnum("category").notNull(),
  settingKey: text("setting_key").notNull().unique(),
  settingValue: text("setting_value").notNull().default(""),
  /** An HTML input type (text, email, tel, url) or 'textarea'. */
  settingType: text("setting_type").notNull().default("text"),
  description: text("description"),
  updatedAt: updatedAt(),
  /** Who saved it last (null for the seeded settings, or once that account is deleted). */
  updatedBy: text("updated_by").references(() => user.id, { onDelete: "set null" }),
});

// ---------------------------------------------------------------------------------------------
// Facilitators and workshops
// ---------------------------------------------------------------------------------------------

export const facilitators = pgTable(
  "facilitators",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .unique()
      .references(() => user.id, { onDelete: "set null" }),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull().default(""),
    email: text("email").notNull(),
    phone: text("phone"),
    // Null: not said, and the title keeps its usual (masculine) form.
    addressForm: addressFormEnum("address_form"),
    /** The bio, specialties and certifications in French and English; either side may be empty (lib/localized-text). */
    bioFr: text("bio_fr"),
    bioEn: text("bio_en"),
    specialtiesFr: text("specialties_fr")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    specialtiesEn: text("specialties_en")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** The language their emails (the invitation, a refusal) are written in: the one they applied in. */
    language: languageEnum("language").notNull().default("fr"),
    hourlyRate: numeric("hourly_rate", { precision: 10, scale: 2 }),
    availability: facilitatorAvailabilityEnum("availability").notNull().default("available"),
    yearsExperience: integer("years_experience"),
    certificationsFr: text("certifications_fr")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    certificationsEn: text("certifications_en")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    languages: text("languages")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    location: text("location"),
    website: text("website"),
    linkedin: text("linkedin"),
    profileImageUrl: text("profile_image_url"),
    status: facilitatorStatusEnum("status").notNull().default("pending"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("facilitators_hourly_rate_check", sql`${t.hourlyRate} >= 0`),
    check("facilitators_years_experience_check", sql`${t.yearsExperience} >= 0`),
    index("facilitators_status_availability_idx").on(t.status, t.availability),
    index("facilitators_email_idx").on(t.email),
  ],
);

export const workshops = pgTable(
  "workshops",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** The title and description in French and English; at least one title (see lib/localized-text). */
    titleFr: text("title_fr"),
    titleEn: text("title_en"),
    descriptionFr: text("description_fr"),
    descriptionEn: text("description_en"),
    /** The language(s) the workshop is run in (schema.org `inLanguage`), whatever the languages of its texts. */
    languages: languageEnum("languages")
      .array()
      .notNull()
      .default(sql`'{fr}'::language[]`),
    status: workshopStatusEnum("status").notNull().default("draft"),
    /** Local calendar date in `timeZone`, 'YYYY-MM-DD'; null shows as 'TBD'. */
    date: date("date", { mode: "string" }),
    /** Local wall-clock times in `timeZone`, 'HH:MM:SS'. */
    startTime: time("start_time"),
    endTime: time("end_time"),
    timeZone: text("time_zone").notNull().default(AGENCY_TIME_ZONE),
    /** The place as French pages show it, and its English form when it differs (English pages fall back to it). */
    location: text("location"),
    locationEn: text("location_en"),
    /** Held online (with or without a place): pages say so in their own language, from the locale files. */
    online: boolean("online").notNull().default(false),
    /** The online meeting's link: emailed to confirmed participants only, never shown on a public page. */
    meetingUrl: text("meeting_url"),
    maxParticipants: integer("max_participants").notNull().default(20),
    price: numeric("price", { precision: 10, scale: 2 }).notNull().default("0"),
    tags: text("tags")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** The tags in English; empty, English pages show the French ones. */
    tagsEn: text("tags_en")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    theme: text("theme"),
    level: workshopLevelEnum("level"),
    imageUrl: text("image_url"),
    facilitatorId: uuid("facilitator_id").references(() => facilitators.id, { onDelete: "set null" }),
    createdBy: text("created_by").references(() => user.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    // No current_participants column: it is counted from confirmed registrations.
  },
  (t) => [
    check("workshops_title_check", sql`num_nonnulls(${t.titleFr}, ${t.titleEn}) >= 1`),
    check("workshops_max_participants_check", sql`${t.maxParticipants} >= 1`),
    check("workshops_price_check", sql`${t.price} >= 0`),
    index("workshops_status_date_idx").on(t.status, t.date),
    index("workshops_facilitator_id_idx").on(t.facilitatorId),
  ],
);

export const workshopRegistrations = pgTable(
  "workshop_registrations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    workshopId: uuid("workshop_id")
      .notNull()
      .references(() => workshops.id, { onDelete: "cascade" }),
    /** Null only for a seat an organization booked and has not named yet (`booking_id` set): nobody to email. */
    name: text("name"),
    email: text("email"),
    organization: text("organization"),
    phone: text("phone"),
    language: languageEnum("language").notNull().default("fr"),
    /** The organization's booking this seat belongs to; null for a person who registered themselves. */
    bookingId: uuid("booking_id").references(() => seatBookings.id, { onDelete: "cascade" }),
    /** Waitlist order is created_at, then id. */
    status: registrationStatusEnum("status").notNull().default("confirmed"),
    createdAt: createdAt(),
    cancelledAt: timestamp("cancelled_at", { withTimezone: true, mode: "date" }),
    promotedAt: timestamp("promoted_at", { withTimezone: true, mode: "date" }),
    /** When the person was marked present (their ticket's QR code or the attendance list), and by whom. */
    checkedInAt: timestamp("checked_in_at", { withTimezone: true, mode: "date" }),
    checkedInBy: text("checked_in_by").references(() => user.id, { onDelete: "set null" }),
    /** Added at the door by the facilitator or staff, not through the public form. */
    walkIn: boolean("walk_in").notNull().default(false),
  },
  (t) => [
    // One live registration per person and workshop; a cancelled one does not block signing up again.
    uniqueIndex("workshop_registrations_active_email_idx")
      .on(t.workshopId, sql`lower(${t.email})`)
      .where(sql`${t.status} <> 'cancelled'`),
    index("workshop_registrations_workshop_status_idx").on(t.workshopId, t.status, t.createdAt),
    // The confirmed seats of a workshop, counted by the overview's figures without reading the other rows.
    index("workshop_registrations_confirmed_idx")
      .on(t.workshopId)
      .where(sql`${t.status} = 'confirmed'`),
    index("workshop_registrations_booking_idx").on(t.bookingId),
    check(
      "workshop_registrations_named_check",
      sql`${t.bookingId} is not null or (${t.name} is not null and ${t.email} is not null)`,
    ),
  ],
);

/**
 * Seats an organization books for its people (decision 29): each seat is a registration with `booking_id`, so
 * capacity, the waitlist and their locks treat them as anyone's.
 */
export const seatBookings = pgTable(
  "seat_bookings",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    workshopId: uuid("workshop_id")
      .notNull()
      .references(() => workshops.id, { onDelete: "cascade" }),
    organizationId: uuid("organization_id")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    /** The client account (or staff member) who booked. */
    bookedBy: text("booked_by").references(() => user.id, { onDelete: "set null" }),
    /** The organization's purchase-order reference. */
    reference: text("reference"),
    /** The organization's contract whose workshop seats this booking draws from (the one in force at booking). */
    contractId: uuid("contract_id").references((): AnyPgColumn => contracts.id, { onDelete: "set null" }),
    /** How many of its confirmed seats the contract covers; the others are billed (booking-billing.server.ts). */
    includedSeats: integer("included_seats").notNull().default(0),
    /**
     * What its invoice lines begin with, "workshop — date", as it was when booked (set by its first settling): a later
     * change to the workshop's title or date must not make its issued lines unrecognisable
     * (booking-billing.server.ts counts them by it).
     */
    invoiceLabel: text("invoice_label"),
    createdAt: createdAt(),
  },
  (t) => [
    index("seat_bookings_organization_id_idx").on(t.organizationId),
    index("seat_bookings_workshop_id_idx").on(t.workshopId),
    index("seat_bookings_contract_id_idx").on(t.contractId),
    check("seat_bookings_included_seats_check", sql`${t.includedSeats} >= 0`),
  ],
);

/** What a certificate of attendance says, kept as it was the day it was issued (a later edit changes no certificate). */
export interface CertificateDetails {
  participantName: string;
  title: Bilingual;
  /** The workshop's day, 'YYYY-MM-DD', and its times, 'HH:MM:SS' or null. */
  date: string;
  startTime: string | null;
  endTime: string | null;
  /** 3.5, or null when unknown. */
  hours: number | null;
  facilitatorName: string | null;
  agencyName: string;
}

export const certificateRevocations = ["staff", "absent"] as const;

/**
 * Certificates of attendance (server/workshops/certificates.server.ts): one per registration checked in at a completed
 * workshop. The code is random and printed on the certificate; the public page /certificates/<code> verifies it.
 */
export const certificates = pgTable(
  "certificates",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    registrationId: uuid("registration_id")
      .notNull()
      .references(() => workshopRegistrations.id, { onDelete: "cascade" }),
    code: text("code").notNull(),
    language: languageEnum("language").notNull(),
    details: jsonb("details").$type<CertificateDetails>().notNull(),
    issuedAt: timestamp("issued_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    revokedAt: timestamp("revoked_at", { withTimezone: true, mode: "date" }),
    revokedBy: text("revoked_by").references(() => user.id, { onDelete: "set null" }),
    /** Why: staff revoked it (it stays revoked), or the check-in was undone (a new check-in restores it). */
    revokedReason: text("revoked_reason", { enum: certificateRevocations }),
  },
  (t) => [
    uniqueIndex("certificates_registration_idx").on(t.registrationId),
    uniqueIndex("certificates_code_idx").on(t.code),
    check("certificates_revocation_check", sql`(${t.revokedAt} is null) = (${t.revokedReason} is null)`),
  ],
);

export const feedbackStatuses = ["pending", "approved", "rejected"] as const;

/**
 * A participant's answer to the feedback email (one per registration; a new submission within 7 days replaces
 * it). `status` is the moderation of what may be published: only an answer whose author consented and wrote what
 * worked can be approved, and an approved one is shown as a verified review (`reviews.feedback_id`).
 */
export const workshopFeedback = pgTable(
  "workshop_feedback",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    registrationId: uuid("registration_id")
      .notNull()
      .references(() => workshopRegistrations.id, { onDelete: "cascade" }),
    rating: integer("rating").notNull(),
    /** "How likely are you to recommend this workshop to a colleague?", 0 to 10 (the NPS question). */
    recommendation: integer("recommendation").notNull(),
    worked: text("worked"),
    improve: text("improve"),
    /** Consent to publish the first name and what worked. */
    publishConsent: boolean("publish_consent").notNull().default(false),
    status: text("status", { enum: feedbackStatuses }).notNull().default("pending"),
    moderatedAt: timestamp("moderated_at", { withTimezone: true, mode: "date" }),
    moderatedBy: text("moderated_by").references(() => user.id, { onDelete: "set null" }),
    /** The first answer: it may be changed for 7 days from then. */
    submittedAt: timestamp("submitted_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("workshop_feedback_registration_idx").on(t.registrationId),
    index("workshop_feedback_status_idx").on(t.status, t.submittedAt),
    check("workshop_feedback_rating_check", sql`${t.rating} between 1 and 5`),
    check("workshop_feedback_recommendation_check", sql`${t.recommendation} between 0 and 10`),
  ],
);

/**
 * Confirmed subscriptions to the new-workshop alerts (server/workshop-alerts/). A row exists only once its
 * owner has clicked the emailed confirmation link: the pending request lives in that link's signed token, so
 * nothing is stored, and nothing is ever sent, for an address that did not confirm. An empty list means "any".
 */
export const workshopAlertSubscriptions = pgTable(
  "workshop_alert_subscriptions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    email: text("email").notNull(),
    /** The language of the alerts. */
    language: languageEnum("language").notNull().default("fr"),
    themes: text("themes")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    levels: workshopLevelEnum("levels")
      .array()
      .notNull()
      .default(sql`'{}'::workshop_level[]`),
    locations: text("locations")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** The languages a workshop must be run in (one of them). */
    workshopLanguages: languageEnum("workshop_languages")
      .array()
      .notNull()
      .default(sql`'{}'::language[]`),
    /** When the owner confirmed (again, after a new request). */
    confirmedAt: timestamp("confirmed_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("workshop_alert_subscriptions_email_idx").on(sql`lower(${t.email})`)],
);

/**
 * When an address last ended its alerts, so that a confirmation link asked for before then cannot subscribe it
 * again. The address is kept only as a keyed digest (workshop-alerts/alerts.server.ts addressKey): the list of
 * people who left is not a list of addresses.
 */
export const workshopAlertUnsubscribes = pgTable("workshop_alert_unsubscribes", {
  addressKey: text("address_key").primaryKey(),
  unsubscribedAt: timestamp("unsubscribed_at", { withTimezone: true, mode: "date" }).notNull(),
});

// ---------------------------------------------------------------------------------------------
// Contact messages and reviews
// ---------------------------------------------------------------------------------------------

export const contactMessages = pgTable(
  "contact_messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    company: text("company"),
    subject: text("subject"),
    serviceType: text("service_type"),
    message: text("message").notNull(),
    language: languageEnum("language").notNull().default("fr"),
    source: contactMessageSourceEnum("source").notNull().default("contact"),
    status: contactMessageStatusEnum("status").notNull().default("new"),
    handledAt: timestamp("handled_at", { withTimezone: true, mode: "date" }),
    handledBy: text("handled_by").references(() => user.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [index("contact_messages_status_created_at_idx").on(t.status, t.createdAt)],
);

export const reviews = pgTable(
  "reviews",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    facilitatorId: uuid("facilitator_id")
      .notNull()
      .references(() => facilitators.id, { onDelete: "cascade" }),
    workshopId: uuid("workshop_id").references(() => workshops.id, { onDelete: "set null" }),
    workshopTitle: text("workshop_title"),
    participantName: text("participant_name").notNull(),
    comment: text("comment").notNull(),
    rating: integer("rating").notNull(),
    reviewDate: date("review_date", { mode: "string" })
      .notNull()
      .default(sql`current_date`),
    isPublished: boolean("is_published").notNull().default(true),
    /** The participant's feedback this review was approved from: a verified review. Null: entered by staff. */
    feedbackId: uuid("feedback_id").references(() => workshopFeedback.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("reviews_feedback_id_idx").on(t.feedbackId),
    check("reviews_rating_check", sql`${t.rating} between 1 and 5`),
    index("reviews_facilitator_id_idx").on(t.facilitatorId, t.isPublished),
    index("reviews_workshop_id_idx").on(t.workshopId),
  ],
);

// ---------------------------------------------------------------------------------------------
// Clients, contracts and projects
// ---------------------------------------------------------------------------------------------

export const organizations = pgTable(
  "organizations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    country: text("country"),
    tags: text("tags")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    healthScore: integer("health_score"),
    /** Why the health score is what it is, in staff's words. */
    healthNote: text("health_note"),
    // Billing details: who the agency's invoices are addressed to (the CGI's mentions for the client).
    legalName: text("legal_name"),
    billingAddress: text("billing_address"),
    /** Identifiant financier unique, the tax number of Burkina Faso's tax office. */
    ifu: text("ifu"),
    /** Registre du commerce et du crédit mobilier. */
    rccm: text("rccm"),
    billingEmail: text("billing_email"),
    vatExempt: boolean("vat_exempt").notNull().default(false),
    /** The decision or certificate that exempts the organization from VAT, required when it is exempt. */
    vatExemptionRef: text("vat_exemption_ref"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("organizations_health_score_check", sql`${t.healthScore} between 0 and 10`),
    check("organizations_vat_exemption_check", sql`not ${t.vatExempt} or ${t.vatExemptionRef} is not null`),
    index("organizations_created_at_idx").on(t.createdAt),
    // The clients table's default order (newest first, then the id), read from the index a page at a time.
    index("organizations_created_at_id_idx").on(t.createdAt, t.id),
  ],
);

/** The client accounts of an organization: a client account belongs to at most one (the user is the key). */
export const organizationClients = pgTable(
  "organization_clients",
  {
    userId: text("user_id")
      .primaryKey()
      .references(() => user.id, { onDelete: "cascade" }),
    organizationId: uuid("organization_id")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [index("organization_clients_organization_id_idx").on(t.organizationId)],
);

export const contracts = pgTable(
  "contracts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    organizationId: uuid("organization_id")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    status: contractStatusEnum("status").notNull().default("draft"),
    value: numeric("value", { precision: 14, scale: 2 }),
    /** Workshop seats the contract includes for the organization's people; null when it includes none. */
    workshopSeats: integer("workshop_seats"),
    startDate: date("start_date", { mode: "string" }),
    endDate: date("end_date", { mode: "string" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("contracts_value_check", sql`${t.value} >= 0`),
    check("contracts_workshop_seats_check", sql`${t.workshopSeats} >= 0`),
    check("contracts_dates_check", sql`${t.endDate} >= ${t.startDate}`),
    index("contracts_organization_id_idx").on(t.organizationId),
    index("contracts_status_end_date_idx").on(t.status, t.endDate),
  ],
);

export const projects = pgTable(
  "projects",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    title: text("title").notNull(),
    objective: text("objective"),
    status: projectStatusEnum("status").notNull().default("draft"),
    organizationId: uuid("organization_id").references(() => organizations.id, { onDelete: "set null" }),
    methodTags: text("method_tags")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("projects_organization_id_idx").on(t.organizationId),
    index("projects_status_created_at_idx").on(t.status, t.createdAt),
    // The projects table's default order (newest first, then the id), read from the index a page at a time.
    index("projects_created_at_id_idx").on(t.createdAt, t.id),
  ],
);

export const projectTeam = pgTable(
  "project_team",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    projectId: uuid("project_id")
      .notNull()
      .references(() => projects.id, { onDelete: "cascade" }),
    facilitatorId: uuid("facilitator_id").references(() => facilitators.id, { onDelete: "cascade" }),
    userId: text("user_id").references(() => user.id, { onDelete: "cascade" }),
    role: text("role"),
    createdAt: createdAt(),
  },
  (t) => [
    unique("project_team_project_facilitator_unique").on(t.projectId, t.facilitatorId),
    unique("project_team_project_user_unique").on(t.projectId, t.userId),
    check("project_team_member_check", sql`${t.facilitatorId} is not null or ${t.userId} is not null`),
    index("project_team_facilitator_id_idx").on(t.facilitatorId),
    index("project_team_user_id_idx").on(t.userId),
  ],
);

// ---------------------------------------------------------------------------------------------
// Sales: the deals of the pipeline (app/server/sales/)
// ---------------------------------------------------------------------------------------------

/**
 * A deal: an organization's possible piece of work, from the first enquiry to won or lost. Its value is in the
 * currency the site used when the deal was created. `closedAt` is when it was last moved to won or lost (the win
 * rate's period reads it); a lost deal keeps why.
 */
export const deals = pgTable(
  "deals",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    title: text("title").notNull(),
    organizationId: uuid("organization_id")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    contactName: text("contact_name"),
    contactEmail: text("contact_email"),
    contactPhone: text("contact_phone"),
    value: numeric("value", { precision: 14, scale: 2 }).notNull().default("0"),
    currency: text("currency").notNull(),
    expectedClose: date("expected_close", { mode: "string" }),
    ownerId: text("owner_id").references(() => user.id, { onDelete: "set null" }),
    service: text("service").$type<DealService>(),
    notes: text("notes"),
    stage: dealStageEnum("stage").notNull().default("new"),
    lostReason: text("lost_reason"),
    closedAt: timestamp("closed_at", { withTimezone: true, mode: "date" }),
    /** The contact message the deal was made from (that message links to it). */
    contactMessageId: uuid("contact_message_id").references(() => contactMessages.id, { onDelete: "set null" }),
    /** What the won deal created. */
    contractId: uuid("contract_id").references(() => contracts.id, { onDelete: "set null" }),
    projectId: uuid("project_id").references(() => projects.id, { onDelete: "set null" }),
    createdBy: text("created_by").references(() => user.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("deals_value_check", sql`${t.value} >= 0`),
    check("deals_lost_reason_check", sql`${t.stage} <> 'lost' or ${t.lostReason} is not null`),
    check("deals_closed_check", sql`(${t.stage} in ('won', 'lost')) = (${t.closedAt} is not null)`),
    uniqueIndex("deals_contact_message_id_idx").on(t.contactMessageId),
    index("deals_organization_id_idx").on(t.organizationId),
    index("deals_owner_id_idx").on(t.ownerId),
    index("deals_contract_id_idx").on(t.contractId),
    index("deals_project_id_idx").on(t.projectId),
    // The board's columns (a stage, soonest close first) and the table's default order (latest change first).
    index("deals_stage_expected_close_idx").on(t.stage, t.expectedClose),
    index("deals_updated_at_id_idx").on(t.updatedAt.desc().nullsLast(), t.id.desc().nullsFirst()),
    // The win rate of a period: the deals closed in it.
    index("deals_closed_at_idx").on(t.closedAt),
  ],
);

/** The people staff deal with at an organization, beyond its client accounts: who they are and how to reach them. */
export const organizationContacts = pgTable(
  "organization_contacts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    organizationId: uuid("organization_id")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    role: text("role"),
    email: text("email"),
    phone: text("phone"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("organization_contacts_organization_id_idx").on(t.organizationId, t.name)],
);

/**
 * What staff logged about an organization's business: a note, a call or a meeting, on a deal's timeline; what
 * comes next and the day to follow it up, which shows on the overview of the deal's owner (or of its author when
 * the deal has none) until it is done.
 */
export const activities = pgTable(
  "activities",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    organizationId: uuid("organization_id")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    dealId: uuid("deal_id").references(() => deals.id, { onDelete: "cascade" }),
    kind: activityKindEnum("kind").notNull(),
    occurredOn: date("occurred_on", { mode: "string" }).notNull(),
    summary: text("summary").notNull(),
    nextStep: text("next_step"),
    followUpOn: date("follow_up_on", { mode: "string" }),
    followUpDoneAt: timestamp("follow_up_done_at", { withTimezone: true, mode: "date" }),
    authorId: text("author_id").references(() => user.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [
    index("activities_deal_id_idx").on(t.dealId, t.occurredOn),
    index("activities_organization_id_idx").on(t.organizationId, t.occurredOn),
    // The overview's follow-ups: those still to do, soonest first.
    index("activities_follow_up_idx")
      .on(t.followUpOn)
      .where(sql`${t.followUpOn} is not null and ${t.followUpDoneAt} is null`),
  ],
);

// ---------------------------------------------------------------------------------------------
// Billing: invoices and credit notes, their lines, payments and history (app/server/billing/)
// ---------------------------------------------------------------------------------------------

export { documentKinds, invoiceStatuses, type DocumentKind, type InvoiceStatus };

/**
 * An invoice or a credit note. A draft is freely edited; issuing gives it its number in the yearly series of its
 * kind and freezes its date, due date, currency and both parties' details (`seller`, `client`). The totals are
 * kept with the row (recomputed from the lines at each save); paid and credited amounts follow the payments and
 * credit notes, and `status` follows them (overdue is read from the due date, never stored).
 */
/** The check of an invoice's or a quote's service: one of the list, or none. */
const serviceIn = (column: AnyPgColumn) =>
  sql`${column} in (${sql.raw(invoiceServices.map((service) => `'${service}'`).join(", "))})`;

export const invoices = pgTable(
  "invoices",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    kind: text("kind").$type<DocumentKind>().notNull().default("invoice"),
    status: text("status").$type<InvoiceStatus>().notNull().default("draft"),
    /** 'F-2026-0001' or 'AV-2026-0001', from the series; null while a draft. */
    number: text("number").unique(),
    seriesYear: integer("series_year"),
    seriesNumber: integer("series_number"),
    /** The client: an organization, or a person named on the invoice itself. */
    organizationId: uuid("organization_id").references(() => organizations.id, { onDelete: "restrict" }),
    personName: text("person_name"),
    personEmail: text("person_email"),
    personAddress: text("person_address"),
    /**
     * The client's name as the billing table shows, searches and sorts it: the organization's or the person's, kept
     * with each save of a draft (and an organization's rename), frozen at issue as the rest of the client's details.
     */
    clientName: text("client_name").notNull(),
    /** What the table's search reads: the number and the client's name in lower case (a LIKE, cheaper than ILIKE). */
    searchText: text("search_text").generatedAlwaysAs(
      (): SQL => sql`lower(coalesce(${invoices.number}, '') || ' ' || ${invoices.clientName})`,
    ),
    /** The language of the PDF and of the emails. */
    language: languageEnum("language").notNull().default("fr"),
    currency: text("currency").notNull(),
    subject: text("subject").notNull(),
    purchaseOrder: text("purchase_order"),
    notes: text("notes"),
    issueDate: date("issue_date", { mode: "string" }),
    dueDate: date("due_date", { mode: "string" }),
    /** The agency's and the client's details as they were the day it was issued (document.ts). */
    seller: jsonb("seller").$type<SellerDetails>(),
    client: jsonb("client").$type<ClientDetails>(),
    totals: jsonb("totals").$type<DocumentTotals>().notNull(),
    totalHt: numeric("total_ht", { precision: 14, scale: 2 }).notNull().default("0"),
    totalTtc: numeric("total_ttc", { precision: 14, scale: 2 }).notNull().default("0"),
    /** Received in payments plus VAT withheld at source. */
    amountPaid: numeric("amount_paid", { precision: 14, scale: 2 }).notNull().default("0"),
    /** The total of its credit notes. */
    amountCredited: numeric("amount_credited", { precision: 14, scale: 2 }).notNull().default("0"),
    /**
     * What it sells, for the revenue reports: one of the agency's services, and the workshop it bills (whose
     * facilitator it counts for). Not part of the legal document (never printed), so staff may correct them after
     * issue; a credit note follows its invoice's.
     */
    service: text("service").$type<InvoiceService>(),
    workshopId: uuid("workshop_id").references(() => workshops.id, { onDelete: "set null" }),
    /** The organization's seat booking this invoice bills (booking-billing.server.ts keeps its draft in step). */
    bookingId: uuid("booking_id").references((): AnyPgColumn => seatBookings.id, { onDelete: "set null" }),
    /** The invoice a credit note corrects. */
    correctsId: uuid("corrects_id").references((): AnyPgColumn => invoices.id, { onDelete: "restrict" }),
    /** The code of its public verification page (/invoices/verify/<code>), given at issue. */
    verifyCode: text("verify_code").unique(),
    /**
     * Kept empty for certified e-invoicing (docs/e-invoicing.md): the code and QR payload a certified system would
     * return at issue. Nothing fills it today.
     */
    certification: jsonb("certification").$type<Record<string, string>>(),
    createdBy: text("created_by").references(() => user.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("invoices_kind_check", sql`${t.kind} in ('invoice', 'credit_note')`),
    check("invoices_status_check", sql`${t.status} in ('draft', 'issued', 'partially_paid', 'paid', 'cancelled')`),
    check("invoices_client_check", sql`${t.organizationId} is not null or ${t.personName} is not null`),
    check(
      "invoices_issued_check",
      sql`${t.status} = 'draft' or (${t.number} is not null and ${t.issueDate} is not null and ${t.seller} is not null and ${t.client} is not null)`,
    ),
    check("invoices_credit_note_check", sql`(${t.kind} = 'credit_note') = (${t.correctsId} is not null)`),
    check("invoices_amounts_check", sql`${t.amountPaid} >= 0 and ${t.amountCredited} >= 0`),
    unique("invoices_series_unique").on(t.kind, t.seriesYear, t.seriesNumber),
    check("invoices_service_check", serviceIn(t.service)),
    index("invoices_organization_id_idx").on(t.organizationId),
    index("invoices_workshop_id_idx").on(t.workshopId),
    index("invoices_corrects_id_idx").on(t.correctsId),
    index("invoices_booking_id_idx").on(t.bookingId),
    index("invoices_status_due_date_idx").on(t.status, t.dueDate),
    // The billing table's default order (newest first, then the id, as tables.server.ts writes it), read from the
    // index a page at a time.
    index("invoices_created_at_id_idx").on(t.createdAt.desc().nullsLast(), t.id.desc().nullsFirst()),
    index("invoices_issue_date_idx").on(t.issueDate),
    // The table's search ("contains", any case) by number or client, through trigrams rather than reading every row.
    index("invoices_search_text_trgm_idx").using("gin", t.searchText.op("gin_trgm_ops")),
    // Sorted by due date either way (empty ones last, then the id, as tables.server.ts orders), a page is read from
    // an index.
    index("invoices_due_date_id_idx").on(t.dueDate, t.id),
    index("invoices_due_date_desc_id_idx").on(t.dueDate.desc().nullsLast(), t.id.desc().nullsFirst()),
  ],
);

export const invoiceLines = pgTable(
  "invoice_lines",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    invoiceId: uuid("invoice_id")
      .notNull()
      .references(() => invoices.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    description: text("description").notNull(),
    quantity: numeric("quantity", { precision: 12, scale: 2 }).notNull(),
    unitPrice: numeric("unit_price", { precision: 14, scale: 2 }).notNull(),
    /** Percent; null when the line is exempt from VAT. */
    vatRate: numeric("vat_rate", { precision: 5, scale: 2 }),
    /** On a credit note: the invoice line it credits (each line is credited once). */
    creditsLineId: uuid("credits_line_id").references((): AnyPgColumn => invoiceLines.id, { onDelete: "restrict" }),
  },
  (t) => [
    unique("invoice_lines_position_unique").on(t.invoiceId, t.position),
    uniqueIndex("invoice_lines_credits_line_unique").on(t.creditsLineId),
    check("invoice_lines_amounts_check", sql`${t.quantity} > 0 and ${t.unitPrice} >= 0`),
    check("invoice_lines_vat_rate_check", sql`${t.vatRate} between 0 and 100`),
  ],
);

export { paymentMethods, type PaymentMethod };

export const invoicePayments = pgTable(
  "invoice_payments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    invoiceId: uuid("invoice_id")
      .notNull()
      .references(() => invoices.id, { onDelete: "restrict" }),
    /** Its rank among the invoice's payments: the receipt is numbered '<invoice number>/<rank>'. */
    rank: integer("rank").notNull(),
    paidOn: date("paid_on", { mode: "string" }).notNull(),
    amount: numeric("amount", { precision: 14, scale: 2 }).notNull(),
    method: text("method").$type<PaymentMethod>().notNull(),
    /** The transaction id, the cheque number. */
    reference: text("reference"),
    /** VAT the client withheld at source and pays to the tax office itself, with its certificate. */
    withheldVat: numeric("withheld_vat", { precision: 14, scale: 2 }).notNull().default("0"),
    withholdingCertificate: text("withholding_certificate"),
    createdBy: text("created_by").references(() => user.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [
    unique("invoice_payments_rank_unique").on(t.invoiceId, t.rank),
    // The receipts journal of a month (server/reports/journals.server.ts).
    index("invoice_payments_paid_on_idx").on(t.paidOn),
    check(
      "invoice_payments_amounts_check",
      sql`${t.amount} >= 0 and ${t.withheldVat} >= 0 and ${t.amount} + ${t.withheldVat} > 0`,
    ),
  ],
);

/** What happened to an invoice, in order: its history as the invoice page shows it. */
export const invoiceEvents = pgTable(
  "invoice_events",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    invoiceId: uuid("invoice_id")
      .notNull()
      .references(() => invoices.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
    /** created, updated, issued, emailed, reminded, payment, receipt, credited, status */
    kind: text("kind").notNull(),
    actorName: text("actor_name"),
    detail: jsonb("detail").$type<Record<string, string>>().notNull().default({}),
  },
  (t) => [index("invoice_events_invoice_id_idx").on(t.invoiceId, t.id)],
);

/**
 * A quote (devis), and a pro forma, which is a quote: the invoice's client, lines and totals, numbered in its own
 * yearly series ('D-2026-0001') when it is sent, which also freezes both parties' details. A sent quote is
 * accepted or declined through its signed link or the client's dashboard (who, when, their comment); past its
 * validity it reads as expired (never stored). An accepted quote becomes a draft invoice in full, or a deposit and
 * then the balance.
 */
export const quotes = pgTable(
  "quotes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    status: text("status").$type<QuoteStatus>().notNull().default("draft"),
    number: text("number").unique(),
    seriesYear: integer("series_year"),
    seriesNumber: integer("series_number"),
    organizationId: uuid("organization_id").references(() => organizations.id, { onDelete: "restrict" }),
    personName: text("person_name"),
    personEmail: text("person_email"),
    personAddress: text("person_address"),
    clientName: text("client_name").notNull(),
    /** What it sells, as an invoice's (copied to the invoices it becomes). */
    service: text("service").$type<InvoiceService>(),
    workshopId: uuid("workshop_id").references(() => workshops.id, { onDelete: "set null" }),
    /** The deal it prices: accepting the quote wins the deal. */
    dealId: uuid("deal_id").references(() => deals.id, { onDelete: "set null" }),
    language: languageEnum("language").notNull().default("fr"),
    currency: text("currency").notNull(),
    subject: text("subject").notNull(),
    purchaseOrder: text("purchase_order"),
    notes: text("notes"),
    issueDate: date("issue_date", { mode: "string" }),
    validUntil: date("valid_until", { mode: "string" }).notNull(),
    seller: jsonb("seller").$type<SellerDetails>(),
    client: jsonb("client").$type<ClientDetails>(),
    totals: jsonb("totals").$type<DocumentTotals>().notNull(),
    totalHt: numeric("total_ht", { precision: 14, scale: 2 }).notNull().default("0"),
    totalTtc: numeric("total_ttc", { precision: 14, scale: 2 }).notNull().default("0"),
    /** The answer: who gave it (the name they typed), when, their comment, and their account when signed in. */
    respondedAt: timestamp("responded_at", { withTimezone: true, mode: "date" }),
    responderName: text("responder_name"),
    responseComment: text("response_comment"),
    respondedBy: text("responded_by").references(() => user.id, { onDelete: "set null" }),
    /** The invoices it became: the deposit (with its percentage), and the full invoice or the balance. */
    depositPercent: integer("deposit_percent"),
    depositInvoiceId: uuid("deposit_invoice_id").references(() => invoices.id, { onDelete: "set null" }),
    invoiceId: uuid("invoice_id").references(() => invoices.id, { onDelete: "set null" }),
    createdBy: text("created_by").references(() => user.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("quotes_status_check", sql`${t.status} in ('draft', 'sent', 'accepted', 'declined')`),
    check("quotes_client_check", sql`${t.organizationId} is not null or ${t.personName} is not null`),
    check(
      "quotes_sent_check",
      sql`${t.status} = 'draft' or (${t.number} is not null and ${t.issueDate} is not null and ${t.seller} is not null and ${t.client} is not null)`,
    ),
    check(
      "quotes_response_check",
      sql`(${t.status} in ('accepted', 'declined')) = (${t.respondedAt} is not null and ${t.responderName} is not null)`,
    ),
    check("quotes_deposit_check", sql`${t.depositPercent} between 1 and 99`),
    unique("quotes_series_unique").on(t.seriesYear, t.seriesNumber),
    index("quotes_organization_id_idx").on(t.organizationId),
    index("quotes_deal_id_idx").on(t.dealId),
    index("quotes_workshop_id_idx").on(t.workshopId),
    check("quotes_service_check", serviceIn(t.service)),
    index("quotes_created_at_id_idx").on(t.createdAt.desc().nullsLast(), t.id.desc().nullsFirst()),
  ],
);

export const quoteLines = pgTable(
  "quote_lines",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    quoteId: uuid("quote_id")
      .notNull()
      .references(() => quotes.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    description: text("description").notNull(),
    quantity: numeric("quantity", { precision: 12, scale: 2 }).notNull(),
    unitPrice: numeric("unit_price", { precision: 14, scale: 2 }).notNull(),
    /** Percent; null when the line is exempt from VAT. */
    vatRate: numeric("vat_rate", { precision: 5, scale: 2 }),
  },
  (t) => [
    unique("quote_lines_position_unique").on(t.quoteId, t.position),
    check("quote_lines_amounts_check", sql`${t.quantity} > 0 and ${t.unitPrice} >= 0`),
    check("quote_lines_vat_rate_check", sql`${t.vatRate} between 0 and 100`),
  ],
);

/** The last number given in each yearly series ('invoice' 2026 → 7): taken inside the issuing transaction. */
export const documentSeries = pgTable(
  "document_series",
  {
    kind: text("kind").notNull(),
    year: integer("year").notNull(),
    lastNumber: integer("last_number").notNull(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.year] })],
);

// ---------------------------------------------------------------------------------------------
// Audit log (append-only: a trigger of migration 0002 refuses UPDATE and DELETE; app/server/audit/)
// ---------------------------------------------------------------------------------------------

export const auditLog = pgTable(
  "audit_log",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    createdAt: createdAt(),
    /** Who did it: no foreign key, since an entry outlives its author and may never be updated. */
    actorId: text("actor_id"),
    /** The author's address at the time (the account may change or go). */
    actorEmail: text("actor_email"),
    /** What happened: create, update, delete, sign-in, sign-in-failed, role-change, ban... */
    action: text("action").notNull(),
    /** The kind of record (user, workshop, organization...) and its id. */
    entity: text("entity").notNull(),
    entityId: text("entity_id"),
    /** The fields that changed: `{ field: { before, after } }` (only changed ones for an update). */
    changes: jsonb("changes").$type<Record<string, { before: unknown; after: unknown }>>().notNull().default({}),
    /** The client's address as the HTTP front settled it. */
    address: text("address"),
  },
  (t) => [
    index("audit_log_created_at_idx").on(t.createdAt),
    index("audit_log_actor_created_at_idx").on(t.actorId, t.createdAt),
    index("audit_log_entity_created_at_idx").on(t.entity, t.createdAt),
  ],
);

// ---------------------------------------------------------------------------------------------
// Relations (for db.query ... with: {...})
// ---------------------------------------------------------------------------------------------

export const userRelations = relations(user, ({ many, one }) => ({
  sessions: many(session),
  accounts: many(account),
  twoFactors: many(twoFactor),
  facilitator: one(facilitators),
}));

export const sessionRelations = relations(session, ({ one }) => ({
  user: one(user, { fields: [session.userId], references: [user.id] }),
}));

export const accountRelations = relations(account, ({ one }) => ({
  user: one(user, { fields: [account.userId], references: [user.id] }),
}));

export const twoFactorRelations = relations(twoFactor, ({ one }) => ({
  user: one(user, { fields: [twoFactor.userId], references: [user.id] }),
}));

export const facilitatorsRelations = relations(facilitators, ({ one, many }) => ({
  user: one(user, { fields: [facilitators.userId], references: [user.id] }),
  workshops: many(workshops),
  reviews: many(reviews),
  projectTeam: many(projectTeam),
}));

export const workshopsRelations = relations(workshops, ({ one, many }) => ({
  facilitator: one(facilitators, { fields: [workshops.facilitatorId], references: [facilitators.id] }),
  creator: one(user, { fields: [workshops.createdBy], references: [user.id] }),
  registrations: many(workshopRegistrations),
  reviews: many(reviews),
}));

export const workshopRegistrationsRelations = relations(workshopRegistrations, ({ one }) => ({
  workshop: one(workshops, { fields: [workshopRegistrations.workshopId], references: [workshops.id] }),
}));

export const contactMessagesRelations = relations(contactMessages, ({ one }) => ({
  handler: one(user, { fields: [contactMessages.handledBy], references: [user.id] }),
}));

export const reviewsRelations = relations(reviews, ({ one }) => ({
  facilitator: one(facilitators, { fields: [reviews.facilitatorId], references: [facilitators.id] }),
  workshop: one(workshops, { fields: [reviews.workshopId], references: [workshops.id] }),
}));

export const organizationsRelations = relations(organizations, ({ many }) => ({
  contracts: many(contracts),
  projects: many(projects),
  clients: many(organizationClients),
}));

export const organizationClientsRelations = relations(organizationClients, ({ one }) => ({
  organization: one(organizations, {
    fields: [organizationClients.organizationId],
    references: [organizations.id],
  }),
  user: one(user, { fields: [organizationClients.userId], references: [user.id] }),
}));

export const contractsRelations = relations(contracts, ({ one }) => ({
  organization: one(organizations, { fields: [contracts.organizationId], references: [organizations.id] }),
}));

export const projectsRelations = relations(projects, ({ one, many }) => ({
  organization: one(organizations, { fields: [projects.organizationId], references: [organizations.id] }),
  team: many(projectTeam),
}));

export const projectTeamRelations = relations(projectTeam, ({ one }) => ({
  project: one(projects, { fields: [projectTeam.projectId], references: [projects.id] }),
  facilitator: one(facilitators, { fields: [projectTeam.facilitatorId], references: [facilitators.id] }),
  user: one(user, { fields: [projectTeam.userId], references: [user.id] }),
}));

// ---------------------------------------------------------------------------------------------
// Row types
// ---------------------------------------------------------------------------------------------

// ---------------------------------------------------------------------------------------------
// Outbox: emails and scheduled jobs, written in the transaction that causes them (docs/decisions/0011)
// ---------------------------------------------------------------------------------------------

export const outbox = pgTable(
  "outbox",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** What the worker does with it: `mail` sends `payload` as it is; the others compose their email at send time. */
    kind: text("kind").notNull(),
    /** One row per recipient and event: a second enqueue of the same event is dropped, never sent twice. */
    dedupeKey: text("dedupe_key").notNull().unique(),
    payload: jsonb("payload").$type<Record<string, unknown>>().notNull(),
    /** Shown to staff; a scheduled job fills them in when it composes its email. */
    recipient: text("recipient"),
    subject: text("subject"),
    /** pending (due at run_at), sent, failed (gave up; staff may retry) or skipped (nothing to send any more). */
    status: text("status").notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    lastError: text("last_error"),
    runAt: timestamp("run_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    /** A worker's claim: no other worker takes the row before this time (a dead worker's claim runs out). */
    lockedUntil: timestamp("locked_until", { withTimezone: true, mode: "date" }),
    sentAt: timestamp("sent_at", { withTimezone: true, mode: "date" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("outbox_due_idx").on(t.status, t.runAt),
    // An organization's timeline: the emails sent to its addresses.
    index("outbox_recipient_idx").on(sql`lower(${t.recipient})`),
    check("outbox_status_check", sql`${t.status} in ('pending', 'sent', 'failed', 'skipped')`),
  ],
);

/** Rate-limit windows shared by every server process on one PostgreSQL (app/server/rate-limit.server.ts). */
export const rateLimitWindows = pgTable(
  "rate_limit_windows",
  {
    key: text("key").primaryKey(),
    count: integer("count").notNull(),
    resetAt: timestamp("reset_at", { withTimezone: true, mode: "date" }).notNull(),
  },
  (t) => [index("rate_limit_windows_reset_at_idx").on(t.resetAt)],
);

export type User = typeof user.$inferSelect;
export type NewUser = typeof user.$inferInsert;
export type Session = typeof session.$inferSelect;
export type Account = typeof account.$inferSelect;
export type Verification = typeof verification.$inferSelect;
export type TwoFactor = typeof twoFactor.$inferSelect;
export type SectionContent = typeof sectionContent.$inferSelect;
export type NewSectionContent = typeof sectionContent.$inferInsert;
export type SiteSetting = typeof siteSettings.$inferSelect;
export type NewSiteSetting = typeof siteSettings.$inferInsert;
export type Facilitator = typeof facilitators.$inferSelect;
export type NewFacilitator = typeof facilitators.$inferInsert;
export type Workshop = typeof workshops.$inferSelect;
export type NewWorkshop = typeof workshops.$inferInsert;
export type WorkshopRegistration = typeof workshopRegistrations.$inferSelect;
export type NewWorkshopRegistration = typeof workshopRegistrations.$inferInsert;
export type Certificate = typeof certificates.$inferSelect;
export type WorkshopFeedback = typeof workshopFeedback.$inferSelect;
export type ContactMessage = typeof contactMessages.$inferSelect;
export type NewContactMessage = typeof contactMessages.$inferInsert;
export type Review = typeof reviews.$inferSelect;
export type NewReview = typeof reviews.$inferInsert;
export type Organization = typeof organizations.$inferSelect;
export type NewOrganization = typeof organizations.$inferInsert;
export type OrganizationClient = typeof organizationClients.$inferSelect;
export type WorkshopAlertSubscription = typeof workshopAlertSubscriptions.$inferSelect;
export type NewOrganizationClient = typeof organizationClients.$inferInsert;
export type Deal = typeof deals.$inferSelect;
export type NewDeal = typeof deals.$inferInsert;
export type Activity = typeof activities.$inferSelect;
export type NewActivity = typeof activities.$inferInsert;
export type Contract = typeof contracts.$inferSelect;
export type NewContract = typeof contracts.$inferInsert;
export type Project = typeof projects.$inferSelect;
export type NewProject = typeof projects.$inferInsert;
export type AuditEntry = typeof auditLog.$inferSelect;
export type ProjectTeamMember = typeof projectTeam.$inferSelect;
export type NewProjectTeamMember = typeof projectTeam.$inferInsert;
export type OutboxRow = typeof outbox.$inferSelect;
export type Invoice = typeof invoices.$inferSelect;
export type InvoiceLine = typeof invoiceLines.$inferSelect;
export type InvoicePayment = typeof invoicePayments.$inferSelect;
export type InvoiceEvent = typeof invoiceEvents.$inferSelect;
export type Quote = typeof quotes.$inferSelect;
export type QuoteLine = typeof quoteLines.$inferSelect;
export type OrganizationContact = typeof organizationContacts.$inferSelect;
