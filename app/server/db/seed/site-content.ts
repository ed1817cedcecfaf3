/**
 * What a new installation starts with, demo or not: the site settings and the text of the home sections.
 * Administrators and content creators change them afterwards in the back office; the seed writes them once.
 */
import { BRAND_NAME } from "../../../lib/brand";
import { ADMIN_TWO_FACTOR_SETTING } from "../../../lib/settings/schema";
import type { NewSectionContent, NewSiteSetting } from "../schema";

export const initialSiteSettings: NewSiteSetting[] = [
  {
    category: "general",
    settingKey: ADMIN_TWO_FACTOR_SETTING,
    // A production installation requires it; the demo relaxes it for its shared demo admin (seed.server.ts).
    settingValue: "required",
    settingType: "text",
    description:
      "Required: an admin without two-factor authentication must turn it on before any page of the private areas. Optional: each admin chooses.",
  },
  {
    category: "general",
    settingKey: "site_name",
    settingValue: BRAND_NAME,
    settingType: "text",
    description: "Name of the agency shown in page titles, emails and the footer.",
  },
  {
    category: "general",
    settingKey: "tagline",
    settingValue: "Design. Futures. Systems. Made in Africa.",
    settingType: "text",
    description: "Short line shown under the logo and in the footer.",
  },
  {
    category: "general",
    settingKey: "currency",
    settingValue: "XOF",
    settingType: "text",
    description: "Currency of workshop prices and rates: USD ($25.00) or XOF (25 000 F CFA).",
  },
  {
    category: "general",
    settingKey: "default_language",
    settingValue: "fr",
    settingType: "text",
    description: "Language of the site for visitors who have not chosen one (fr or en).",
  },
  {
    category: "contact",
    settingKey: "contact_email",
    settingValue: "bonjour@fasofutures.bf",
    settingType: "email",
    description: "Public email address; contact form notifications are sent here.",
  },
  {
    category: "contact",
    settingKey: "contact_phone",
    settingValue: "+226 25 30 64 18",
    settingType: "tel",
    description: "Office phone number shown on the contact cards.",
  },
  {
    category: "contact",
    settingKey: "office_address",
    settingValue: "Avenue Kwame Nkrumah, Ouagadougou, Burkina Faso",
    settingType: "textarea",
    description: "Postal address of the office in Ouagadougou.",
  },
  {
    category: "contact",
    settingKey: "whatsapp_number",
    settingValue: "+226 70 24 58 31",
    settingType: "tel",
    description: "WhatsApp number offered as a contact channel; leave empty to hide it.",
  },
  {
    category: "contact",
    settingKey: "business_hours",
    settingValue: "Lun–Ven 9:00–18:00 · Sam 10:00–14:00 · Dim fermé",
    settingType: "textarea",
    description: "Opening hours shown on the contact page.",
  },
  {
    category: "social",
    settingKey: "twitter_url",
    settingValue: "https://x.com/fasofutures",
    settingType: "url",
    description: "Twitter / X profile linked from the footer.",
  },
  {
    category: "social",
    settingKey: "linkedin_url",
    settingValue: "https://www.linkedin.com/company/faso-futures-studio",
    settingType: "url",
    description: "LinkedIn page linked from the footer.",
  },
  {
    category: "social",
    settingKey: "instagram_url",
    settingValue: "https://www.instagram.com/fasofutures",
    settingType: "url",
    description: "Instagram profile linked from the footer.",
  },
  {
    category: "social",
    settingKey: "medium_url",
    settingValue: "https://medium.com/@fasofutures",
    settingType: "url",
    description: "Medium publication linked from the footer.",
  },
  // The agency's legal identity and payment details (invoices): empty until staff fill them in, except the rules.
  {
    category: "billing",
    settingKey: "legal_name",
    settingValue: "",
    settingType: "text",
    description: "Legal name of the agency, as registered (printed on invoices).",
  },
  {
    category: "billing",
    settingKey: "legal_form",
    settingValue: "",
    settingType: "text",
    description: "Legal form (SARL, SA, SAS, association…), printed on invoices.",
  },
  {
    category: "billing",
    settingKey: "rccm",
    settingValue: "",
    settingType: "text",
    description: "Trade register number (RCCM), printed on invoices.",
  },
  {
    category: "billing",
    settingKey: "ifu",
    settingValue: "",
    settingType: "text",
    description: "Tax identification number (IFU), printed on invoices.",
  },
  {
    category: "billing",
    settingKey: "tax_regime",
    settingValue: "",
    settingType: "text",
    description: "Tax regime (e.g. RNI, RSI, CME), printed on invoices.",
  },
  {
    category: "billing",
    settingKey: "tax_office",
    settingValue: "",
    settingType: "text",
    description: "Tax office the agency reports to, printed on invoices.",
  },
  {
    category: "billing",
    settingKey: "bank_name",
    settingValue: "",
    settingType: "text",
    description: "Bank the clients pay into.",
  },
  {
    category: "billing",
    settingKey: "bank_account",
    settingValue: "",
    settingType: "text",
    description: "Bank account number (RIB or IBAN) printed in the payment instructions.",
  },
  {
    category: "billing",
    settingKey: "orange_money_number",
    settingValue: "",
    settingType: "tel",
    description: "Orange Money number for payments; leave empty to leave it off invoices.",
  },
  {
    category: "billing",
    settingKey: "moov_money_number",
    settingValue: "",
    settingType: "tel",
    description: "Moov Money number for payments; leave empty to leave it off invoices.",
  },
  {
    category: "billing",
    settingKey: "wave_number",
    settingValue: "",
    settingType: "tel",
    description: "Wave number for payments; leave empty to leave it off invoices.",
  },
  {
    category: "billing",
    settingKey: "vat_rate",
    settingValue: "18",
    settingType: "text",
    description: "VAT rate in percent given to new invoice lines (18 in Burkina Faso).",
  },
  {
    category: "billing",
    settingKey: "payment_terms_days",
    settingValue: "30",
    settingType: "text",
    description: "Days between an invoice's date and its due date.",
  },
  {
    category: "billing",
    settingKey: "reminder_days",
    settingValue: "7,21",
    settingType: "text",
    description: "Days after the due date when an unpaid invoice's reminders go, separated by commas; empty for none.",
  },
  {
    category: "billing",
    settingKey: "booking_release_hours",
    settingValue: "72",
    settingType: "text",
    description:
      "Hours before a workshop's start after which an organization can no longer release its booked seats: they stay booked and billed.",
  },
  {
    category: "billing",
    settingKey: "invoice_footer",
    settingValue: "",
    settingType: "textarea",
    description: "A line printed at the foot of every invoice (e.g. late-payment terms).",
  },
];

