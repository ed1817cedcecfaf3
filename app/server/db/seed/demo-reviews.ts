/** Published reviews of the demo facilitators entered as staff would (not verified: they make no rating), one about a demo workshop. */
import type { NewReview } from "../schema";

export interface DemoReview extends Pick<NewReview, "participantName" | "rating" | "comment"> {
  /** The key of a demo facilitator. */
  facilitator: string;
  /** The key of a demo workshop, when the review is about one. */
  workshop?: string;
  daysAgo: number;
}

export const demoReviews: DemoReview[] = [
  {
    facilitator: "aminata",
    participantName: "Rasmata Compaoré",
    rating: 5,
    daysAgo: 19,
    workshop: "collective-intelligence",
    comment: "Un atelier très vivant : nous sommes repartis avec trois prototypes testés auprès de vrais usagers.",
  },
  {
    facilitator: "aminata",
    participantName: "Grace Adjei",
    rating: 4,
    daysAgo: 75,
    comment: "Clear, practical and fun. I would have liked a longer session on user interviews.",
  },
  {
    facilitator: "kwame",
    participantName: "Abdoulaye Zongo",
    rating: 5,
    daysAgo: 40,
    comment: "La carte du système de notre filière a enfin mis tout le monde d'accord sur les priorités.",
  },
  {
    facilitator: "kwame",
    participantName: "Kofi Boateng",
    rating: 5,
    daysAgo: 95,
    comment: "Kwame made a complex energy value chain look simple without oversimplifying it.",
  },
  {
    facilitator: "kwame",
    participantName: "Judith Kiemdé",
    rating: 4,
    daysAgo: 130,
    comment: "Très riche. Prévoir plus de temps pour la restitution en plénière.",
  },
  {
    facilitator: "fatou",
    participantName: "Oumarou Diallo",
    rating: 5,
    daysAgo: 30,
    comment: "Les scénarios construits pendant l'atelier sont devenus la base de notre plan stratégique.",
  },
  {
    facilitator: "fatou",
    participantName: "Awa Diop",
    rating: 5,
    daysAgo: 62,
    comment: "Fatou rend la prospective accessible et concrète. Je recommande vivement.",
  },
  {
    facilitator: "fatou",
    participantName: "Kwesi Appiah",
    rating: 4,
    daysAgo: 110,
    comment: "Excellent introduction to foresight; the Sahel case studies were eye-opening.",
  },
  {
    facilitator: "fatou",
    participantName: "Clarisse Yaméogo",
    rating: 5,
    daysAgo: 150,
    comment: "Une facilitatrice remarquable, très à l'écoute du groupe.",
  },
  {
    facilitator: "ibrahim",
    participantName: "Mahamadi Ilboudo",
    rating: 5,
    daysAgo: 25,
    comment: "Des cas réels d'entreprises burkinabè, des outils directement applicables lundi matin.",
  },
  {
    facilitator: "ibrahim",
    participantName: "Pélagie Nikiéma",
    rating: 4,
    daysAgo: 88,
    comment: "Bon équilibre entre théorie et pratique. Le coaching individuel était un vrai plus.",
  },
  {
    facilitator: "aicha",
    participantName: "Rodrigue Bationo",
    rating: 5,
    daysAgo: 15,
    comment: "En deux semaines nous avons testé notre application avec 30 agriculteurs. Méthode redoutable.",
  },
  {
    facilitator: "aicha",
    participantName: "Nana Akua Owusu",
    rating: 5,
    daysAgo: 70,
    comment: "Aïcha's user-testing sprint saved us months of building the wrong features.",
  },
  {
    facilitator: "aicha",
    participantName: "Estelle Somé",
    rating: 4,
    daysAgo: 120,
    comment: "Très pédagogue. Les supports pourraient être partagés plus tôt.",
  },
  {
    facilitator: "moussa",
    participantName: "Yacouba Ouattara",
    rating: 4,
    daysAgo: 45,
    comment: "Nous avons réduit de moitié le délai de traitement des dossiers grâce à l'atelier Lean.",
  },
  {
    facilitator: "moussa",
    participantName: "Binta Coulibaly",
    rating: 5,
    daysAgo: 100,
    comment: "Concret, terrain, sans jargon. Merci Moussa !",
  },
  {
    facilitator: "koffi",
    participantName: "Nafissatou Sanou",
    rating: 5,
    daysAgo: 35,
    comment: "Koffi nous a préparés à notre première levée de fonds : pitch, chiffres et questions difficiles.",
  },
  {
    facilitator: "koffi",
    participantName: "Emmanuel Mensah",
    rating: 5,
    daysAgo: 80,
    comment: "The business model sprint was the most useful day of our incubation programme.",
  },
  {
    facilitator: "koffi",
    participantName: "Salif Kaboré",
    rating: 3,
    daysAgo: 140,
    comment: "Contenu solide mais rythme un peu rapide pour une équipe débutante.",
  },
  {
    facilitator: "seydou",
    participantName: "Boukary Tapsoba",
    rating: 5,
    daysAgo: 200,
    comment: "Une planification stratégique menée avec rigueur et beaucoup de respect pour les équipes.",
  },
  {
    facilitator: "seydou",
    participantName: "Adama Zerbo",
    rating: 4,
    daysAgo: 260,
    comment: "Très bonne maîtrise de la gestion axée sur les résultats.",
  },
];
