/**
 * The rules of the clients and projects screens that both sides need: the tables' URL state, the editors'
 * schemas (messages are locale keys of the `clients` area), the statuses and the health score's bands.
 */
import { z } from "zod";
import { optionalText } from "../form-fields";
import { defineTable } from "../tables";
import { tagsSchema } from "../tags";
import { versionSchema } from "../versions";

export const contractStatuses = ["draft", "active", "expired", "terminated"] as const;
export type ContractStatus = (typeof contractStatuses)[number];

export const projectStatuses = ["draft", "active", "completed", "cancelled"] as const;
export type ProjectStatus = (typeof projectStatuses)[number];

/** The clients' filter: every organization, or those with an active contract ending within 30 days. */
export const organizationContractViews = ["all", "expiring"] as const;

export const organizationsTable = defineTable({
  sorts: ["name", "country", "created", "contracts", "health"],
  defaultSort: "created",
  defaultDir: "desc",
  filters: { contracts: organizationContractViews },
});
export type OrganizationsTableState = ReturnType<typeof organizationsTable.parse>;

export const projectsTable = defineTable({
  sorts: ["title", "status", "organization", "team", "created"],
  defaultSort: "created",
  defaultDir: "desc",
  filters: { status: ["all", ...projectStatuses] },
});
export type ProjectsTableState = ReturnType<typeof projectsTable.parse>;

/** The health score's colour: 8 or above green, 5 to 7 yellow, below 5 red; no score is grey ('Not set'). */
export function healthTone(score: number | null | undefined): "green" | "yellow" | "red" | "grey" {
  if (score === null || score === undefined) return "grey";
  if (score >= 8) return "green";
  if (score >= 5) return "yellow";
  return "red";
}

export const projectStatusTones = {
  draft: "yellow",
  active: "green",
  completed: "blue",
  cancelled: "red",
} as const satisfies Record<ProjectStatus, string>;

export const contractStatusTones = {
  draft: "grey",
  active: "green",
  expired: "yellow",
  terminated: "red",
} as const satisfies Record<ContractStatus, string>;

export const LIMITS = { name: 200, country: 100, title: 200, objective: 5_000, note: 2_000, role: 100 } as const;

const tags = tagsSchema({ tooLong: "backOffice.errors.tagTooLong", tooMany: "backOffice.errors.tooManyTags" });

/** Create Organization (and its edit): name required, country optional (null when empty), tags. */
export const organizationSchema = z.object({
  name: z.string().trim().max(LIMITS.name, "clients.errors.nameTooLong").min(1, "clients.errors.nameRequired"),
  country: optionalText(LIMITS.country, "clients.errors.countryTooLong"),
  tags,
});
export const organizationFields = ["name", "country"] as const;

export const organizationEditSchema = organizationSchema.extend({ version: versionSchema });

/** The health score set by staff: a whole number from 0 to 10, or empty for 'Not set', with a note. */
export const healthSchema = z.object({
  healthScore: z
    .string()
    .trim()
    .transform((value, context) => {
      if (value === "") return null;
      const score = Number(value);
      if (!Number.isInteger(score) || score < 0 || score > 10) {
        context.addIssue({ code: "custom", message: "clients.errors.healthScore" });
        return z.NEVER;
      }
      return score;
    }),
  healthNote: optionalText(LIMITS.note, "clients.errors.noteTooLong"),
  version: versionSchema,
});
export const healthFields = ["healthScore", "healthNote"] as const;

export const BILLING_LIMITS = {
  legalName: 200,
  address: 500,
  ifu: 20,
  rccm: 40,
  email: 254,
  exemptionRef: 200,
} as const;

/**
 * The organization's billing details, as its invoices will name it: the legal name and address, its tax number
 * (IFU: letters and digits, spaces ignored) and trade register number (RCCM: letters, digits, spaces, `-`, `/`,
 * `.`), the address invoices go to, and whether it is exempt from VAT, with the exemption's reference then.
 */
export const billingSchema = z
  .object({
    legalName: optionalText(BILLING_LIMITS.legalName, "clients.errors.legalNameTooLong"),
    billingAddress: optionalText(BILLING_LIMITS.address, "clients.errors.billingAddressTooLong"),
    ifu: z
      .string()
      .optional()
      .transform((value) => (value ?? "").replace(/\s+/g, "").toUpperCase() || null)
      .refine(
        (value) => value === null || new RegExp(`^[A-Z0-9]{1,${BILLING_LIMITS.ifu}}$`).test(value),
        "clients.errors.ifu",
      ),
    rccm: optionalText(BILLING_LIMITS.rccm, "clients.errors.rccm").refine(
      (value) => value === null || /^[A-Za-z0-9][A-Za-z0-9 ./-]*$/.test(value),
      "clients.errors.rccm",
    ),
    billingEmail: optionalText(BILLING_LIMITS.email, "clients.errors.billingEmail").refine(
      (value) => value === null || z.email().safeParse(value).success,
      "clients.errors.billingEmail",
    ),
    vatExempt: z
      .string()
      .optional()
      .transform((value) => value === "on"),
    vatExemptionRef: optionalText(BILLING_LIMITS.exemptionRef, "clients.errors.exemptionRefTooLong"),
    version: versionSchema,
  })
  .superRefine((input, context) => {
    if (input.vatExempt && !input.vatExemptionRef)
      context.addIssue({ code: "custom", path: ["vatExemptionRef"], message: "clients.errors.exemptionRefRequired" });
  })
  // A reference without the exemption is not kept: it would read as an exemption on an invoice.
  .transform((input) => ({ ...input, vatExemptionRef: input.vatExempt ? input.vatExemptionRef : null }));
