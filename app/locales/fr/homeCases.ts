/** The home page's case studies, loaded with that section as it nears the screen (components/home/case-studies-section.tsx). */
export const homeCases = {
  eyebrow: "Études de cas",
  title: "Des résultats mesurables, sur le terrain",
  lead: "Quelques projets menés avec nos partenaires en santé, en agriculture et en éducation.",
  tabsLabel: "Études de cas",
  resultsLabel: "Résultats clés",
  discuss: "Discuter de votre projet",
  items: {
    healthConnect: {
      name: "HealthConnect",
      category: "Santé",
      title: "La téléconsultation au service des centres de santé ruraux",
      description:
        "Avec un réseau de centres de santé communautaires, nous avons co-conçu un service de téléconsultation et de suivi par SMS pour les patients qui vivent loin des hôpitaux de district.",
      results: {
        first: { value: "45 %", label: "de rétention des patients en plus" },
        second: { value: "200 000+", label: "patients ruraux atteints" },
        third: { value: "SMS", label: "suivi accessible sans smartphone ni connexion internet" },
      },
    },
    agriTech: {
      name: "AgriTech Solutions",
      category: "Agriculture",
      title: "Conseil agricole et prix du marché dans la poche des producteurs",
      description:
        "Pour une agritech de Bobo-Dioulasso, nous avons conçu avec les coopératives un service de conseil, de météo et de prix du marché, par SMS et par messages vocaux.",
      results: {
        first: { value: "30 %", label: "de revenus en plus pour les agriculteurs" },
        second: { value: "50 000+", label: "agriculteurs accompagnés" },
        third: { value: "3", label: "langues nationales dans les messages vocaux" },
      },
    },
    eduAccess: {
      name: "EduAccess",
      category: "Éducation",
      title: "Apprendre hors ligne dans les collèges ruraux",
      description:
        "Une plateforme d'apprentissage qui fonctionne hors ligne sur des tablettes partagées, conçue avec des enseignants et des élèves de zones rurales.",
      results: {
        first: { value: "100 000+", label: "élèves atteints" },
        second: { value: "32 %", label: "de progression aux évaluations" },
        third: { value: "0", label: "connexion internet nécessaire en classe" },
      },
    },
  },
};
