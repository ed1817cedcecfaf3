/** Page titles and meta descriptions, one entry per screen of the route table. */
export const pages = {
  home: {
    title: "Design, prospective et pensée systémique à Ouagadougou",
    description:
      "Studio africain de design thinking, de prospective et de pensée systémique\u00a0: ateliers, facilitation et accompagnement pour organisations, ONG, startups et institutions.",
  },
  auth: {
    title: "Connexion",
    description:
      "Connectez-vous à votre espace Faso Futures Studio ou créez un compte pour suivre vos ateliers, projets et inscriptions.",
  },
  services: {
    title: "Services",
    description:
      "Design thinking, prospective, pensée systémique, produits numériques, stratégie d'innovation et accélération de startups, pour les organisations africaines.",
  },
  workshops: {
    title: "Ateliers",
    description:
      "Ateliers en demi-journée, journée, plusieurs jours ou en ligne\u00a0: leadership, innovation, changement et stratégie, sur mesure pour vos équipes.",
  },
  facilitators: {
    title: "Nos facilitateurs",
    description: "Rencontrez les facilitatrices et facilitateurs qui animent nos ateliers en Afrique de l'Ouest.",
  },
  facilitator: {
    title: "Facilitateur",
    description:
      "Profil d'un facilitateur de notre réseau\u00a0: parcours, spécialités, langues, ateliers animés et avis des participants.",
  },
  calendar: {
    title: "Calendrier des ateliers publics",
    description: "Les prochains ateliers publics\u00a0: dates, lieux, places disponibles et inscription.",
  },
  workshop: { title: "Atelier", description: "Détails et inscription à l'atelier." },
  contact: {
    title: "Contact",
    description: "Écrivez-nous\u00a0: nous répondons sous 24 heures. Bureau à Ouagadougou, Burkina Faso.",
  },
  joinFacilitator: {
    title: "Devenir facilitateur",
    description:
      "Rejoignez notre réseau de facilitateurs en Afrique de l'Ouest\u00a0: présentez votre expertise et envoyez votre candidature.",
  },
  workshopAlerts: {
    title: "Alertes ateliers",
    description:
      "Recevez un e-mail à chaque nouvel atelier publié qui vous correspond\u00a0: thèmes, niveaux, lieux et langues au choix, désinscription en un clic.",
  },
  admin: {
    title: "Portail d'administration",
    overview: "Vue d'ensemble",
    clients: "Clients",
    projects: "Projets",
    workshops: "Ateliers",
    feedback: "Avis",
    facilitators: "Facilitateurs",
    cms: "Gestion du contenu",
    sales: "Ventes",
    billing: "Facturation",
    reports: "Rapports",
    users: "Utilisateurs",
    dashboard: "Tableau de bord",
    messages: "Messages",
    audit: "Journal d'audit",
    emails: "E-mails",
  },
  areas: { facilitator: "Espace facilitateur", client: "Espace client", creator: "Espace créateur" },
  facilitatorProfile: { title: "Mon profil public" },
  facilitatorDashboard: { title: "Tableau de bord facilitateur" },
  clientDashboard: { title: "Tableau de bord client" },
  clientBookings: { title: "Réservations de places" },
  creatorStudio: { title: "Studio de création" },
  creatorSettings: { title: "Paramètres du site" },
};
