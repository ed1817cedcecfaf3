import type { Translation } from "../types";

export const pages: Translation["pages"] = {
  home: {
    title: "Design, futures and systems thinking in Ouagadougou",
    description:
      "An African studio for design thinking, futures and systems thinking: workshops, facilitation and advisory for organizations, NGOs, startups and institutions.",
  },
  auth: {
    title: "Sign In",
    description:
      "Sign in to your Faso Futures Studio account or create one to follow your workshops, projects and registrations.",
  },
  services: {
    title: "Services",
    description:
      "Design thinking, foresight, systems thinking, digital products, innovation strategy and startup acceleration for African organizations.",
  },
  workshops: {
    title: "Workshops",
    description:
      "Half-day, full-day, multi-day and online workshops on leadership, innovation, change and strategy, tailored to your teams.",
  },
  facilitators: {
    title: "Our Facilitators",
    description: "Meet the facilitators who lead our workshops across West Africa.",
  },
  facilitator: {
    title: "Facilitator",
    description:
      "Profile of a facilitator from our network: background, specialties, languages, workshops led and participant reviews.",
  },
  calendar: {
    title: "Public Workshops Calendar",
    description: "Upcoming public workshops: dates, places, spots left and registration.",
  },
  workshop: { title: "Workshop", description: "Workshop details and registration." },
  contact: {
    title: "Contact",
    description: "Write to us: we reply within 24 hours. Office in Ouagadougou, Burkina Faso.",
  },
  joinFacilitator: {
    title: "Become a Facilitator",
    description:
      "Join our network of facilitators across West Africa: present your expertise and send your application.",
  },
  workshopAlerts: {
    title: "Workshop alerts",
    description:
      "Get an email whenever a new workshop that suits you is published: choose themes, levels, places and languages, unsubscribe in one click.",
  },
  admin: {
    title: "Admin Portal",
    overview: "Overview",
    clients: "Clients",
    projects: "Projects",
    workshops: "Workshops",
    feedback: "Feedback",
    facilitators: "Facilitators",
    cms: "Content Management",
    sales: "Sales",
    billing: "Billing",
    reports: "Reports",
    users: "Users",
    dashboard: "Dashboard",
    messages: "Messages",
    audit: "Audit Log",
    emails: "Emails",
  },
  areas: { facilitator: "Facilitator area", client: "Client area", creator: "Creator area" },
  facilitatorProfile: { title: "My public profile" },
  facilitatorDashboard: { title: "Facilitator Dashboard" },
  clientBookings: { title: "Seat bookings" },
  clientDashboard: { title: "Client Dashboard" },
  creatorStudio: { title: "Creator Studio" },
  creatorSettings: { title: "Site Settings" },
};
