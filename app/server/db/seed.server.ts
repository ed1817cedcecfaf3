import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { count, inArray, sql } from "drizzle-orm";
import { BRAND_NAME } from "../../lib/brand";
import { logger } from "../logger.server";
import type { Db } from "./client.server";
import {
  contactMessages,
  contracts,
  facilitators,
  organizations,
  projects,
  projectTeam,
  reviews,
  sectionContent,
  siteSettings,
  user,
  workshopRegistrations,
  workshops,
  type NewContract,
  type NewFacilitator,
  type NewProject,
  type NewProjectTeamMember,
  type NewReview,
  type NewSectionContent,
  type NewSiteSetting,
  type NewWorkshop,
  type NewWorkshopRegistration,
  type UserRole,
} from "./schema";

export interface SeedUserInput {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  role: UserRole;
}

export interface SeedOptions {
  /** Create the demo accounts (admin, facilitator, client, content creator, legacy employee). */
  demoAccounts: boolean;
  /** Their password; when undefined a random one is generated, returned and written to the data dir. */
  demoPassword?: string;
  /** Where demo-credentials.txt goes when the password is generated. */
  dataDir: string;
  /** Creates an account (the auth module hashes the password) and returns the user id. */
  createUser: (input: SeedUserInput) => Promise<string>;
}

export interface SeedResult {
  seeded: boolean;
  /** Only set when the demo password was generated here. */
  demoPassword?: string;
}

export const DEMO_ACCOUNTS = [
  { email: "admin@example.org", firstName: "Mariam", lastName: "Sawadogo", role: "admin" },
  { email: "facilitator@example.org", firstName: "Aminata", lastName: "Ouédraogo", role: "facilitator" },
  { email: "client@example.org", firstName: "Boris", lastName: "Kaboré", role: "client" },
  { email: "creator@example.org", firstName: "Fatimata", lastName: "Zongo", role: "content_creator" },
  // The legacy role (SPEC.md 6: routed and guarded as facilitator, shown with a green badge).
  { email: "employee@example.org", firstName: "Salif", lastName: "Ouattara", role: "employee" },
] as const satisfies readonly Omit<SeedUserInput, "password">[];

export const DEMO_CREDENTIALS_FILE = "demo-credentials.txt";

// Any constant shared by every process seeding the same database.
const SEED_LOCK_KEY = 7_301_226;

async function countRows(db: Db, table: typeof siteSettings | typeof facilitators | typeof user): Promise<number> {
  const [row] = await db.select({ n: count() }).from(table);
  return Number(row?.n ?? 0);
}

async function contentIsEmpty(db: Db): Promise<boolean> {
  return (await countRows(db, siteSettings)) === 0 && (await countRows(db, facilitators)) === 0;
}

/** True when nothing has been written yet: no settings, no facilitators, no accounts. */
export async function isDatabaseEmpty(db: Db): Promise<boolean> {
  return (await contentIsEmpty(db)) && (await countRows(db, user)) === 0;
}

/**
 * Seeds the demo content (settings, homepage content, facilitators, workshops, registrations,
 * reviews, clients, contracts, projects) and, when asked, the demo accounts.
 * Does nothing unless the database is empty, so it is safe to call at every start.
 *
 * Accounts go through `createUser` first (the auth module writes them on its own connection);
 * everything else is written in one transaction. If that transaction fails, the accounts just
 * created are deleted again, so the next start finds an empty database and tries again.
 */
export async function seedDemoContent(db: Db, opts: SeedOptions): Promise<SeedResult> {
  if (!(await isDatabaseEmpty(db))) return { seeded: false };

  const generated = opts.demoAccounts && opts.demoPassword === undefined;
  const password = opts.demoPassword ?? crypto.randomBytes(12).toString("base64url");
  const createdUserIds: string[] = [];
  const userIds: Partial<Record<UserRole, string>> = {};

  try {
    if (opts.demoAccounts) {
      for (const account of DEMO_ACCOUNTS) {
        const id = await opts.createUser({ ...account, password });
        createdUserIds.push(id);
        userIds[account.role] = id;
      }
    }

    const seeded = await db.transaction(async (tx) => {
      // Two processes starting on one PostgreSQL database must not both seed.
      await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
      if (!(await contentIsEmpty(tx))) return false;
      for (const account of DEMO_ACCOUNTS) {
        const id = userIds[account.role];
        if (!id) continue;
        await tx
          .update(user)
          .set({
            emailVerified: true,
            role: account.role,
            firstName: account.firstName,
            lastName: account.lastName,
            name: `${account.firstName} ${account.lastName}`,
          })
          .where(sql`${user.id} = ${id}`);
      }
      await insertDemoContent(tx, { now: new Date(), userIds });
      return true;
    });

    if (!seeded) {
      await removeUsers(db, createdUserIds);
      return { seeded: false };
    }
  } catch (error) {
    await removeUsers(db, createdUserIds);
    throw error;
  }

  if (generated) writeCredentials(opts.dataDir, password);
  logger.info({ demoAccounts: opts.demoAccounts }, "seeded the demo content");
  return generated ? { seeded: true, demoPassword: password } : { seeded: true };
}

