/**
 * The sales pipeline's rules that both sides need: the stages, the deals table's URL state, the deal editor's
 * schema, a move between stages (a lost deal needs its reason) and the won deal's contract and project.
 * Messages are locale keys of the `sales` area.
 */
import { z } from "zod";
import { normalizeAmount } from "../billing/invoices";
import { optionalText } from "../form-fields";
import { contactServiceTypes } from "../contact/rules";
import { defineTable } from "../tables";
import { versionSchema } from "../versions";

export const dealStages = ["new", "qualified", "proposal_sent", "won", "lost"] as const;
export type DealStage = (typeof dealStages)[number];

/** The stages a deal is still being worked in; won and lost close it. */
export const openDealStages = ["new", "qualified", "proposal_sent"] as const satisfies readonly DealStage[];
export function isClosedStage(stage: DealStage): boolean {
  return stage === "won" || stage === "lost";
}

export const dealStageTones = {
  new: "grey",
  qualified: "blue",
  proposal_sent: "yellow",
  won: "green",
  lost: "red",
} as const satisfies Record<DealStage, string>;

/** The services a deal can concern: the contact form's, so an enquiry's service carries over. */
export const dealServices = contactServiceTypes;
export type DealService = (typeof dealServices)[number];

/** Whose deals a view shows: everyone's, the signed-in staff member's, or those nobody owns yet. */
export const dealOwnerViews = ["all", "mine", "unassigned"] as const;
export type DealOwnerView = (typeof dealOwnerViews)[number];

export const dealsTable = defineTable({
  sorts: ["title", "organization", "stage", "value", "close", "owner", "updated"],
  defaultSort: "updated",
  defaultDir: "desc",
  filters: { stage: ["all", ...dealStages], owner: dealOwnerViews },
});
export type DealsTableState = ReturnType<typeof dealsTable.parse>;

/** The board reads the same search and owner view as the table (its columns are the stages). */
export const dealBoard = defineTable({
  sorts: ["close"],
  defaultSort: "close",
  defaultDir: "asc",
  filters: { owner: dealOwnerViews },
});
export type DealBoardState = ReturnType<typeof dealBoard.parse>;

/** The search and owner view the board and the table share, as a query string (their tabs carry it). */
export function sharedDealSearch(state: { q: string; owner: DealOwnerView }): string {
  return dealBoard.search({ ...dealBoard.defaults, q: state.q, owner: state.owner });
}

/** How many cards a board column shows; the rest are in the table, filtered by that stage. */
export const BOARD_COLUMN_SIZE = 20;

export const DEAL_LIMITS = {
  title: 200,
  organization: 200,
  contactName: 200,
  contactEmail: 254,
  contactPhone: 40,
  notes: 5_000,
  lostReason: 1_000,
} as const;

/** The largest value a deal can have (the numeric column's bound). */
export const MAX_DEAL_VALUE = 1e12;

/** An amount as people type it ('1 500 000', '2500,50'); empty is zero. */
export const dealValueSchema = z
  .string()
  .trim()
  .optional()
  .transform((typed, context) => {
    const amount = typed ? normalizeAmount(typed) : "0";
    if (amount === null || Number(amount) >= MAX_DEAL_VALUE) {
      context.addIssue({ code: "custom", message: "sales.errors.value" });
      return z.NEVER;
    }
    return Number(amount).toFixed(2);
  });

/**
 * A deal as the editor posts it. The organization is an existing one (its id) or a new one named on the spot:
 * exactly one of the two. The owner is a staff account's id, or empty for nobody yet.
 */
