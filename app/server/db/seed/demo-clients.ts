/**
 * Demo clients: organizations (one without a health score yet), their contact people, their contracts and their
 * projects with the teams.
 */
import type { BillingDetails } from "../../../lib/clients/admin";
import type { NewContract, NewOrganization, NewProject } from "../schema";

/** Three organizations have their billing details (one exempt from VAT); the others have none yet. */
export interface DemoOrganization extends Pick<
  NewOrganization,
  "name" | "country" | "tags" | "healthScore" | keyof BillingDetails
> {
  /** How contracts and projects refer to this organization. */
  key: string;
  createdDaysAgo: number;
}

export const demoOrganizations: DemoOrganization[] = [
  {
    key: "rfef",
    name: "Réseau des Femmes Entrepreneures du Faso",
    country: "Burkina Faso",
    tags: ["ONG", "Entrepreneuriat", "Genre"],
    healthScore: 8,
    legalName: "Association Réseau des Femmes Entrepreneures du Faso",
    billingAddress: "01 BP 2417 Ouagadougou 01, Burkina Faso",
    ifu: "00045872K",
    billingEmail: "comptabilite@rfef.example",
    vatExempt: true,
    vatExemptionRef: "Attestation d'exonération n° 2025-0312/MEF/DGI",
    createdDaysAgo: 420,
  },
  {
    key: "sahelagri",
    name: "SahelAgri Tech",
    country: "Burkina Faso",
    tags: ["Startup", "Agritech"],
    healthScore: 6,
    legalName: "SahelAgri Tech SARL",
    billingAddress: "Secteur 15, Ouaga 2000, 11 BP 905 Ouagadougou 11, Burkina Faso",
    ifu: "00131546P",
    rccm: "BF-OUA-2021-B-04512",
    billingEmail: "factures@sahelagri.example",
    createdDaysAgo: 300,
  },
  {
    key: "issp",
    name: "Institut Sahélien de Santé Publique",
    country: "Mali",
    tags: ["Institution", "Santé"],
    healthScore: 9,
    legalName: "Institut Sahélien de Santé Publique (ISSP)",
    billingAddress: "Hamdallaye ACI 2000, BP E 3421, Bamako, Mali",
    billingEmail: "finances@issp.example",
    createdDaysAgo: 510,
  },
  {
    key: "kora",
    name: "Kora Fintech",
    country: "Sénégal",
    tags: ["Startup", "Fintech"],
    healthScore: 4,
    createdDaysAgo: 210,
  },
  {
    key: "nongtaaba",
    name: "Coopérative Nong-Taaba des productrices de karité",
    country: "Burkina Faso",
    tags: ["Coopérative", "Agriculture", "Femmes"],
    healthScore: 7,
    createdDaysAgo: 150,
  },
  {
    key: "lagune",
    name: "Lagune Innovation Hub",
    country: "Côte d'Ivoire",
    tags: ["Incubateur", "Startups"],
    healthScore: 3,
    createdDaysAgo: 380,
  },
  {
    key: "edusahel",
    name: "Fondation EduSahel",
    country: "Niger",
    tags: ["Fondation", "Éducation"],
    healthScore: null,
    createdDaysAgo: 20,
  },
  {
    key: "volta",
    name: "Volta Energy Cooperative",
    country: "Ghana",
    tags: ["Energy", "Cooperative"],
    healthScore: 5,
    createdDaysAgo: 95,
  },
  {
    key: "togolab",
    name: "Lomé Urban Lab",
    country: "Togo",
    tags: ["Collectivité", "Urbanisme"],
    healthScore: 8,
    createdDaysAgo: 260,
  },
  {
    key: "benin",
    name: "Agence Béninoise de l'Eau Rurale",
    country: "Bénin",
    tags: ["Institution", "Eau", "Rural"],
    healthScore: 7,
    createdDaysAgo: 175,
  },
  {
    key: "guinee",
    name: "Fonds Jeunesse Conakry",
    country: "Guinée",
    tags: ["Fondation", "Jeunesse", "Emploi"],
    healthScore: 3,
    createdDaysAgo: 60,
  },
  {
    key: "sahelmedia",
    name: "Sahel Médias Citoyens",
    country: "Burkina Faso",
    tags: ["Média", "ONG"],
    healthScore: 9,
    createdDaysAgo: 33,
  },
];

/**
 * The people staff deal with at some organizations. Their addresses are those the demo's deals and messages name,
 * so the organizations' timelines show those messages.
 */
export interface DemoContact {
  /** The organization's key. */
  organization: string;
  name: string;
  role: string | null;
  email: string | null;
  phone: string | null;
}

