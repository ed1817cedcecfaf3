import type { Translation } from "../types";

export const workshopsPage: Translation["workshopsPage"] = {
  hero: {
    eyebrow: "Workshops",
    title: "Workshops that change the way your teams work",
    lead: "Leadership, innovation, strategy, change management: hands-on workshops led by experienced facilitators, on site or online.",
    request: "Request a Workshop",
    consult: "Schedule Consultation",
  },
  stats: {
    label: "Our workshops in figures",
    workshops: { value: "20+", label: "workshops delivered" },
    participants: { value: "500+", label: "participants" },
    themes: { value: "6", label: "main themes" },
  },
  formats: {
    title: "Four formats to match your goals",
    lead: "Half a day to discover, several days to transform: choose the pace that suits your team.",
    duration: "Duration",
    participants: "Participants",
    included: "Included",
    bestFor: "Best for:",
    items: {
      halfDay: {
        name: "Half Day",
        duration: "4 hours",
        participants: "8-12 people",
        description: "A short, intense immersion to discover a method or unblock a specific issue.",
        features: [
          "One experienced facilitator",
          "Workshop materials and supplies",
          "Hands-on exercises on your own cases",
          "Written summary of the results",
        ],
        bestFor: "Awareness sessions, project kick-offs, team retreats",
      },
      fullDay: {
        name: "Full Day",
        duration: "8 hours",
        participants: "10-16 people",
        description: "A full day to move from exploration to concrete, prototyped and prioritised solutions.",
        features: [
          "Scoping interview beforehand",
          "Two facilitators",
          "Prototypes and an action plan",
          "Detailed workshop report",
        ],
        bestFor: "Problem solving, co-design, team alignment",
      },
      multiDay: {
        name: "Multi-Day",
        duration: "2-5 days",
        participants: "6-15 people",
        description: "An in-depth journey that alternates learning, practice and application to your real projects.",
        features: [
          "Tailor-made programme",
          "Support between sessions",
          "Certificate of participation",
          "30-day follow-up",
        ],
        bestFor: "Capacity building, transformation programmes, incubation",
      },
      online: {
        name: "Online",
        duration: "2-6 hours",
        participants: "5-20 people",
        description: "Interactive remote workshops, designed for slow connections and distributed teams.",
        features: [
          "Lightweight collaboration tools",
          "Exercises that work on a phone",
          "Recording on request",
          "Technical check before the session",
        ],
        bestFor: "Teams spread across several countries, short and regular sessions",
      },
    },
  },
  themes: {
    title: "Six themes, thirty workshops",
    lead: "Every workshop adapts to your sector, your level and your working language.",
    items: {
      leadership: {
        title: "Leadership Development",
        workshops: [
          "Leading with Purpose",
          "Coaching Skills for Managers",
          "Decision-Making Under Uncertainty",
          "Women in Leadership",
          "Leading Hybrid and Remote Teams",
        ],
      },
      team: {
        title: "Team Development",
        workshops: [
          "Building High-Trust Teams",
          "Effective Communication",
          "Constructive Conflict Resolution",
          "Collaborative Problem Solving",
          "Working Across Generations",
        ],
      },
      innovation: {
        title: "Innovation & Creativity",
        workshops: [
          "Design Thinking Bootcamp",
          "Creative Problem Solving",
          "Rapid Prototyping",
          "Frugal Innovation with Local Resources",
          "Generating and Selecting Ideas",
        ],
      },
      change: {
        title: "Change Management",
        workshops: [
          "Leading Change with Your Teams",
          "Understanding and Overcoming Resistance",
          "Digital Transformation Roadmap",
          "Communicating Change",
          "Resilience in Uncertain Times",
        ],
      },
      process: {
        title: "Process Improvement",
        workshops: [
          "Lean for Services",
          "Mapping and Redesigning Processes",
          "Agile Ways of Working",
          "Service Blueprinting",
          "Measuring What Matters: KPIs",
        ],
      },
      strategy: {
        title: "Strategic Planning",
        workshops: [
          "Scenario Planning",
          "Systems Mapping for Strategy",
          "Building Your Theory of Change",
          "OKRs and Strategic Priorities",
          "Vision and Backcasting",
        ],
      },
    },
  },
  closing: {
    title: "A custom workshop for your organization",
    lead: "Tell us what you want to change: we design the workshop with you, for your team and your context.",
    benefits: {
      needs: "Free needs analysis",
      quote: "Custom quote within 48h",
      support: "Dedicated support",
    },
    request: "Request Custom Workshop",
    consult: "Schedule Consultation",
    calendar: "See public workshops",
  },
};
