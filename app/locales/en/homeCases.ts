import type { Translation } from "../types";

export const homeCases: Translation["homeCases"] = {
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
};