export const demoContacts: DemoContact[] = [
  {
    organization: "rfef",
    name: "Awa Sawadogo",
    role: "Directrice exécutive",
    email: "direction@rfef.example",
    phone: "+226 25 36 47 58",
  },
  { organization: "rfef", name: "Salif Compaoré", role: "Comptable", email: null, phone: "+226 70 12 34 56" },
  {
    organization: "sahelagri",
    name: "Issa Kaboré",
    role: "Directeur des opérations",
    email: "issa@sahelagri.example",
    phone: "+226 76 24 58 31",
  },
  {
    organization: "issp",
    name: "Dr Aminata Traoré",
    role: "Directrice de la formation",
    email: "a.traore@issp.example",
    phone: "+223 20 22 45 10",
  },
  {
    organization: "lagune",
    name: "Kwame Mensah",
    role: "Directeur du hub",
    email: "kwame@lagune.example",
    phone: "+225 07 08 09 10 11",
  },
  // She wrote through the site's home page: her message is on Volta's timeline.
  { organization: "volta", name: "Esi Owusu", role: "Programme lead", email: "esi.owusu@example.com", phone: null },
];

export interface DemoContract extends Pick<NewContract, "title" | "status" | "value" | "workshopSeats"> {
  /** The key of a demo organization. */
  organization: string;
  startDaysFromNow: number;
  endDaysFromNow: number;
}

// Three active contracts end within 30 days of the seed, so the contracts to renew are never an empty list.
export const demoContracts: DemoContract[] = [
  {
    organization: "rfef",
    title: "Programme de renforcement des capacités 2025-2026",
    status: "active",
    value: "18500000",
    startDaysFromNow: -300,
    endDaysFromNow: 12,
  },
  {
    organization: "rfef",
    title: "Ateliers leadership féminin — phase 1",
    status: "expired",
    value: "6200000",
    startDaysFromNow: -700,
    endDaysFromNow: -330,
  },
  {
    organization: "sahelagri",
    title: "Sprint de design produit",
    status: "active",
    value: "4800000",
    startDaysFromNow: -60,
    endDaysFromNow: 25,
  },
  {
    organization: "issp",
    title: "Accompagnement du plan stratégique 2026-2030",
    status: "active",
    value: "32000000",
    // The demo client's organization: its seat bookings draw from these before they are billed.
    workshopSeats: 4,
    startDaysFromNow: -120,
    endDaysFromNow: 240,
  },
  {
    organization: "issp",
    title: "Parcours patients — centres de santé communautaires",
    status: "active",
    value: "12750000",
    startDaysFromNow: -200,
    endDaysFromNow: 28,
  },
  {
    organization: "kora",
    title: "Recherche utilisateur microcrédit mobile",
    status: "terminated",
    value: "3500000",
    startDaysFromNow: -180,
    endDaysFromNow: -40,
  },
  {
    organization: "nongtaaba",
    title: "Cartographie de la filière karité",
    status: "draft",
    value: "5400000",
    startDaysFromNow: 30,
    endDaysFromNow: 150,
  },
  {
    organization: "lagune",
    title: "Accélérateur cohorte 3",
    status: "expired",
    value: "9000000",
    startDaysFromNow: -400,
    endDaysFromNow: -30,
  },
  {
    organization: "volta",
    title: "Community energy transition labs",
    status: "active",
    value: "14200000",
    startDaysFromNow: -45,
    endDaysFromNow: 320,
  },
  {
    organization: "togolab",
    title: "Laboratoire de mobilité urbaine",
    status: "active",
    value: "21000000",
    startDaysFromNow: -150,
    endDaysFromNow: 200,
  },
  {
    organization: "benin",
    title: "Scénarios d'accès à l'eau 2040",
    status: "active",
    value: "15600000",
    startDaysFromNow: -90,
    endDaysFromNow: 90,
  },
  {
    organization: "guinee",
    title: "Diagnostic des programmes d'insertion",
    status: "terminated",
    value: "2800000",
    startDaysFromNow: -50,
    endDaysFromNow: -5,
  },
  {
    organization: "sahelmedia",
    title: "Ateliers de narration citoyenne",
    status: "draft",
    value: "3900000",
    startDaysFromNow: 20,
    endDaysFromNow: 110,
  },
];

/** The demo client account's organization (the one of the project it is on), so /client has figures to show. */
export const demoClientOrganization = "issp";

export interface DemoProject extends Omit<NewProject, "organizationId" | "createdAt"> {
  /** The key of a demo organization, or null for an internal project. */
  organization: string | null;
  createdDaysAgo: number;
  /** The demo client account is on this project's team, so its dashboard has something to show. */
  withDemoClient?: true;
  team: [facilitator: string, role: string][];
}

