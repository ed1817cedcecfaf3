import type { Translation } from "../types";

export const home: Translation["home"] = {
  hero: {
    eyebrow: "Design studio · Ouagadougou, Burkina Faso",
    subtitle: "We help African organizations imagine, design and lead change.",
    description:
      "Workshops, facilitation and advisory in design thinking, foresight and systems thinking, for NGOs, startups, SMEs, institutions and communities.",
    primaryCta: "Find a Workshop",
    secondaryCta: "Join as a Facilitator",
  },
  about: {
    eyebrow: "Our story",
    title: "A studio born in Ouagadougou, working across Africa",
    story:
      "Founded by Burkinabè designers, researchers and facilitators, the studio now brings together practitioners from Dakar to Niamey, from Accra to Abidjan.",
    storyMore:
      "We believe the strongest solutions are built with the people who will live with them. Our workshops blend international methods with local knowledge, in French, English and national languages.",
    valuesTitle: "What guides us",
    values: {
      rooted: {
        title: "Rooted in the field",
        body: "We work close to real life: markets, villages, ministries, cooperatives. Context first, method second.",
      },
      together: {
        title: "Co-creating with the people concerned",
        body: "Users, field staff and decision-makers design together. What is built together gets adopted, and lasts.",
      },
      longView: {
        title: "Look far, act now",
        body: "We explore possible futures so that the decisions you take today hold up against uncertainty.",
      },
    },
    servicesTitle: "What we do",
    serviceLines: {
      designLabs: "Design thinking labs",
      foresight: "Future thinking and foresight",
      systems: "Systems mapping and strategy",
      capacity: "Capacity building",
      advisory: "Advisory and facilitation",
    },
    impactTitle: "Our impact",
    impact: {
      workshops: { value: "20+", label: "workshops delivered for African organizations" },
      participants: { value: "500+", label: "participants trained in design and foresight methods" },
      themes: { value: "6", label: "main themes, from leadership to strategic planning" },
    },
  },
  services: {
    eyebrow: "Services",
    title: "Six ways to go from idea to impact",
    lead: "Every engagement combines field research, workshops and practical tools, adapted to your context.",
    tabsLabel: "Our services",
    featuresLabel: "What the engagement includes",
    details: "See the service in detail",
    discuss: "Discuss your project",
  },
  team: {
    eyebrow: "Team",
    title: "The facilitators behind our workshops",
    lead: "Experienced practitioners, rooted in their countries, who facilitate in French, English and national languages.",
    specialtyFallback: "Facilitator",
    defaultBio: "A member of our facilitator network, leading workshops that transform African organizations.",
    linkedin: "{{name}} on LinkedIn",
    website: "Website of {{name}}",
    loading: "Loading the team...",
    empty: "Our team will introduce itself very soon.",
    viewAll: "See all facilitators",
    join: "Join the team",
  },
  partners: {
    eyebrow: "Partners",
    title: "Building with us",
    lead: "Organizations that share our conviction: Africa invents its own solutions.",
    items: {
      sahelFund: {
        name: "Sahel Impact Fund",
        description: "An impact investment fund that finances the acceleration programmes we facilitate.",
      },
      civicLab: {
        name: "Ouaga Civic Lab",
        description: "A civic innovation space that hosts our workshops open to the public.",
      },
      womenNetwork: {
        name: "Sahel Women Innovators Network",
        description: "A network of women entrepreneurs with whom we co-lead a women's leadership programme.",
      },
    },
    ctaTitle: "Share this vision?",
    ctaBody: "Foundations, incubators, universities, companies: let's build programmes that last, together.",
    become: "Become a Partner",
  },
};