export const billingFields = [
  "legalName",
  "billingAddress",
  "ifu",
  "rccm",
  "billingEmail",
  "vatExempt",
  "vatExemptionRef",
] as const;
export type BillingDetails = Omit<z.output<typeof billingSchema>, "version">;

const isoDate = z.iso.date("clients.errors.date");
const optionalDate = z
  .string()
  .trim()
  .optional()
  .transform((value) => value || null)
  .pipe(isoDate.nullable());

/** The most workshop seats one contract includes. */
export const MAX_CONTRACT_SEATS = 10_000;

/** A contract: title required, a status, optional dates (the end not before the start), value and workshop seats. */
export const contractSchema = z
  .object({
    title: z.string().trim().max(LIMITS.title, "clients.errors.titleTooLong").min(1, "clients.errors.contractTitle"),
    status: z.enum(contractStatuses, "clients.errors.contractStatus"),
    startDate: optionalDate,
    endDate: optionalDate,
    value: z
      .string()
      .trim()
      .transform((value, context) => {
        if (value === "") return null;
        const amount = Number(value.replace(/[\s\u00a0]/g, "").replace(",", "."));
        if (!Number.isFinite(amount) || amount < 0 || amount >= 1e12) {
          context.addIssue({ code: "custom", message: "clients.errors.contractValue" });
          return z.NEVER;
        }
        return amount.toFixed(2);
      }),
    /** Workshop seats the contract includes; empty for none. */
    workshopSeats: z
      .string()
      .trim()
      .transform((value, context) => {
        if (value === "") return null;
        if (!/^\d{1,5}$/.test(value) || Number(value) > MAX_CONTRACT_SEATS) {
          context.addIssue({ code: "custom", message: "clients.errors.workshopSeats" });
          return z.NEVER;
        }
        return Number(value);
      }),
  })
  .superRefine((contract, context) => {
    if (contract.startDate && contract.endDate && contract.endDate < contract.startDate)
      context.addIssue({ code: "custom", path: ["endDate"], message: "clients.errors.endBeforeStart" });
  });
export const contractFields = ["title", "status", "startDate", "endDate", "value", "workshopSeats"] as const;
export const contractEditSchema = contractSchema.and(z.object({ version: versionSchema }));

const email = z.string().trim().toLowerCase().max(254, "clients.errors.email").pipe(z.email("clients.errors.email"));

/** Link an existing client account to the organization, by its email. */
export const clientLinkSchema = z.object({ email });
/** Invite a new client: an account with the client role is created and emailed a link to set a password. */
export const clientInviteSchema = z.object({
  email,
  firstName: z.string().trim().max(100, "clients.errors.nameTooLong").min(1, "clients.errors.firstName"),
  lastName: z.string().trim().max(100, "clients.errors.nameTooLong").min(1, "clients.errors.lastName"),
  language: z.enum(["fr", "en"]).catch("fr"),
});
export const clientUnlinkSchema = z.object({ userId: z.string().min(1).max(100) });

/** A project: title required, status one of four (draft by default), objective, organization and method tags optional. */
export const projectSchema = z.object({
  title: z.string().trim().max(LIMITS.title, "clients.errors.titleTooLong").min(1, "clients.errors.projectTitle"),
  status: z
    .string()
    .optional()
    .transform((value) => value || "draft")
    .pipe(z.enum(projectStatuses, "clients.errors.projectStatus")),
  objective: optionalText(LIMITS.objective, "clients.errors.objectiveTooLong"),
  organizationId: z
    .string()
    .trim()
    .optional()
    .transform((value) => value || null)
    .pipe(z.uuid("clients.errors.organization").nullable()),
  methodTags: tags,
});
export const projectFields = ["title", "status", "objective", "organizationId"] as const;
export const projectEditSchema = projectSchema.extend({ version: versionSchema });

/** A member added to a project's team: a facilitator or a staff account, with their role on the project. */
export const teamMemberSchema = z.object({
  member: z
    .string()
    .trim()
    .regex(/^(facilitator|user):[\w-]{1,100}$/, "clients.errors.member")
    .transform((value) => {
      const [kind, id] = value.split(":") as ["facilitator" | "user", string];
      return { kind, id };
    }),
  role: z.string().trim().max(LIMITS.role, "clients.errors.roleTooLong").min(1, "clients.errors.role"),
});
export const teamRemoveSchema = z.object({ memberId: z.uuid("clients.errors.member") });