export const initialSectionContent: NewSectionContent[] = [
  {
    section: "hero",
    contentType: "text",
    language: "fr",
    title: "Design. Futurs. Systèmes. Made in Africa.",
    subtitle: "Nous aidons les organisations africaines à imaginer, concevoir et conduire le changement.",
    description:
      "Depuis Ouagadougou, nous accompagnons ONG, startups, PME, institutions et communautés avec le design thinking, la prospective et la pensée systémique.",
    buttonText: "Trouver un atelier",
    buttonUrl: "/calendar",
    orderIndex: 0,
  },
  {
    section: "hero",
    contentType: "text",
    language: "en",
    title: "Design. Futures. Systems. Made in Africa.",
    subtitle: "We help African organizations imagine, design and lead change.",
    description:
      "From Ouagadougou, we work with NGOs, startups, SMEs, institutions and communities through design thinking, foresight and systems thinking.",
    buttonText: "Find a Workshop",
    buttonUrl: "/en/calendar",
    orderIndex: 0,
  },
  {
    section: "about",
    contentType: "text",
    language: "fr",
    title: "Notre histoire",
    subtitle: "Un studio né à Ouagadougou, tourné vers l'Afrique de l'Ouest",
    description:
      "Fondé en 2017 par des designers, des chercheurs et des facilitateurs burkinabè, le studio réunit aujourd'hui un réseau de praticiens de Dakar à Niamey.",
    contentBody:
      "Nous croyons que les solutions les plus solides naissent avec celles et ceux qui les vivront. Nos ateliers mêlent méthodes internationales et savoirs locaux, en français, en anglais et dans les langues nationales.",
    orderIndex: 0,
  },
  {
    section: "about",
    contentType: "text",
    language: "en",
    title: "Our story",
    subtitle: "A studio born in Ouagadougou, working across West Africa",
    description:
      "Founded in 2017 by Burkinabè designers, researchers and facilitators, the studio now brings together practitioners from Dakar to Niamey.",
    contentBody:
      "We believe the strongest solutions are built with the people who will live with them. Our workshops blend international methods with local knowledge, in French, English and national languages.",
    orderIndex: 0,
  },
  {
    section: "partners",
    contentType: "card",
    language: "fr",
    title: "Fonds Sahel Impact",
    description: "Fonds d'investissement à impact qui finance les programmes d'accélération que nous animons.",
    orderIndex: 0,
  },
  {
    section: "partners",
    contentType: "card",
    language: "fr",
    title: "Laboratoire Citoyen de Ouaga",
    description: "Tiers-lieu d'innovation civique où se tiennent nos ateliers ouverts au public.",
    orderIndex: 1,
  },
  {
    section: "partners",
    contentType: "card",
    language: "fr",
    title: "Réseau des Innovatrices du Sahel",
    description: "Réseau d'entrepreneures avec lequel nous co-animons un programme de leadership féminin.",
    orderIndex: 2,
  },
  {
    section: "partners",
    contentType: "card",
    language: "en",
    title: "Sahel Impact Fund",
    description: "Impact investment fund financing the acceleration programmes we facilitate.",
    orderIndex: 0,
  },
  {
    section: "partners",
    contentType: "card",
    language: "en",
    title: "Ouaga Civic Lab",
    description: "Civic innovation space hosting our workshops that are open to the public.",
    orderIndex: 1,
  },
  {
    section: "partners",
    contentType: "card",
    language: "en",
    title: "Sahel Women Innovators Network",
    description: "A network of women entrepreneurs with whom we co-lead a women's leadership programme.",
    orderIndex: 2,
  },
];

/**
 * A draft testimonial, for the demo only: a client's words are the client's, and a real installation starts with
 * none rather than an invented one.
 */
export const demoSectionContent: NewSectionContent[] = [
  {
    section: "team",
    contentType: "testimonial",
    language: "fr",
    title: "Ce que disent nos clients",
    description:
      "« L'atelier de cartographie systémique a changé la façon dont notre coopérative parle de ses priorités. » — Présidente d'une coopérative de karité",
    orderIndex: 0,
    isPublished: false,
  },
];
