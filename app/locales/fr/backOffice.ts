/** The strings every back-office screen shares: tables, pager, dialogs, tags, badges and the stale-save message. */
export const backOffice = {
  table: {
    search: "Rechercher",
    clear: "Effacer la recherche",
    noResults: "Aucun résultat.",
    sortBy: "Trier par",
    sortedAscending: "trié par ordre croissant",
    sortedDescending: "trié par ordre décroissant",
    actions: "Actions",
    none: "—",
  },
  pager: {
    label: "Pages du tableau",
    previous: "Précédent",
    next: "Suivant",
    first: "Première page",
    last: "Dernière page",
    status: "Page {{page}} sur {{pages}}",
    range: "{{from}}–{{to}} sur {{total}}",
    empty: "0 sur 0",
  },
  dialog: {
    close: "Fermer",
    cancel: "Annuler",
    save: "Enregistrer",
    saving: "Enregistrement…",
    create: "Créer",
    creating: "Création…",
    delete: "Supprimer",
    deleting: "Suppression…",
    edit: "Modifier",
  },
  tags: {
    add: "Ajouter",
    addNamed: "Ajouter l'étiquette",
    remove: "Retirer {{tag}}",
    hint: "Tapez une étiquette puis Entrée ou +.",
    commaHint: "Séparez les étiquettes par des virgules, puis Entrée ou +.",
    more: "+{{count}}",
  },
  health: {
    notSet: "Non défini",
    score: "{{score}}/10",
  },
  toast: {
    success: "Succès",
    error: "Erreur",
  },
  errors: {
    stale:
      "Quelqu'un d'autre a modifié cette fiche depuis que vous l'avez ouverte\u00a0: vos changements n'ont pas été enregistrés. Le formulaire montre maintenant la version enregistrée\u00a0; refaites vos changements puis enregistrez.",
    version: "Ce formulaire est incomplet. Rechargez la page et réessayez.",
    notFound: "Cette fiche n'existe plus.",
    tagTooLong: "Une étiquette compte au plus 50 caractères.",
    tooManyTags: "Au plus 20 étiquettes.",
  },
};