export const dealSchema = z
  .object({
    title: z.string().trim().max(DEAL_LIMITS.title, "sales.errors.titleTooLong").min(1, "sales.errors.title"),
    organizationId: z
      .string()
      .trim()
      .optional()
      .transform((value) => value || null)
      .pipe(z.uuid("sales.errors.organization").nullable()),
    newOrganization: optionalText(DEAL_LIMITS.organization, "sales.errors.organizationTooLong"),
    contactName: optionalText(DEAL_LIMITS.contactName, "sales.errors.contactNameTooLong"),
    contactEmail: optionalText(DEAL_LIMITS.contactEmail, "sales.errors.contactEmail").refine(
      (value) => value === null || z.email().safeParse(value).success,
      "sales.errors.contactEmail",
    ),
    contactPhone: optionalText(DEAL_LIMITS.contactPhone, "sales.errors.contactPhone").refine(
      (value) => value === null || /^\+?[\d\s().-]{4,}$/.test(value),
      "sales.errors.contactPhone",
    ),
    value: dealValueSchema,
    expectedClose: z
      .string()
      .trim()
      .optional()
      .transform((value) => value || null)
      .pipe(z.iso.date("sales.errors.date").nullable()),
    ownerId: z
      .string()
      .trim()
      .max(100, "sales.errors.owner")
      .optional()
      .transform((value) => value || null),
    service: z
      .union([z.literal(""), z.enum(dealServices, "sales.errors.service")], "sales.errors.service")
      .optional()
      .transform((value) => value || null),
    notes: optionalText(DEAL_LIMITS.notes, "sales.errors.notesTooLong"),
  })
  .superRefine((deal, context) => {
    if (!deal.organizationId && !deal.newOrganization)
      context.addIssue({ code: "custom", path: ["organizationId"], message: "sales.errors.organization" });
    if (deal.organizationId && deal.newOrganization)
      context.addIssue({ code: "custom", path: ["newOrganization"], message: "sales.errors.organizationBoth" });
  });
export const dealFields = [
  "title",
  "organizationId",
  "newOrganization",
  "contactName",
  "contactEmail",
  "contactPhone",
  "value",
  "expectedClose",
  "ownerId",
  "service",
  "notes",
] as const;
export type DealInput = z.output<typeof dealSchema>;
export const dealEditSchema = dealSchema.and(z.object({ version: versionSchema }));

/** A move to another stage; a move to Lost needs the reason, which any other move drops. */
export const dealMoveSchema = z
  .object({
    stage: z.enum(dealStages, "sales.errors.stage"),
    lostReason: optionalText(DEAL_LIMITS.lostReason, "sales.errors.lostReasonTooLong"),
  })
  .transform((move) => ({ stage: move.stage, lostReason: move.stage === "lost" ? move.lostReason : null }));
export const dealMoveFields = ["stage", "lostReason"] as const;

/** What a won deal creates: its contract, its project, or both (at least one). */
export const dealConversionSchema = z
  .object({
    contract: z
      .string()
      .optional()
      .transform((value) => value === "on"),
    project: z
      .string()
      .optional()
      .transform((value) => value === "on"),
  })
  .refine((choice) => choice.contract || choice.project, "sales.errors.conversionNothing");
export const dealConversionFields = ["contract", "project"] as const;

/** What staff log on a deal's timeline. */
export const activityKinds = ["note", "call", "meeting"] as const;
export type ActivityKind = (typeof activityKinds)[number];

export const ACTIVITY_LIMITS = { summary: 2_000, nextStep: 500 } as const;

const activityDate = z.iso.date("sales.errors.date");

/**
 * A note, call or meeting logged on a deal: what happened and on which day (today unless said), what comes next,
 * and a follow-up date, which then shows on the deal's owner's overview until it is marked done.
 */
export const activitySchema = z.object({
  kind: z.enum(activityKinds, "sales.errors.activityKind"),
  occurredOn: activityDate,
  summary: z.string().trim().max(ACTIVITY_LIMITS.summary, "sales.errors.summaryTooLong").min(1, "sales.errors.summary"),
  nextStep: optionalText(ACTIVITY_LIMITS.nextStep, "sales.errors.nextStepTooLong"),
  followUpOn: z
    .string()
    .trim()
    .optional()
    .transform((value) => value || null)
    .pipe(activityDate.nullable()),
});
export const activityFields = ["kind", "occurredOn", "summary", "nextStep", "followUpOn"] as const;
export type ActivityInput = z.output<typeof activitySchema>;

/** A logged activity as a timeline shows it. */
export interface LoggedActivity {
  id: string;
  kind: ActivityKind;
  occurredOn: string;
  summary: string;
  nextStep: string | null;
  followUpOn: string | null;
  followUpDoneAt: Date | null;
  /** Null when the account that logged it is gone. */
  authorName: string | null;
}

/** A follow-up marked done. */
export const followUpDoneSchema = z.object({ activityId: z.uuid("sales.errors.activity") });
