/**
 * The SYSCOHADA accounts (the OHADA zone's chart of accounts) the accountant's export posts to, documented in
 * docs/reports.md. A sale debits the client (411) with the total with VAT and credits services sold (706) with
 * the amount before VAT and VAT collected (4431) with the VAT; a credit note does the reverse. A payment debits
 * where the money arrived and credits the client.
 */
import type { PaymentMethod } from "../billing/document";

export const accounts = {
  clients: "411",
  services: "706",
  vatCollected: "4431",
  bank: "521",
  cash: "571",
  /** Transfers of funds: where mobile money waits until it reaches the bank. */
  mobileMoney: "585",
  /** Suspense: a payment whose channel the accountant has to settle by hand. */
  suspense: "471",
} as const;

/** The journal codes the entries are posted in. */
export const journals = { sales: "VE", bank: "BQ", cash: "CA", mobileMoney: "MM", other: "OD" } as const;

/** The treasury account (and journal) a payment by `method` is received in. */
export type Account = (typeof accounts)[keyof typeof accounts];

export function receiptAccount(method: PaymentMethod): { account: Account; journal: string } {
  switch (method) {
    case "bank_transfer":
    case "cheque":
    case "card":
      return { account: accounts.bank, journal: journals.bank };
    case "cash":
      return { account: accounts.cash, journal: journals.cash };
    case "orange_money":
    case "moov_money":
    case "wave":
      return { account: accounts.mobileMoney, journal: journals.mobileMoney };
    case "other":
      return { account: accounts.suspense, journal: journals.other };
  }
}
