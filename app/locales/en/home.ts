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
  cases: {
    eyebrow: "Case Studies",
    title: "Measurable results, on the ground",
    lead: "A few projects delivered with our partners in healthcare, agriculture and education.",
    tabsLabel: "Case studies",
    resultsLabel: "Key results",
    discuss: "Discuss your project",
    items: {
      healthConnect: {
        name: "HealthConnect",
        category: "Healthcare",
        title: "Teleconsultation for rural health centres",
        description:
          "With a network of community health centres, we co-designed a teleconsultation and SMS follow-up service for patients who live far from district hospitals.",
        results: {
          first: { value: "45%", label: "increase in patient retention" },
          second: { value: "200,000+", label: "rural patients reached" },
          third: { value: "SMS", label: "follow-up that works without a smartphone or internet" },
        },
      },
      agriTech: {
        name: "AgriTech Solutions",
        category: "Agriculture",
        title: "Farming advice and market prices in farmers' pockets",
        description:
          "For an agritech company in Bobo-Dioulasso, we designed with cooperatives an advice, weather and market price service delivered by SMS and voice messages.",
        results: {
          first: { value: "30%", label: "increase in farmer income" },
          second: { value: "50,000+", label: "farmers supported" },
          third: { value: "3", label: "national languages in the voice messages" },
        },
      },
      eduAccess: {
        name: "EduAccess",
        category: "Education",
        title: "Offline learning in rural secondary schools",
        description:
          "A learning platform that works offline on shared tablets, designed with teachers and students in rural areas.",
        results: {
          first: { value: "100,000+", label: "students reached" },
          second: { value: "32%", label: "improvement in test scores" },
          third: { value: "0", label: "internet connection needed in class" },
        },
      },
    },
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
  contact: {
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
  },
};
