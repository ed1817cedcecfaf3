/** The certificate of attendance a participant receives after a workshop: its PDF, its email and its public page. */
export const certificates = {
  pdf: {
    /** The PDF's Title metadata, shown in a viewer's title bar and a download's name. */
    metadataTitle: "Attestation de participation – {{name}}",
    title: "Attestation de participation",
    /** Before the participant's name. */
    certifies: "Nous attestons que",
    /** Between the participant's name and the workshop's title. */
    attended: "a participé à l'atelier",
    /** The workshop's length; `hours` is the number as the language writes it ("3,5"). */
    hours_one: "{{hours}}\u00a0heure",
    hours_other: "{{hours}}\u00a0heures",
    facilitatedBy: "Animé par {{name}}",
    issued: "Délivrée à Ouagadougou le {{date}}",
    /** Beside the QR code, the link on a line of its own. */
    verify: "Vérifiez cette attestation\u00a0:\n{{url}}",
    code: "Code\u00a0: {{code}}",
  },
  /** The downloaded file's name, without ".pdf": `name` is the participant's, as letters and dashes. */
  fileName: "attestation-{{name}}",
  /** The public page a certificate's QR code opens. */
  verify: {
    title: "Vérification d'une attestation",
    valid: "Attestation valable, délivrée par {{agency}}.",
    revoked: "Cette attestation a été révoquée le {{when}}\u00a0: elle n'est plus valable.",
    notFound: "Aucune attestation ne porte ce code. Vérifiez le code imprimé sous le QR code.",
    participant: "Participant",
    workshop: "Atelier",
    date: "Date",
    hours: "Durée",
    hoursValue_one: "{{hours}}\u00a0heure",
    hoursValue_other: "{{hours}}\u00a0heures",
    facilitator: "Facilitateur",
    code: "Code",
    issuedOn: "Délivrée le",
    download: "Télécharger l'attestation (PDF)",
    revoke: "Révoquer l'attestation",
    restore: "Rétablir l'attestation",
    saving: "Enregistrement…",
  },
  /** The email that brings a participant their certificate, with its PDF attached. */
  mail: {
    subject: "Votre attestation de participation\u00a0: {{title}} · {{site}}",
    greeting: "Bonjour {{name}},",
    body: "Merci d'avoir participé à l'atelier «\u00a0{{title}}\u00a0». Votre attestation de participation est jointe à ce message (PDF).",
    verify: "Toute personne peut vérifier son authenticité ici\u00a0: {{url}}",
    myRegistrations: "Vous la retrouverez aussi dans «\u00a0Mes inscriptions\u00a0»\u00a0: {{url}}",
    signature: "L'équipe {{site}}",
  },
  toast: {
    revoked: "Attestation révoquée",
    restored: "Attestation rétablie",
  },
  errors: {
    invalid: "Cette demande n'est pas valable.",
    notFound: "Aucune attestation ne porte ce code.",
  },
};
