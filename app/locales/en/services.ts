import type { Translation } from "../types";

export const services: Translation["services"] = {
  items: {
    designThinking: {
      title: "Design Thinking",
      tagline: "Understand people before you design",
      description:
        "Human-centred labs to understand what people really need, generate ideas with your teams and test prototypes before you invest.",
      features: [
        "Field research and user interviews",
        "Ideation workshops co-facilitated with your teams",
        "Rapid prototyping and user testing",
        "Implementation roadmap",
      ],
    },
    digitalProduct: {
      title: "Digital Product Design",
      tagline: "Digital services designed for real conditions",
      description:
        "Mobile and web products designed for slow networks, entry-level phones and local habits: USSD, SMS, WhatsApp and mobile money.",
      features: [
        "UX research and user journeys",
        "Wireframes and interactive prototypes",
        "Accessible, multilingual interfaces",
        "Support through development and testing",
      ],
    },
    innovationStrategy: {
      title: "Innovation Strategy",
      tagline: "Choose where to innovate, and how",
      description:
        "We help leadership teams choose where to innovate, structure a portfolio of initiatives and build a culture of experimentation.",
      features: [
        "Innovation maturity assessment",
        "Portfolio and prioritisation of initiatives",
        "Innovation governance and metrics",
        "Intrapreneurship programmes",
      ],
    },
    startupAcceleration: {
      title: "Startup Acceleration",
      tagline: "From idea to market, with method",
      description:
        "Support programmes for African startups and entrepreneurs, from product-market fit all the way to fundraising.",
      features: [
        "Product-market fit validation",
        "Business model and pricing strategy",
        "Investment readiness and pitch preparation",
        "Mentoring by entrepreneurs from the continent",
      ],
    },
    systemThinking: {
      title: "Systems Thinking",
      tagline: "See the whole system before you act",
      description:
        "Health, agriculture, education, climate: for complex problems, we map the system with its actors to find the levers that really matter.",
      features: [
        "Mapping actors and flows",
        "Causal loops and system dynamics",
        "Identifying leverage points",
        "Intervention and monitoring strategies",
      ],
    },
    futureThinking: {
      title: "Future Thinking",
      tagline: "Explore futures to decide today",
      description:
        "Weak signals, scenarios and shared visions: we explore several possible futures so that today's decisions hold up against uncertainty.",
      features: [
        "Scanning weak signals and trends",
        "10- and 20-year scenarios",
        "Shared vision and backcasting",
        "Stress-testing your strategy",
      ],
    },
  },
};