async function removeUsers(db: Db, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  try {
    await db.delete(user).where(inArray(user.id, ids));
  } catch (error) {
    logger.error({ err: error }, "could not remove the demo accounts of a failed seed");
  }
}

function writeCredentials(dataDir: string, password: string): void {
  const file = path.join(dataDir, DEMO_CREDENTIALS_FILE);
  const lines = [
    `${BRAND_NAME} demo accounts (generated at first start; change or delete them in production).`,
    "",
    ...DEMO_ACCOUNTS.map((account) => `${account.role.padEnd(16)} ${account.email}`),
    "",
    `password         ${password}`,
    "",
  ];
  try {
    fs.mkdirSync(dataDir, { recursive: true });
    fs.writeFileSync(file, lines.join("\n"), { mode: 0o600 });
    fs.chmodSync(file, 0o600);
  } catch (error) {
    // The accounts exist already: losing the file must not stop the server, the caller logs the password.
    logger.error({ err: error, file }, "could not write the demo credentials file");
  }
}

// ---------------------------------------------------------------------------------------------
// Content
// ---------------------------------------------------------------------------------------------

interface ContentContext {
  now: Date;
  userIds: Partial<Record<UserRole, string>>;
}

/** 'YYYY-MM-DD' `offset` days from `now`. Ouagadougou is on UTC all year, so the UTC date is the local one. */
function dayFrom(now: Date, offset: number): string {
  const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + offset));
  return d.toISOString().slice(0, 10);
}

function hoursAgo(now: Date, hours: number): Date {
  return new Date(now.getTime() - hours * 3_600_000);
}

/** 'Aïcha Koné' → 'aicha.kone' */
function emailLocalPart(name: string): string {
  return name
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase()
    .replace(/[^a-z]+/g, ".")
    .replace(/^\.|\.$/g, "");
}

const siteSettingRows: NewSiteSetting[] = [
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
];

