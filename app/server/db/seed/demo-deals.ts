/** Demo deals: the pipeline at every stage, owned by the demo administrator or by nobody yet. */
import type { ActivityKind, DealService, DealStage } from "../../../lib/sales/deals";

/** A note, call or meeting on the deal's timeline, logged by the demo administrator. */
export interface DemoActivity {
  kind: ActivityKind;
  daysAgo: number;
  summary: string;
  nextStep?: string;
  /** Days from today to the follow-up (negative: late). */
  followUpInDays?: number;
}

export interface DemoDeal {
  title: string;
  /** The organization's key in demo-clients.ts. */
  organization: string;
  stage: DealStage;
  value: string;
  service: DealService | null;
  contactName: string | null;
  contactEmail: string | null;
  /** Days from today to the expected close (negative: in the past); null for none yet. */
  closeInDays: number | null;
  /** Owned by the demo administrator, or by nobody yet. */
  owned: boolean;
  lostReason?: string;
  notes?: string;
  updatedDaysAgo: number;
  activities?: DemoActivity[];
}

export const demoDeals: DemoDeal[] = [
  {
    title: "Atelier de prospective 2035",
    organization: "issp",
    stage: "new",
    value: "4500000.00",
    service: "future-thinking",
    contactName: "Dr Aminata Traoré",
    contactEmail: "a.traore@issp.example",
    closeInDays: 45,
    owned: false,
    notes: "Demande reçue au salon de Bamako : deux jours pour le comité de direction.",
    updatedDaysAgo: 2,
  },
  {
    title: "Design de service pour l'accueil des patients",
    organization: "sahelagri",
    stage: "qualified",
    value: "2800000.00",
    service: "design-thinking",
    contactName: "Issa Kaboré",
    contactEmail: "issa@sahelagri.example",
    closeInDays: 30,
    owned: true,
    updatedDaysAgo: 5,
    activities: [
      {
        kind: "note",
        daysAgo: 5,
        summary: "Issa veut d'abord voir un cas d'usage agricole.",
        nextStep: "Lui envoyer l'étude de cas SahelAgri",
        followUpInDays: -2,
      },
    ],
  },
  {
    title: "Programme d'accélération, cohorte 3",
    organization: "lagune",
    stage: "proposal_sent",
    value: "12000000.00",
    service: "startup-acceleration",
    contactName: "Kwame Mensah",
    contactEmail: "kwame@lagune.example",
    closeInDays: 14,
    owned: true,
    notes: "Proposition envoyée le 3 ; relancer après leur comité d'investissement.",
    updatedDaysAgo: 7,
    activities: [
      {
        kind: "meeting",
        daysAgo: 20,
        summary: "Atelier de cadrage avec l'équipe du hub : trois cohortes de dix startups.",
      },
      {
        kind: "call",
        daysAgo: 7,
        summary: "Kwame a bien reçu la proposition ; le comité d'investissement se réunit le mois prochain.",
        nextStep: "Relancer Kwame après le comité",
        followUpInDays: 5,
      },
    ],
  },
  {
    title: "Cartographie systémique de la filière karité",
    organization: "nongtaaba",
    stage: "proposal_sent",
    value: "6500000.00",
    service: "system-thinking",
    contactName: "Mariam Ouédraogo",
    contactEmail: null,
    closeInDays: 21,
    owned: false,
    updatedDaysAgo: 10,
  },
  {
    title: "Stratégie d'innovation 2026",
    organization: "rfef",
    stage: "won",
    value: "8000000.00",
    service: "innovation-strategy",
    contactName: "Awa Sawadogo",
    contactEmail: "direction@rfef.example",
    closeInDays: -12,
    owned: true,
    updatedDaysAgo: 12,
  },
  {
    title: "Refonte de l'application mobile",
    organization: "kora",
    stage: "lost",
    value: "15000000.00",
    service: "digital-product",
    contactName: "Moussa Diop",
    contactEmail: "moussa@kora.example",
    closeInDays: -30,
    owned: true,
    lostReason: "Budget reporté à l'an prochain.",
    updatedDaysAgo: 30,
  },
];
