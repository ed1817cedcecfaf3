/**
 * The "billing" site settings as invoices use them: the agency's legal identity and payment details (frozen on
 * each invoice the day it is issued), the VAT rate given to new lines, the payment terms and the reminder days.
 */
import { siteIdentityFrom } from "../settings/site-identity";
import type { SellerDetails } from "./document";

export interface BillingRules {
  seller: SellerDetails;
  /** '18' */
  vatRate: string;
  paymentTermsDays: number;
  /** Days after the due date when a reminder goes, in order. */
  reminderDays: number[];
}

/** The CGI's mentions of the seller an invoice cannot be issued without. */
export const requiredSellerFields = ["legalName", "rccm", "ifu", "taxRegime", "taxOffice"] as const;

const wholeNumber = (text: string | undefined, fallback: number) => {
  const value = Number(text?.trim());
  return text?.trim() && Number.isInteger(value) && value >= 0 ? value : fallback;
};

/** The rules from the settings' values (key → value); a value the settings screen would refuse falls back. */
export function billingRulesFrom(values: Record<string, string>): BillingRules {
  const text = (key: string) => values[key]?.trim() ?? "";
  const rate = text("vat_rate").replace(",", ".");
  const reminderDays = [
    ...new Set(
      text("reminder_days")
        .split(",")
        .map((day) => Number(day.trim()))
        .filter((day) => Number.isInteger(day) && day >= 1 && day <= 365),
    ),
  ].sort((a, b) => a - b);
  return {
    seller: {
      name: siteIdentityFrom(values).name,
      legalName: text("legal_name"),
      legalForm: text("legal_form"),
      address: text("office_address"),
      email: text("contact_email"),
      phone: text("contact_phone"),
      rccm: text("rccm"),
      ifu: text("ifu"),
      taxRegime: text("tax_regime"),
      taxOffice: text("tax_office"),
      bankName: text("bank_name"),
      bankAccount: text("bank_account"),
      orangeMoneyNumber: text("orange_money_number"),
      moovMoneyNumber: text("moov_money_number"),
      waveNumber: text("wave_number"),
      footer: text("invoice_footer"),
    },
    vatRate: /^\d{1,3}(\.\d{1,2})?$/.test(rate) && Number(rate) <= 100 ? rate : "18",
    paymentTermsDays: Math.min(wholeNumber(values.payment_terms_days, 30), 365),
    reminderDays,
  };
}

/** The required mentions still empty in the settings (their setting keys), so issuing can say which. */
export function missingSellerFields(seller: SellerDetails): string[] {
  const keys: Record<(typeof requiredSellerFields)[number], string> = {
    legalName: "legal_name",
    rccm: "rccm",
    ifu: "ifu",
    taxRegime: "tax_regime",
    taxOffice: "tax_office",
  };
  return requiredSellerFields.filter((field) => !seller[field]).map((field) => keys[field]);
}