const sectionContentRows: NewSectionContent[] = [
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

interface FacilitatorSeed extends NewFacilitator {
  key: string;
}

function facilitatorRows(facilitatorUserId: string | undefined): FacilitatorSeed[] {
  const rows: FacilitatorSeed[] = [
    {
      key: "aminata",
      firstName: "Aminata",
      lastName: "Ouédraogo",
      email: facilitatorUserId ? "facilitator@example.org" : "aminata.ouedraogo@example.org",
      userId: facilitatorUserId ?? null,
      phone: "+226 70 11 42 87",
      bio: "Designer de services et facilitatrice depuis douze ans, Aminata conçoit des parcours usagers avec des centres de santé, des mairies et des ONG. Elle anime ses ateliers en français, en mooré et en anglais, avec beaucoup de prototypes en papier et de jeux de rôle.",
      specialties: ["Design Thinking", "Design de services", "Innovation sociale"],
      hourlyRate: "45000",
      availability: "available",
      yearsExperience: 12,
      certifications: ["IDEO U — Design Thinking", "ICA Certified Professional Facilitator"],
      languages: ["Français", "Mooré", "English"],
      location: "Ouagadougou, Burkina Faso",
      website: "aminata-design.example.org",
      linkedin: "linkedin.com/in/demo-aminata-ouedraogo",
      status: "approved",
    },
    {
      key: "kwame",
      firstName: "Kwame",
      lastName: "Mensah",
      email: "kwame.mensah@example.org",
      phone: "+233 24 555 0142",
      bio: "Kwame helps agricultural and energy organisations see the whole system before they act. He has mapped cocoa, cashew and solar value chains across Ghana and Côte d'Ivoire with farmers, ministries and investors in the same room.",
      specialties: ["Systems Thinking", "Strategy", "Agritech"],
      hourlyRate: "60000",
      availability: "available",
      yearsExperience: 15,
      certifications: ["Systems Practice — Acumen Academy", "Certified ScrumMaster"],
      languages: ["English", "Twi", "Français"],
      location: "Accra, Ghana",
      website: "https://systems.example.com",
      linkedin: "https://www.linkedin.com/in/demo-kwame-mensah",
      status: "approved",
    },
    {
      key: "fatou",
      firstName: "Fatou",
      lastName: "Ndiaye",
      email: "fatou.ndiaye@example.org",
      phone: "+221 77 412 36 90",
      bio: "Prospectiviste, Fatou accompagne des ministères et des fondations dans l'exploration de scénarios à 2040. Elle a formé plus de 300 cadres sénégalais à la littératie des futurs.",
      specialties: ["Prospective", "Scénarios", "Politiques publiques"],
      hourlyRate: "55000",
      availability: "available",
      yearsExperience: 10,
      certifications: ["Futures Literacy Lab — UNESCO", "Strategic Foresight — Institute for the Future"],
      languages: ["Français", "Wolof", "English"],
      location: "Dakar, Sénégal",
      linkedin: "www.linkedin.com/in/demo-fatou-ndiaye",
      status: "approved",
    },
    {
      key: "ibrahim",
      firstName: "Ibrahim",
      lastName: "Sawadogo",
      email: "ibrahim.sawadogo@example.org",
      phone: "+226 76 88 20 13",
      bio: "Ancien directeur des ressources humaines d'une société cotonnière, Ibrahim accompagne aujourd'hui les dirigeants dans les périodes de transformation. Ses ateliers de leadership s'appuient sur des cas réels d'entreprises burkinabè.",
      specialties: ["Leadership", "Conduite du changement", "Coaching d'équipe"],
      hourlyRate: "50000",
      availability: "available",
      yearsExperience: 18,
      certifications: ["Coach ICF (PCC)", "Prosci Change Practitioner"],
      languages: ["Français", "Dioula", "Mooré"],
      location: "Bobo-Dioulasso, Burkina Faso",
      website: "leadership-bobo.example.net",
      status: "approved",
    },
    {
      key: "aicha",
      firstName: "Aïcha",
      lastName: "Koné",
      email: "aicha.kone@example.org",
      phone: "+225 07 48 19 62 05",
      bio: "Aïcha conçoit des produits numériques pour les fintechs et les startups de la santé à Abidjan. Elle apprend aux équipes à tester leurs idées auprès des usagers en moins de deux semaines.",
      specialties: ["Design produit numérique", "Recherche utilisateur", "Prototypage"],
      hourlyRate: "40000",
      availability: "available",
      yearsExperience: 8,
      certifications: ["Google UX Design Certificate", "Nielsen Norman Group UX Certification"],
      languages: ["Français", "English", "Dioula"],
      location: "Abidjan, Côte d'Ivoire",
      website: "https://aicha-ux.example.com",
      linkedin: "linkedin.com/in/demo-aicha-kone",
      status: "approved",
    },
    {
      key: "moussa",
      firstName: "Moussa",
      lastName: "Diarra",
      email: "moussa.diarra@example.org",
      phone: "+223 76 45 12 08",
      bio: "Ingénieur de formation, Moussa aide les PME et les administrations à simplifier leurs processus. Il anime des ateliers Lean très concrets, directement sur le terrain.",
      specialties: ["Amélioration des processus", "Lean", "Développement d'équipe"],
      hourlyRate: "35000",
      availability: "available",
      yearsExperience: 14,
      certifications: ["Lean Six Sigma Green Belt"],
      languages: ["Français", "Bambara", "English"],
      location: "Bamako, Mali",
      status: "approved",
    },
    {
      key: "koffi",
      firstName: "Koffi",
      lastName: "Agbodjan",
      email: "koffi.agbodjan@example.org",
      phone: "+228 90 17 33 64",
      bio: "Koffi a accompagné plus de quarante startups d'Afrique de l'Ouest, de l'idée au premier financement. Il facilite des sprints de modèle d'affaires et prépare les fondateurs aux rencontres avec les investisseurs.",
      specialties: ["Stratégie d'innovation", "Accélération de startups", "Modèles d'affaires"],
      hourlyRate: "50000",
      availability: "available",
      yearsExperience: 11,
      certifications: ["Strategyzer Business Model Coach"],
      languages: ["Français", "Ewe", "English"],
      location: "Lomé, Togo",
      website: "www.koffi-ventures.example.org",
      linkedin: "https://www.linkedin.com/in/demo-koffi-agbodjan",
      status: "approved",
    },
    {
      key: "hadiza",
      firstName: "Hadiza",
      lastName: "Issoufou",
      email: "hadiza.issoufou@example.org",
      phone: "+227 96 28 44 71",
      bio: "Hadiza facilite des démarches participatives avec des groupements de femmes et des collectivités au Niger. Elle veille à ce que chaque voix compte, y compris celles qui parlent peu en réunion.",
      specialties: ["Facilitation participative", "Développement d'équipe", "Genre et inclusion"],
      hourlyRate: "30000",
      availability: "available",
      yearsExperience: 9,
      certifications: ["Technology of Participation (ToP) Facilitator"],
      languages: ["Français", "Hausa", "Zarma"],
      location: "Niamey, Niger",
      status: "approved",
    },
    {
      key: "seydou",
      firstName: "Seydou",
      lastName: "Traoré",
      email: "seydou.traore@example.org",
      phone: "+226 78 02 91 55",
      bio: "Seydou conseille des institutions publiques et des réseaux d'ONG sur leur planification stratégique depuis vingt ans. Il est actuellement mobilisé sur une mission de longue durée.",
      specialties: ["Planification stratégique", "Gouvernance", "Leadership"],
      hourlyRate: "70000",
      availability: "busy",
      yearsExperience: 20,
      certifications: ["PMP — Project Management Institute", "Results-Based Management (RBM)"],
      languages: ["Français", "Mooré", "Dioula", "English"],
      location: "Ouagadougou, Burkina Faso",
      linkedin: "linkedin.com/in/demo-seydou-traore",
      status: "approved",
    },
    {
      key: "ama",
      firstName: "Ama",
      lastName: "Asante",
      email: "ama.asante@example.org",
      phone: "+233 20 555 0187",
      bio: "Ama runs team-development programmes for health NGOs in Ghana and Togo. She is on leave until next quarter.",
      specialties: ["Team Development", "Coaching"],
      hourlyRate: "45000",
      availability: "unavailable",
      yearsExperience: 7,
      certifications: ["ICF Associate Certified Coach"],
      languages: ["English", "Twi"],
      location: "Kumasi, Ghana",
      status: "approved",
    },
    {
      key: "mariama",
      firstName: "Mariama",
      lastName: "Bah",
      email: "mariama.bah@example.org",
      phone: "+224 622 45 78 10",
      bio: "Facilitatrice graphique, je transforme les échanges d'ateliers en fresques que les équipes gardent au mur. J'ai travaillé avec des projets de santé communautaire en Guinée et au Sénégal.",
      specialties: ["Facilitation graphique"],
      yearsExperience: 6,
      languages: [],
      certifications: [],
      location: "Conakry, Guinée",
      linkedin: "linkedin.com/in/demo-mariama-bah",
      status: "pending",
    },
  ];
  return rows;
}

interface WorkshopSeed extends Omit<NewWorkshop, "facilitatorId"> {
  key: string;
  facilitator: string | null;
}

function workshopRows(now: Date): WorkshopSeed[] {
  const day = (offset: number) => dayFrom(now, offset);
  return [
    {
      key: "leadership",
      title: "Leadership adaptatif pour responsables d'ONG",
      description:
        "Une matinée pour renforcer votre capacité à décider dans l'incertitude : études de cas sahéliennes, exercices en binômes et plan d'action personnel.",
      status: "published",
      date: day(7),
      startTime: "09:00",
      endTime: "13:00",
      location: "Ouagadougou",
      maxParticipants: 16,
      price: "75000",
      tags: ["Leadership", "ONG", "Prise de décision"],
      theme: "leadership",
      level: "intermediate",
      facilitator: "ibrahim",
    },
    {
      key: "systems-map",
      title: "Cartographier les systèmes alimentaires locaux",
      description:
        "Atelier pratique de cartographie systémique appliqué aux filières céréalières des Hauts-Bassins : acteurs, flux, boucles de rétroaction et points de levier.",
      status: "published",
      date: day(10),
      startTime: "09:00",
      endTime: "17:00",
      location: "Bobo-Dioulasso",
      maxParticipants: 12,
      price: "50000",
      tags: ["Pensée systémique", "Agriculture", "Cartographie"],
      theme: "process",
      level: "intermediate",
      facilitator: "kwame",
    },
    {
      key: "design-thinking",
      title: "Design thinking : de l'idée au prototype",
      description:
        "Découvrez les cinq étapes du design thinking en travaillant sur un vrai défi d'une structure de Ouagadougou. Aucune expérience préalable n'est nécessaire.",
      status: "published",
      date: day(14),
      startTime: "09:00",
      endTime: "13:00",
      location: "Ouagadougou",
      maxParticipants: 20,
      price: "25000",
      tags: ["Design Thinking", "Prototypage", "Découverte"],
      theme: "innovation",
      level: "beginner",
      facilitator: "aminata",
    },
    {
      key: "foresight",
      title: "Foresight for Public Policy: an introduction",
      description:
        "A free online session on horizon scanning and scenario building for civil servants and policy advisers working in West Africa.",
      status: "published",
      date: day(21),
      startTime: "14:00",
      endTime: "17:00",
      location: "En ligne",
      maxParticipants: 20,
      price: "0",
      tags: ["Foresight", "Public policy", "Online"],
      theme: "strategy",
      level: "beginner",
      facilitator: "fatou",
    },
    {
      key: "sahel-2040",
      title: "Atelier de prospective : le Sahel en 2040",
      description:
        "Deux sessions intensives pour construire des scénarios contrastés sur l'emploi des jeunes, le climat et les villes moyennes du Sahel, puis en tirer des options stratégiques.",
      status: "published",
      date: day(28),
      startTime: "09:00",
      endTime: "17:00",
      location: "Ouagadougou",
      maxParticipants: 15,
      price: "100000",
      tags: ["Prospective", "Scénarios", "Sahel"],
      theme: "strategy",
      level: "advanced",
      facilitator: "fatou",
    },
    {
      key: "change-dakar",
      title: "Conduire le changement dans les institutions publiques",
      description:
        "Pour les cadres d'administration qui pilotent une réforme : cartographie des parties prenantes, gestion des résistances et communication du changement.",
      status: "published",
      date: day(35),
      startTime: "09:00",
      endTime: "17:00",
      location: "Dakar",
      maxParticipants: 16,
      price: "150000",
      tags: ["Changement", "Secteur public", "Réforme"],
      theme: "change",
      level: "advanced",
      facilitator: "ibrahim",
    },
    {
      key: "remote-teams",
      title: "Building High-Performing Hybrid Teams",
      description:
        "A hands-on workshop for managers whose teams work between Abidjan, Accra and Lagos: rituals, trust and clear agreements for hybrid work.",
      status: "published",
      date: day(50),
      startTime: "09:00",
      endTime: "13:00",
      location: "Abidjan",
      maxParticipants: 14,
      price: "75000",
      tags: ["Teams", "Hybrid work", "Management"],
      theme: "team",
      level: "intermediate",
      facilitator: "hadiza",
    },
    {
      key: "collective-intelligence",
      title: "Intelligence collective et facilitation de réunions",
      description:
        "Techniques simples pour des réunions où chacun contribue : tours de parole, 1-2-4-Tous, décisions par consentement.",
      status: "completed",
      date: day(-20),
      startTime: "09:00",
      endTime: "13:00",
      location: "Ouagadougou",
      maxParticipants: 20,
      price: "25000",
      tags: ["Facilitation", "Équipe", "Réunions"],
      theme: "team",
      level: "beginner",
      facilitator: "aminata",
    },
    {
      key: "product-strategy",
      title: "Stratégie produit numérique pour startups",
      description:
        "Prioriser une feuille de route, mesurer ce qui compte et parler produit avec ses investisseurs. Programme en cours de finalisation.",
      status: "draft",
      date: day(60),
      startTime: "10:00",
      endTime: "16:00",
      location: "En ligne",
      maxParticipants: 20,
      price: "50000",
      tags: ["Produit", "Startups", "Numérique"],
      theme: "innovation",
      level: "intermediate",
      facilitator: "aicha",
    },
    {
      key: "lean",
      title: "Simplifier ses processus avec le Lean",
      description:
        "Identifier les gaspillages, cartographier la chaîne de valeur et lancer des améliorations rapides dans une PME ou une administration.",
      status: "cancelled",
      date: day(18),
      startTime: "09:00",
      endTime: "13:00",
      location: "Abidjan",
      maxParticipants: 12,
      price: "75000",
      tags: ["Lean", "Processus", "PME"],
      theme: "process",
      level: "beginner",
      facilitator: "moussa",
    },
    {
      key: "startup-sprint",
      title: "Sprint modèle d'affaires pour jeunes entreprises",
      description:
        "Une journée pour tester et renforcer votre modèle d'affaires avec le Business Model Canvas et des retours d'investisseurs de la région.",
      status: "published",
      date: day(42),
      startTime: "09:00",
      endTime: "17:00",
      location: "Ouagadougou",
      maxParticipants: 18,
      price: "25000",
      tags: ["Startups", "Modèle d'affaires", "Financement"],
      theme: "innovation",
      level: "beginner",
      facilitator: "koffi",
    },
  ];
}

/** Confirmed participants of the nearly full workshop (10 of 12 seats). */
const nearlyFullParticipants: [name: string, organization: string][] = [
  ["Issa Kaboré", "Coopérative Nong-Taaba"],
  ["Rasmata Compaoré", "Réseau des Femmes Entrepreneures du Faso"],
  ["Abdoulaye Zongo", "SahelAgri Tech"],
  ["Safiatou Barry", "ONG Puits du Sahel"],
  ["Yacouba Ouattara", "Direction régionale de l'agriculture des Hauts-Bassins"],
  ["Clarisse Yaméogo", "Fondation EduSahel"],
  ["Oumarou Diallo", "Institut Sahélien de Santé Publique"],
  ["Estelle Somé", "Consultante indépendante"],
  ["Boukary Tapsoba", "Union des producteurs de sésame"],
  ["Nafissatou Sanou", "Lagune Innovation Hub"],
];

function registrationRows(now: Date, workshopIds: Map<string, string>): NewWorkshopRegistration[] {
  const id = (key: string) => workshopIds.get(key)!;
  const rows: NewWorkshopRegistration[] = nearlyFullParticipants.map(([name, organization], index) => ({
    workshopId: id("systems-map"),
    name,
    email: `${emailLocalPart(name)}@example.org`,
    organization,
    language: "fr",
    status: "confirmed",
    createdAt: hoursAgo(now, 240 - index * 20),
  }));
  const others: [workshop: string, name: string, organization: string | null, language: "fr" | "en", status: "confirmed" | "cancelled"][] = [
    ["leadership", "Mahamadi Ilboudo", "ONG Puits du Sahel", "fr", "confirmed"],
    ["leadership", "Judith Kiemdé", "Réseau des Femmes Entrepreneures du Faso", "fr", "confirmed"],
    ["leadership", "Arouna Sankara", null, "fr", "confirmed"],
    ["leadership", "Pélagie Nikiéma", "Fondation EduSahel", "fr", "cancelled"],
    ["design-thinking", "Rodrigue Bationo", "SahelAgri Tech", "fr", "confirmed"],
    ["design-thinking", "Adjaratou Kinda", null, "fr", "confirmed"],
    ["foresight", "Kofi Boateng", "Volta Energy Cooperative", "en", "confirmed"],
    ["foresight", "Grace Adjei", null, "en", "confirmed"],
    ["foresight", "Awa Diop", "Kora Fintech", "fr", "confirmed"],
    ["collective-intelligence", "Lassané Ouédraogo", "Coopérative Nong-Taaba", "fr", "confirmed"],
    ["collective-intelligence", "Mariette Dabiré", "Institut Sahélien de Santé Publique", "fr", "confirmed"],
    ["collective-intelligence", "Salamata Guiro", null, "fr", "confirmed"],
    ["collective-intelligence", "Ousmane Kindo", "ONG Puits du Sahel", "fr", "confirmed"],
  ];
  others.forEach(([workshop, name, organization, language, status], index) => {
    const createdAt = hoursAgo(now, workshop === "collective-intelligence" ? 900 - index : 72 - index * 3);
    rows.push({
      workshopId: id(workshop),
      name,
      email: `${emailLocalPart(name)}@example.com`,
      organization,
      language,
      status,
      createdAt,
      cancelledAt: status === "cancelled" ? hoursAgo(now, 12) : null,
    });
  });
  return rows;
}

type ReviewSeed = [facilitator: string, participant: string, rating: number, daysAgo: number, comment: string, workshop?: string];

const reviewSeeds: ReviewSeed[] = [
  ["aminata", "Rasmata Compaoré", 5, 19, "Un atelier très vivant : nous sommes repartis avec trois prototypes testés auprès de vrais usagers.", "collective-intelligence"],
  ["aminata", "Lassané Ouédraogo", 5, 18, "Aminata sait faire parler tout le monde, même les plus timides. Merci pour l'animation en mooré.", "collective-intelligence"],
  ["aminata", "Grace Adjei", 4, 75, "Clear, practical and fun. I would have liked a longer session on user interviews."],
  ["kwame", "Abdoulaye Zongo", 5, 40, "La carte du système de notre filière a enfin mis tout le monde d'accord sur les priorités."],
  ["kwame", "Kofi Boateng", 5, 95, "Kwame made a complex energy value chain look simple without oversimplifying it."],
  ["kwame", "Judith Kiemdé", 4, 130, "Très riche. Prévoir plus de temps pour la restitution en plénière."],
  ["fatou", "Oumarou Diallo", 5, 30, "Les scénarios construits pendant l'atelier sont devenus la base de notre plan stratégique."],
  ["fatou", "Awa Diop", 5, 62, "Fatou rend la prospective accessible et concrète. Je recommande vivement."],
  ["fatou", "Kwesi Appiah", 4, 110, "Excellent introduction to foresight; the Sahel case studies were eye-opening."],
  ["fatou", "Clarisse Yaméogo", 5, 150, "Une facilitatrice remarquable, très à l'écoute du groupe."],
  ["ibrahim", "Mahamadi Ilboudo", 5, 25, "Des cas réels d'entreprises burkinabè, des outils directement applicables lundi matin."],
  ["ibrahim", "Pélagie Nikiéma", 4, 88, "Bon équilibre entre théorie et pratique. Le coaching individuel était un vrai plus."],
  ["aicha", "Rodrigue Bationo", 5, 15, "En deux semaines nous avons testé notre application avec 30 agriculteurs. Méthode redoutable."],
  ["aicha", "Nana Akua Owusu", 5, 70, "Aïcha's user-testing sprint saved us months of building the wrong features."],
  ["aicha", "Estelle Somé", 4, 120, "Très pédagogue. Les supports pourraient être partagés plus tôt."],
  ["moussa", "Yacouba Ouattara", 4, 45, "Nous avons réduit de moitié le délai de traitement des dossiers grâce à l'atelier Lean."],
  ["moussa", "Binta Coulibaly", 5, 100, "Concret, terrain, sans jargon. Merci Moussa !"],
  ["koffi", "Nafissatou Sanou", 5, 35, "Koffi nous a préparés à notre première levée de fonds : pitch, chiffres et questions difficiles."],
  ["koffi", "Emmanuel Mensah", 5, 80, "The business model sprint was the most useful day of our incubation programme."],
  ["koffi", "Salif Kaboré", 3, 140, "Contenu solide mais rythme un peu rapide pour une équipe débutante."],
  ["seydou", "Boukary Tapsoba", 5, 200, "Une planification stratégique menée avec rigueur et beaucoup de respect pour les équipes."],
  ["seydou", "Adama Zerbo", 4, 260, "Très bonne maîtrise de la gestion axée sur les résultats."],
];

interface OrganizationSeed {
  key: string;
  name: string;
  country: string | null;
  tags: string[];
  healthScore: number | null;
  daysAgo: number;
}

const organizationSeeds: OrganizationSeed[] = [
  { key: "rfef", name: "Réseau des Femmes Entrepreneures du Faso", country: "Burkina Faso", tags: ["ONG", "Entrepreneuriat", "Genre"], healthScore: 8, daysAgo: 420 },
  { key: "sahelagri", name: "SahelAgri Tech", country: "Burkina Faso", tags: ["Startup", "Agritech"], healthScore: 6, daysAgo: 300 },
  { key: "issp", name: "Institut Sahélien de Santé Publique", country: "Mali", tags: ["Institution", "Santé"], healthScore: 9, daysAgo: 510 },
  { key: "kora", name: "Kora Fintech", country: "Sénégal", tags: ["Startup", "Fintech"], healthScore: 4, daysAgo: 210 },
  { key: "nongtaaba", name: "Coopérative Nong-Taaba des productrices de karité", country: "Burkina Faso", tags: ["Coopérative", "Agriculture", "Femmes"], healthScore: 7, daysAgo: 150 },
  { key: "lagune", name: "Lagune Innovation Hub", country: "Côte d'Ivoire", tags: ["Incubateur", "Startups"], healthScore: 3, daysAgo: 380 },
  { key: "edusahel", name: "Fondation EduSahel", country: "Niger", tags: ["Fondation", "Éducation"], healthScore: null, daysAgo: 20 },
  { key: "volta", name: "Volta Energy Cooperative", country: "Ghana", tags: ["Energy", "Cooperative"], healthScore: 5, daysAgo: 95 },
];

function contractRows(now: Date, orgIds: Map<string, string>): NewContract[] {
  const day = (offset: number) => dayFrom(now, offset);
  const org = (key: string) => orgIds.get(key)!;
  return [
    { organizationId: org("rfef"), title: "Programme de renforcement des capacités 2025-2026", status: "active", value: "18500000", startDate: day(-300), endDate: day(12) },
    { organizationId: org("rfef"), title: "Ateliers leadership féminin — phase 1", status: "expired", value: "6200000", startDate: day(-700), endDate: day(-330) },
    { organizationId: org("sahelagri"), title: "Sprint de design produit", status: "active", value: "4800000", startDate: day(-60), endDate: day(25) },
    { organizationId: org("issp"), title: "Accompagnement du plan stratégique 2026-2030", status: "active", value: "32000000", startDate: day(-120), endDate: day(240) },
    { organizationId: org("issp"), title: "Parcours patients — centres de santé communautaires", status: "active", value: "12750000", startDate: day(-200), endDate: day(28) },
    { organizationId: org("kora"), title: "Recherche utilisateur microcrédit mobile", status: "terminated", value: "3500000", startDate: day(-180), endDate: day(-40) },
    { organizationId: org("nongtaaba"), title: "Cartographie de la filière karité", status: "draft", value: "5400000", startDate: day(30), endDate: day(150) },
    { organizationId: org("lagune"), title: "Accélérateur cohorte 3", status: "expired", value: "9000000", startDate: day(-400), endDate: day(-30) },
    { organizationId: org("volta"), title: "Community energy transition labs", status: "active", value: "14200000", startDate: day(-45), endDate: day(320) },
  ];
}

interface ProjectSeed extends Omit<NewProject, "organizationId"> {
  organization: string | null;
  team: [facilitator: string, role: string][];
}

const projectSeeds: ProjectSeed[] = [
  {
    title: "Stratégie d'innovation 2026-2030",
    objective: "Construire avec la direction et les équipes régionales une stratégie d'innovation appuyée sur trois scénarios à horizon 2035.",
    status: "active",
    organization: "issp",
    methodTags: ["Foresight", "Systems Mapping", "Scenario Planning", "Stakeholder Interviews"],
    team: [
      ["fatou", "Facilitatrice principale"],
      ["kwame", "Cartographie systémique"],
    ],
  },
  {
    title: "Parcours usager des centres de santé communautaires",
    objective: "Réduire le temps d'attente et améliorer l'accueil des patientes dans quatre CSPS de la région du Centre.",
    status: "active",
    organization: "issp",
    methodTags: ["Design Thinking", "Journey Mapping", "Prototyping"],
    team: [["aminata", "Facilitatrice principale"]],
  },
  {
    title: "Application de conseil agricole par SMS",
    objective: "Concevoir et tester avec 200 producteurs un service de conseil agricole accessible sans smartphone.",
    status: "active",
    organization: "sahelagri",
    methodTags: ["Design Thinking", "Prototyping", "Usability Testing"],
    team: [
      ["aicha", "Design produit"],
      ["kwame", "Conseil filière"],
    ],
  },
  {
    title: "Plateforme de microcrédit mobile",
    objective: "Comprendre les usages de l'épargne informelle et concevoir une offre de microcrédit mobile pour les commerçantes.",
    status: "completed",
    organization: "kora",
    methodTags: ["User Research", "Design Thinking", "Prototyping"],
    team: [["aicha", "Recherche utilisateur"]],
  },
  {
    title: "Cartographie de la filière karité",
    objective: "Identifier les points de levier pour augmenter le revenu des productrices, de la collecte à l'exportation.",
    status: "draft",
    organization: "nongtaaba",
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
    methodTags: ["Business Model Design", "Pitch Coaching"],
    team: [["koffi", "Responsable du programme"]],
  },
  {
    title: "Futurs de l'éducation au Sahel",
    objective: "Explorer avec des enseignants, des élèves et des parents les futurs souhaitables de l'école à l'horizon 2040.",
    status: "draft",
    organization: null,
    methodTags: ["Foresight", "Participatory Workshops", "Scenario Planning"],
    team: [],
  },
  {
    title: "Community energy transition labs",
    objective: "Run six community labs to co-design solar mini-grid governance with villages in the Volta region.",
    status: "active",
    organization: "volta",
    methodTags: ["Systems Mapping", "Co-design", "Prototyping", "Foresight"],
    team: [
      ["kwame", "Lead facilitator"],
      ["hadiza", "Co-facilitator"],
      ["ibrahim", "Leadership coaching"],
    ],
  },
];

const contactMessageSeeds: (typeof contactMessages.$inferInsert & { hoursAgo: number })[] = [
  {
    name: "Sidiki Ouattara",
    email: "sidiki.ouattara@example.com",
    company: "Mutuelle Wend-Panga",
    subject: "Atelier de planification stratégique",
    serviceType: "system-thinking",
    message:
      "Bonjour, notre mutuelle prépare son plan stratégique 2026-2030. Pourriez-vous nous proposer un atelier de deux jours pour notre conseil d'administration ?",
    language: "fr",
    source: "contact",
    status: "new",
    hoursAgo: 5,
  },
  {
    name: "Esi Owusu",
    email: "esi.owusu@example.com",
    company: null,
    subject: null,
    serviceType: null,
    message: "Hello, do you run your design thinking workshops in English as well? We are a team of eight in Accra.",
    language: "en",
    source: "home",
    status: "handled",
    hoursAgo: 60,
  },
];

async function insertDemoContent(tx: Db, { now, userIds }: ContentContext): Promise<void> {
  await tx.insert(siteSettings).values(siteSettingRows);
  await tx.insert(sectionContent).values(sectionContentRows);

  const facilitatorSeeds = facilitatorRows(userIds.facilitator);
  const insertedFacilitators = await tx
    .insert(facilitators)
    .values(
      facilitatorSeeds.map(({ key: _key, ...row }, index) => ({
        ...row,
        createdAt: hoursAgo(now, (facilitatorSeeds.length - index) * 24 * 30),
      })),
    )
    .returning({ id: facilitators.id });
  const facilitatorIds = new Map(facilitatorSeeds.map((seed, index) => [seed.key, insertedFacilitators[index]!.id]));

  const workshopSeeds = workshopRows(now);
  const insertedWorkshops = await tx
    .insert(workshops)
    .values(
      workshopSeeds.map(({ key: _key, facilitator, ...row }) => ({
        ...row,
        timeZone: "Africa/Ouagadougou",
        facilitatorId: facilitator ? facilitatorIds.get(facilitator)! : null,
        createdBy: userIds.admin ?? null,
      })),
    )
    .returning({ id: workshops.id });
  const workshopIds = new Map(workshopSeeds.map((seed, index) => [seed.key, insertedWorkshops[index]!.id]));
  const workshopTitles = new Map(workshopSeeds.map((seed) => [seed.key, seed.title]));

  await tx.insert(workshopRegistrations).values(registrationRows(now, workshopIds));

  const reviewRows: NewReview[] = reviewSeeds.map(([facilitator, participantName, rating, daysAgo, comment, workshop]) => ({
    facilitatorId: facilitatorIds.get(facilitator)!,
    workshopId: workshop ? workshopIds.get(workshop)! : null,
    workshopTitle: workshop ? workshopTitles.get(workshop)! : null,
    participantName,
    comment,
    rating,
    reviewDate: dayFrom(now, -daysAgo),
    isPublished: true,
  }));
  await tx.insert(reviews).values(reviewRows);

  const insertedOrganizations = await tx
    .insert(organizations)
    .values(
      organizationSeeds.map(({ key: _key, daysAgo, ...row }) => ({ ...row, createdAt: hoursAgo(now, daysAgo * 24) })),
    )
    .returning({ id: organizations.id });
  const organizationIds = new Map(organizationSeeds.map((seed, index) => [seed.key, insertedOrganizations[index]!.id]));

  await tx.insert(contracts).values(contractRows(now, organizationIds));

  const insertedProjects = await tx
    .insert(projects)
    .values(
      projectSeeds.map(({ organization, team: _team, ...row }, index) => ({
        ...row,
        organizationId: organization ? organizationIds.get(organization)! : null,
        createdAt: hoursAgo(now, (projectSeeds.length - index) * 24 * 9),
      })),
    )
    .returning({ id: projects.id });
  const teamRows: NewProjectTeamMember[] = projectSeeds.flatMap((seed, index) =>
    seed.team.map(([facilitator, role]) => ({
      projectId: insertedProjects[index]!.id,
      facilitatorId: facilitatorIds.get(facilitator)!,
      role,
    })),
  );
  if (userIds.client) {
    // Gives the demo client a project to see on its dashboard.
    teamRows.push({ projectId: insertedProjects[0]!.id, userId: userIds.client, role: "Client" });
  }
  await tx.insert(projectTeam).values(teamRows);

  await tx.insert(contactMessages).values(
    contactMessageSeeds.map(({ hoursAgo: hours, ...row }) => ({
      ...row,
      createdAt: hoursAgo(now, hours),
      handledAt: row.status === "handled" ? hoursAgo(now, hours - 4) : null,
      handledBy: row.status === "handled" ? (userIds.admin ?? null) : null,
    })),
  );
}
