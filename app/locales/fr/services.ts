/** The six services: the home page tabs and the /services blocks share them. */
export const services = {
  items: {
    designThinking: {
      title: "Design thinking",
      tagline: "Comprendre les personnes avant de concevoir",
      description:
        "Des laboratoires centrés sur les usagers pour comprendre leurs besoins réels, générer des idées avec vos équipes et tester des prototypes avant d'investir.",
      features: [
        "Recherche de terrain et entretiens avec les usagers",
        "Ateliers d'idéation co-animés avec vos équipes",
        "Prototypage rapide et tests auprès des usagers",
        "Feuille de route de mise en œuvre",
      ],
    },
    digitalProduct: {
      title: "Conception de produits numériques",
      tagline: "Des services numériques pensés pour le terrain",
      description:
        "Applications mobiles et web conçues pour les réseaux lents, les téléphones d'entrée de gamme et les usages locaux\u00a0: USSD, SMS, WhatsApp et paiement mobile.",
      features: [
        "Recherche UX et parcours utilisateurs",
        "Maquettes et prototypes interactifs",
        "Interfaces accessibles et multilingues",
        "Accompagnement du développement et des tests",
      ],
    },
    innovationStrategy: {
      title: "Stratégie d'innovation",
      tagline: "Choisir où innover, et comment",
      description:
        "Nous aidons les directions à choisir leurs terrains d'innovation, à structurer un portefeuille de projets et à installer une culture de l'expérimentation.",
      features: [
        "Diagnostic de maturité en innovation",
        "Portefeuille et priorisation des initiatives",
        "Gouvernance et indicateurs de l'innovation",
        "Programmes d'intrapreneuriat",
      ],
    },
    startupAcceleration: {
      title: "Accélération de startups",
      tagline: "De l'idée au marché, avec méthode",
      description:
        "Des programmes d'accompagnement pour les startups et les entrepreneurs africains, de l'adéquation produit-marché jusqu'à la levée de fonds.",
      features: [
        "Validation de l'adéquation produit-marché",
        "Modèle économique et stratégie de prix",
        "Préparation à l'investissement et au pitch",
        "Mentorat par des entrepreneurs du continent",
      ],
    },
    systemThinking: {
      title: "Pensée systémique",
      tagline: "Voir le système entier avant d'agir",
      description:
        "Santé, agriculture, éducation, climat\u00a0: pour les problèmes complexes, nous cartographions le système avec ses acteurs pour trouver les leviers qui comptent vraiment.",
      features: [
        "Cartographie des acteurs et des flux",
        "Boucles causales et dynamiques du système",
        "Identification des points de levier",
        "Stratégies d'intervention et de suivi",
      ],
    },
    futureThinking: {
      title: "Prospective",
      tagline: "Explorer les futurs pour décider aujourd'hui",
      description:
        "Signaux faibles, scénarios et visions partagées\u00a0: nous explorons plusieurs futurs possibles pour que vos décisions d'aujourd'hui résistent à l'incertitude.",
      features: [
        "Veille des signaux faibles et des tendances",
        "Scénarios à 10 et 20 ans",
        "Vision partagée et rétroprospective",
        "Tests de résistance de votre stratégie",
      ],
    },
  },
};
