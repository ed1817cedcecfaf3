/**
 * Demo billing: the agency's legal identity (a new demo installation's billing settings) and a handful of invoices
 * of the demo organizations in every state (draft, issued, partly paid, paid, overdue, cancelled by a credit note),
 * dated relative to the day the demo is written.
 */
import type { PaymentMethod } from "../../../lib/billing/document";
import type { InvoiceService } from "../../../lib/billing/invoices";

export const demoBillingSettings: Record<string, string> = {
  legal_name: "Faso Futures Studio SARL",
  legal_form: "SARL au capital de 1 000 000 F CFA",
  rccm: "BF-OUA-01-2019-B12-03457",
  ifu: "00098765X",
  tax_regime: "RNI (réel normal d'imposition)",
  tax_office: "Direction des moyennes entreprises du Centre",
  bank_name: "Coris Bank International",
  bank_account: "BF148 01001 012345678901 23",
  orange_money_number: "+226 70 24 58 31",
  moov_money_number: "+226 60 11 22 33",
  wave_number: "+226 75 44 55 66",
  invoice_footer: "Pénalités de retard : taux d'intérêt légal. Pas d'escompte pour paiement anticipé.",
};

export interface DemoLine {
  description: string;
  quantity: string;
  unitPrice: string;
  /** null: exempt (the organization is, or the line is). */
  vatRate: string | null;
}

export interface DemoPayment {
  daysAgo: number;
  /** 'balance': what remains due. */
  amount: string | "balance";
  method: PaymentMethod;
  reference: string | null;
  withheldVat?: string;
  withholdingCertificate?: string;
}

export interface DemoInvoice {
  /** An organization's key (demo-clients.ts), or a person. */
  organization: string | null;
  person?: { name: string; email: string; address: string };
  language: "fr" | "en";
  subject: string;
  /** What it sells, for the revenue reports, and the key of the demo workshop it bills (demo-workshops.ts). */
  service?: InvoiceService;
  workshop?: string;
  purchaseOrder?: string;
  lines: DemoLine[];
  /** Days before today it was issued; null for a draft. */
  issuedDaysAgo: number | null;
  payments?: DemoPayment[];
  /** A credit note for the whole invoice, so many days ago. */
  creditedDaysAgo?: number;
  creditReason?: string;
}

const VAT = "18";

export const demoInvoices: DemoInvoice[] = [
  {
    organization: "issp",
    language: "fr",
    subject: "Atelier de prospective « Santé 2040 », Bamako",
    service: "future-thinking",
    workshop: "foresight",
    purchaseOrder: "BC-ISSP-2026-014",
    lines: [
      {
        description: "Conception et animation de l'atelier (3 jours)",
        quantity: "3",
        unitPrice: "450000",
        vatRate: VAT,
      },
      { description: "Synthèse et rapport de scénarios", quantity: "1", unitPrice: "600000", vatRate: VAT },
    ],
    issuedDaysAgo: 130,
    payments: [
      {
        daysAgo: 95,
        amount: "balance",
        method: "bank_transfer",
        reference: "VIR-ISSP-88213",
        withheldVat: "351000",
        withholdingCertificate: "RAS-2026-0457",
      },
    ],
  },
  {
    organization: "sahelagri",
    language: "fr",
    subject: "Sprint de design de service, application Récolte+",
    service: "design-thinking",
    workshop: "design-thinking",
    lines: [
      {
        description: "Sprint de design (5 jours, deux facilitateurs)",
        quantity: "5",
        unitPrice: "350000",
        vatRate: VAT,
      },
      { description: "Prototypes et tests auprès de 12 producteurs", quantity: "1", unitPrice: "400000", vatRate: VAT },
    ],
    issuedDaysAgo: 95,
    payments: [{ daysAgo: 70, amount: "balance", method: "orange_money", reference: "OM-26-5519-8830" }],
  },
  {
    organization: "kora",
    language: "en",
    subject: "Systems mapping of the mobile-money ecosystem",
    service: "system-thinking",
    workshop: "systems-map",
    lines: [{ description: "Systems mapping workshop (2 days)", quantity: "2", unitPrice: "500000", vatRate: VAT }],
    issuedDaysAgo: 85,
    creditedDaysAgo: 80,
    creditReason: "Workshop postponed at the client's request: invoice cancelled",
  },
  {
    organization: "issp",
    language: "fr",
    subject: "Formation « Pensée systémique en santé publique »",
    service: "system-thinking",
    lines: [
      { description: "Formation de 20 cadres (2 jours)", quantity: "2", unitPrice: "500000", vatRate: VAT },
      { description: "Supports pédagogiques imprimés", quantity: "20", unitPrice: "7500", vatRate: VAT },
    ],
    issuedDaysAgo: 80,
  },
  {
    organization: "rfef",
    language: "fr",
    subject: "Atelier « Entreprendre demain » pour 25 entrepreneures",
    service: "startup-acceleration",
    workshop: "startup-sprint",
    lines: [
      {
        description: "Atelier d'idéation et de prototypage (2 jours)",
        quantity: "2",
        unitPrice: "300000",
        vatRate: null,
      },
      { description: "Kits de facilitation", quantity: "25", unitPrice: "4000", vatRate: null },
    ],
    issuedDaysAgo: 42,
  },
  {
    organization: "sahelagri",
    language: "fr",
    subject: "Accompagnement stratégique, premier trimestre",
    service: "innovation-strategy",
    lines: [{ description: "Accompagnement mensuel (3 mois)", quantity: "3", unitPrice: "250000", vatRate: VAT }],
    issuedDaysAgo: 20,
    payments: [{ daysAgo: 8, amount: "400000", method: "wave", reference: "WAVE-T7K2P9" }],
  },
  {
    organization: null,
    person: {
      name: "Dr Salif Compaoré",
      email: "salif.compaore@example.org",
      address: "Secteur 30, Ouagadougou, Burkina Faso",
    },
    language: "fr",
    subject: "Coaching individuel en prospective",
    service: "future-thinking",
    lines: [{ description: "Séances de coaching (2 h)", quantity: "4", unitPrice: "40000", vatRate: VAT }],
    issuedDaysAgo: 12,
    payments: [{ daysAgo: 10, amount: "balance", method: "cash", reference: null }],
  },
  {
    organization: "issp",
    language: "fr",
    subject: "Atelier de restitution des scénarios",
    service: "future-thinking",
    workshop: "collective-intelligence",
    lines: [{ description: "Atelier de restitution (1 jour)", quantity: "1", unitPrice: "450000", vatRate: VAT }],
    issuedDaysAgo: 4,
  },
  {
    organization: "kora",
    language: "en",
    subject: "Futures literacy session for the leadership team",
    service: "future-thinking",
    lines: [{ description: "Half-day session", quantity: "1", unitPrice: "350000", vatRate: VAT }],
    issuedDaysAgo: null,
  },
];
