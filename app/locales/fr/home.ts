/** The home page: hero defaults, about, services tabs, case studies, team, partners, contact. */
export const home = {
  hero: {
    eyebrow: "Studio de design · Ouagadougou, Burkina Faso",
    subtitle: "Nous aidons les organisations africaines à imaginer, concevoir et conduire le changement.",
    description:
      "Ateliers, facilitation et accompagnement en design thinking, prospective et pensée systémique, pour les ONG, startups, PME, institutions et communautés.",
    primaryCta: "Trouver un atelier",
    secondaryCta: "Devenir facilitateur",
  },
  about: {
    eyebrow: "Notre histoire",
    title: "Un studio né à Ouagadougou, tourné vers toute l'Afrique",
    story:
      "Fondé par des designers, des chercheurs et des facilitateurs burkinabè, le studio réunit aujourd'hui un réseau de praticiens de Dakar à Niamey, d'Accra à Abidjan.",
    storyMore:
      "Nous croyons que les solutions les plus solides naissent avec celles et ceux qui les vivront. Nos ateliers mêlent méthodes internationales et savoirs locaux, en français, en anglais et dans les langues nationales.",
    valuesTitle: "Ce qui nous guide",
    values: {
      rooted: {
        title: "Ancrés dans le terrain",
        body: "Nous travaillons au plus près des réalités\u00a0: marchés, villages, ministères, coopératives. Le contexte d'abord, la méthode ensuite.",
      },
      together: {
        title: "Co-créer avec les premiers concernés",
        body: "Usagers, agents de terrain et décideurs conçoivent ensemble. Ce qui est co-construit est adopté, et dure.",
      },
      longView: {
        title: "Voir loin, agir maintenant",
        body: "Nous explorons les futurs possibles pour prendre dès aujourd'hui des décisions qui tiennent face à l'incertitude.",
      },
    },
    servicesTitle: "Ce que nous faisons",
    serviceLines: {
      designLabs: "Laboratoires de design thinking",
      foresight: "Prospective et pensée des futurs",
      systems: "Cartographie systémique et stratégie",
      capacity: "Renforcement des capacités",
      advisory: "Conseil et facilitation",
    },
    impactTitle: "Notre impact",
    impact: {
      workshops: { value: "20+", label: "ateliers animés auprès d'organisations africaines" },
      participants: { value: "500+", label: "participants formés aux méthodes de design et de prospective" },
      themes: { value: "6", label: "thèmes principaux, du leadership à la planification stratégique" },
    },
  },
  services: {
    eyebrow: "Services",
    title: "Six façons de passer de l'idée à l'impact",
    lead: "Chaque accompagnement combine recherche de terrain, ateliers et outils concrets, adaptés à votre contexte.",
    tabsLabel: "Nos services",
    featuresLabel: "Ce que comprend l'accompagnement",
    details: "Voir le détail du service",
    discuss: "Discuter de votre projet",
  },
  team: {
    eyebrow: "Équipe",
    title: "Les facilitateurs qui font vivre nos ateliers",
    lead: "Des praticiens expérimentés, ancrés dans leurs pays, qui animent en français, en anglais et en langues nationales.",
    specialtyFallback: "Facilitateur",
    defaultBio:
      "Membre de notre réseau de facilitateurs, au service d'ateliers qui transforment les organisations africaines.",
    linkedin: "LinkedIn de {{name}}",
    website: "Site web de {{name}}",
    loading: "Chargement de l'équipe...",
    empty: "Notre équipe se présente très bientôt.",
    viewAll: "Voir tous les facilitateurs",
    join: "Rejoindre l'équipe",
  },
  partners: {
    eyebrow: "Partenaires",
    title: "Ils construisent avec nous",
    lead: "Des organisations qui partagent notre conviction\u00a0: l'Afrique invente ses propres solutions.",
    items: {
      sahelFund: {
        name: "Fonds Sahel Impact",
        description: "Fonds d'investissement à impact qui finance les programmes d'accélération que nous animons.",
      },
      civicLab: {
        name: "Laboratoire Citoyen de Ouaga",
        description: "Tiers-lieu d'innovation civique qui accueille nos ateliers ouverts au public.",
      },
      womenNetwork: {
        name: "Réseau des Innovatrices du Sahel",
        description: "Réseau d'entrepreneures avec lequel nous co-animons un programme de leadership féminin.",
      },
    },
    ctaTitle: "Vous partagez cette vision\u00a0?",
    ctaBody:
      "Fondations, incubateurs, universités, entreprises\u00a0: construisons ensemble des programmes qui durent.",
    become: "Devenir partenaire",
  },
};
