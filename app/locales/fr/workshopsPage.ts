/** The /workshops page: formats, themes and the call to action. */
export const workshopsPage = {
  hero: {
    eyebrow: "Ateliers",
    title: "Des ateliers qui changent la façon dont vos équipes travaillent",
    lead: "Leadership, innovation, stratégie, conduite du changement\u00a0: des ateliers pratiques, animés par des facilitateurs expérimentés, sur place ou en ligne.",
    request: "Demander un atelier",
    consult: "Planifier une consultation",
  },
  stats: {
    label: "Nos ateliers en chiffres",
    workshops: { value: "20+", label: "ateliers animés" },
    participants: { value: "500+", label: "participants" },
    themes: { value: "6", label: "thèmes principaux" },
  },
  formats: {
    title: "Quatre formats, selon vos objectifs",
    lead: "Une demi-journée pour découvrir, plusieurs jours pour transformer\u00a0: choisissez le rythme qui convient à votre équipe.",
    duration: "Durée",
    participants: "Participants",
    included: "Inclus",
    bestFor: "Idéal pour\u00a0:",
    items: {
      halfDay: {
        name: "Demi-journée",
        duration: "4 heures",
        participants: "8 à 12 personnes",
        description: "Une immersion courte et intense pour découvrir une méthode ou débloquer un sujet précis.",
        features: [
          "Un facilitateur expérimenté",
          "Supports et matériel d'atelier",
          "Exercices pratiques sur vos propres cas",
          "Synthèse écrite des résultats",
        ],
        bestFor: "Sensibilisation, lancement de projet, séminaire d'équipe",
      },
      fullDay: {
        name: "Journée complète",
        duration: "8 heures",
        participants: "10 à 16 personnes",
        description: "Une journée pour passer de l'exploration à des solutions concrètes, prototypées et priorisées.",
        features: [
          "Entretien de cadrage en amont",
          "Deux facilitateurs",
          "Prototypes et plan d'action",
          "Compte rendu détaillé de l'atelier",
        ],
        bestFor: "Résolution de problèmes, co-conception, alignement d'équipe",
      },
      multiDay: {
        name: "Plusieurs jours",
        duration: "2 à 5 jours",
        participants: "6 à 15 personnes",
        description: "Un parcours approfondi qui alterne apprentissage, pratique et application à vos projets réels.",
        features: [
          "Programme conçu sur mesure",
          "Accompagnement entre les sessions",
          "Attestation de participation",
          "Suivi à 30 jours",
        ],
        bestFor: "Renforcement des capacités, programmes de transformation, incubation",
      },
      online: {
        name: "En ligne",
        duration: "2 à 6 heures",
        participants: "5 à 20 personnes",
        description:
          "Des ateliers interactifs à distance, conçus pour les connexions lentes et les équipes dispersées.",
        features: [
          "Outils collaboratifs légers",
          "Exercices utilisables sur téléphone",
          "Enregistrement sur demande",
          "Test technique avant la session",
        ],
        bestFor: "Équipes réparties dans plusieurs pays, sessions courtes et régulières",
      },
    },
  },
  themes: {
    title: "Six thèmes, trente ateliers",
    lead: "Chaque atelier s'adapte à votre secteur, à votre niveau et à votre langue de travail.",
    items: {
      leadership: {
        title: "Développement du leadership",
        workshops: [
          "Diriger avec sens",
          "Le manager coach",
          "Décider dans l'incertitude",
          "Leadership au féminin",
          "Diriger des équipes hybrides et à distance",
        ],
      },
      team: {
        title: "Développement d'équipe",
        workshops: [
          "Bâtir une équipe de confiance",
          "Communication efficace",
          "Gérer les conflits de façon constructive",
          "Résoudre les problèmes ensemble",
          "Travailler entre générations",
        ],
      },
      innovation: {
        title: "Innovation et créativité",
        workshops: [
          "Bootcamp de design thinking",
          "Résolution créative de problèmes",
          "Prototypage rapide",
          "Innovation frugale avec les ressources locales",
          "Générer et sélectionner les idées",
        ],
      },
      change: {
        title: "Conduite du changement",
        workshops: [
          "Conduire le changement avec les équipes",
          "Comprendre et lever les résistances",
          "Feuille de route de la transformation numérique",
          "Communiquer le changement",
          "Résilience en période d'incertitude",
        ],
      },
      process: {
        title: "Amélioration des processus",
        workshops: [
          "Le lean appliqué aux services",
          "Cartographier et repenser vos processus",
          "Méthodes agiles au quotidien",
          "Blueprint de service",
          "Mesurer ce qui compte\u00a0: les indicateurs",
        ],
      },
      strategy: {
        title: "Planification stratégique",
        workshops: [
          "Planification par scénarios",
          "Cartographie systémique pour la stratégie",
          "Construire sa théorie du changement",
          "OKR et priorités stratégiques",
          "Vision et rétroprospective",
        ],
      },
    },
  },
  closing: {
    title: "Un atelier sur mesure pour votre organisation",
    lead: "Dites-nous ce que vous voulez changer\u00a0: nous concevons l'atelier avec vous, pour votre équipe et votre contexte.",
    benefits: {
      needs: "Analyse des besoins gratuite",
      quote: "Devis personnalisé sous 48 h",
      support: "Accompagnement dédié",
    },
    request: "Demander un atelier sur mesure",
    consult: "Planifier une consultation",
    calendar: "Voir les ateliers publics",
  },
};