export const demoProjects: DemoProject[] = [
  {
    title: "Stratégie d'innovation 2026-2030",
    objective:
      "Construire avec la direction et les équipes régionales une stratégie d'innovation appuyée sur trois scénarios à horizon 2035.",
    status: "active",
    organization: "issp",
    createdDaysAgo: 72,
    withDemoClient: true,
    methodTags: ["Foresight", "Systems Mapping", "Scenario Planning", "Stakeholder Interviews"],
    team: [
      ["fatou", "Facilitatrice principale"],
      ["kwame", "Cartographie systémique"],
    ],
  },
  {
    title: "Parcours usager des centres de santé communautaires",
    objective:
      "Réduire le temps d'attente et améliorer l'accueil des patientes dans quatre CSPS de la région du Centre.",
    status: "active",
    organization: "issp",
    createdDaysAgo: 63,
    methodTags: ["Design Thinking", "Journey Mapping", "Prototyping"],
    team: [["aminata", "Facilitatrice principale"]],
  },
  {
    title: "Application de conseil agricole par SMS",
    objective: "Concevoir et tester avec 200 producteurs un service de conseil agricole accessible sans smartphone.",
    status: "active",
    organization: "sahelagri",
    createdDaysAgo: 54,
    methodTags: ["Design Thinking", "Prototyping", "Usability Testing"],
    team: [
      ["aicha", "Design produit"],
      ["kwame", "Conseil filière"],
    ],
  },
  {
    title: "Plateforme de microcrédit mobile",
    objective:
      "Comprendre les usages de l'épargne informelle et concevoir une offre de microcrédit mobile pour les commerçantes.",
    status: "completed",
    organization: "kora",
    createdDaysAgo: 45,
    methodTags: ["User Research", "Design Thinking", "Prototyping"],
    team: [["aicha", "Recherche utilisateur"]],
  },
  {
    title: "Cartographie de la filière karité",
    objective:
      "Identifier les points de levier pour augmenter le revenu des productrices, de la collecte à l'exportation.",
    status: "draft",
    organization: "nongtaaba",
    createdDaysAgo: 36,
    methodTags: ["Systems Mapping", "Value Chain Analysis"],
    team: [
      ["kwame", "Facilitateur principal"],
      ["hadiza", "Facilitation participative"],
    ],
  },
  {
    title: "Accélérateur Lagune — cohorte 3",
    objective: "Accompagner douze startups ivoiriennes de l'idée au premier financement.",
    status: "cancelled",
    organization: "lagune",
    createdDaysAgo: 27,
    methodTags: ["Business Model Design", "Pitch Coaching"],
    team: [["koffi", "Responsable du programme"]],
  },
  {
    title: "Futurs de l'éducation au Sahel",
    objective:
      "Explorer avec des enseignants, des élèves et des parents les futurs souhaitables de l'école à l'horizon 2040.",
    status: "draft",
    organization: null,
    createdDaysAgo: 18,
    methodTags: ["Foresight", "Participatory Workshops", "Scenario Planning"],
    team: [],
  },
  {
    title: "Community energy transition labs",
    objective: "Run six community labs to co-design solar mini-grid governance with villages in the Volta region.",
    status: "active",
    organization: "volta",
    createdDaysAgo: 9,
    methodTags: ["Systems Mapping", "Co-design", "Prototyping", "Foresight"],
    team: [
      ["kwame", "Lead facilitator"],
      ["hadiza", "Co-facilitator"],
      ["ibrahim", "Leadership coaching"],
    ],
  },
  {
    title: "Mobilité douce à Lomé",
    objective: "Co-concevoir avec les habitants trois prototypes de rues apaisées autour du grand marché.",
    status: "active",
    organization: "togolab",
    createdDaysAgo: 120,
    methodTags: ["Co-design", "Prototyping", "Urban Sensing"],
    team: [["aminata", "Facilitatrice principale"]],
  },
  {
    title: "Eau rurale 2040",
    objective: "Construire quatre scénarios d'accès à l'eau potable pour les communes rurales du Bénin.",
    status: "active",
    organization: "benin",
    createdDaysAgo: 80,
    methodTags: ["Foresight", "Scenario Planning", "Systems Mapping"],
    team: [
      ["kwame", "Cartographie systémique"],
      ["hadiza", "Facilitation participative"],
    ],
  },
  {
    title: "Récits citoyens du Sahel",
    objective: "Former vingt journalistes communautaires aux méthodes de narration participative.",
    status: "draft",
    organization: "sahelmedia",
    createdDaysAgo: 12,
    methodTags: ["Storytelling", "Participatory Workshops"],
    team: [],
  },
];
