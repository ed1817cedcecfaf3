/** The /services page: hero, approach and closing call to action (the six services are in services.ts). */
export const servicesPage = {
  eyebrow: "Nos services",
  title: "Des méthodes éprouvées, pensées pour les réalités africaines",
  lead: "Du design thinking à la prospective, nous accompagnons les organisations qui veulent comprendre, imaginer et agir, avec celles et ceux qui vivront le changement.",
  heroCta: "Discuter de votre projet",
  heroSecondary: "Voir nos ateliers",
  jumpLabel: "Aller directement à un service",
  featuresLabel: "Ce que comprend l'accompagnement",
  discuss: "Discuter de votre projet",
  approach: {
    title: "Notre façon de travailler",
    lead: "Chaque mission suit le même fil, adapté à votre contexte et à votre calendrier.",
    steps: {
      listen: { title: "Écouter", body: "Entretiens, visites de terrain et cadrage avec vos équipes." },
      map: { title: "Cartographier", body: "Nous rendons visibles les besoins, les acteurs et les leviers." },
      prototype: { title: "Prototyper", body: "Les idées prennent forme et sont testées avec les usagers." },
      transfer: { title: "Transmettre", body: "Vos équipes repartent avec les outils et la méthode." },
    },
  },
  closing: {
    title: "Prêts à passer de l'idée à l'impact\u00a0?",
    lead: "Parlez-nous de votre défi\u00a0: nous vous proposons une approche adaptée sous 48 heures.",
    contact: "Nous contacter",
    workshops: "Découvrir nos ateliers",
  },
};
