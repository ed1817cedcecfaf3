/** Demo messages sent through the contact forms: one new, one already handled by the demo administrator. */
import type { NewContactMessage } from "../schema";

export interface DemoContactMessage extends Omit<NewContactMessage, "createdAt" | "handledAt" | "handledBy"> {
  hoursAgo: number;
  handledHoursAgo?: number;
}

export const demoContactMessages: DemoContactMessage[] = [
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
    handledHoursAgo: 56,
  },
];
