import type { Translation } from "../types";

export const servicesPage: Translation["servicesPage"] = {
  eyebrow: "Our services",
  title: "Proven methods, designed for African realities",
  lead: "From design thinking to foresight, we work with organizations that want to understand, imagine and act, together with the people who will live the change.",
  heroCta: "Discuss your project",
  heroSecondary: "See our workshops",
  jumpLabel: "Jump to a service",
  featuresLabel: "What the engagement includes",
  discuss: "Discuss your project",
  approach: {
    title: "How we work",
    lead: "Every engagement follows the same thread, adapted to your context and timeline.",
    steps: {
      listen: { title: "Listen", body: "Interviews, field visits and scoping with your teams." },
      map: { title: "Map", body: "We make needs, actors and levers visible." },
      prototype: { title: "Prototype", body: "Ideas take shape and are tested with users." },
      transfer: { title: "Hand over", body: "Your teams leave with the tools and the method." },
    },
  },
  closing: {
    title: "Ready to go from idea to impact?",
    lead: "Tell us about your challenge: we will propose a tailored approach within 48 hours.",
    contact: "Contact us",
    workshops: "Explore our workshops",
  },
};
