/** The admin portal's contact messages (/admin/messages). */
export const adminMessages = {
  title: "Messages",
  lead: "Les messages envoyés par les formulaires de contact du site. Répondez par e-mail, puis marquez-les comme traités.",
  filters: {
    label: "Filtrer les messages",
    new: "Nouveaux ({{count}})",
    handled: "Traités ({{count}})",
    all: "Tous ({{count}})",
  },
  empty: "Aucun message.",
  emptyNew: "Aucun nouveau message\u00a0: tout est traité.",
  received: "Reçu le {{date}}",
  source: {
    home: "Page d'accueil",
    contact: "Page Contact",
  },
  status: {
    new: "Nouveau",
    handled: "Traité",
  },
  handledBy: "Traité par {{name}} le {{date}}",
  handledAt: "Traité le {{date}}",
  company: "Organisation",
  subject: "Objet",
  service: "Service",
  language: "Langue",
  languages: { fr: "Français", en: "Anglais" },
  reply: "Répondre par e-mail",
  markHandled: "Marquer comme traité",
  markNew: "Marquer comme nouveau",
  labelled: "{{label}}\u00a0: {{value}}",
  updated: "Message mis à jour",
  errors: {
    invalid: "Demande invalide.",
    notFound: "Ce message n'existe plus.",
  },
};
