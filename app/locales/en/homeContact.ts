import type { Translation } from "../types";

export const homeContact: Translation["homeContact"] = {
  eyebrow: "Contact",
  title: "Let's talk about your project",
  lead: "A workshop, an engagement, a question? Write to us: we reply within 24 hours.",
  cards: {
    email: "Email",
    phone: "Phone",
    office: "Office",
  },
  formTitle: "Send us a message",
  channelsTitle: "Other ways to reach us",
  emailChannel: "Write an email",
  phoneChannel: "Call us",
  whatsappChannel: "Chat on WhatsApp",
};
