/** The printed documents (invoice, credit note and receipt PDFs) and the public verification page. */
export const billingDocuments = {
  /** The big title at the top right of each document. */
  titles: {
    invoice: "FACTURE",
    credit_note: "FACTURE D'AVOIR",
    receipt: "REÇU",
  },
  /** The PDF's Title metadata, shown in a viewer's title bar and a download's name. */
  metadataTitles: {
    invoice: "Facture {{number}}",
    credit_note: "Facture d'avoir {{number}}",
    receipt: "Reçu {{number}}",
  },
  number: "N° {{number}}",
  /** The top line of every page after the first. */
  continued: "{{title}} (suite)",
  date: "Date",
  dueDate: "Échéance",
  purchaseOrder: "Bon de commande",
  paidOn: "Date du paiement",
  corrects: "Avoir sur la facture {{number}} du {{date}}",
  phone: "Tél.\u00a0: {{phone}}",
  billTo: "Facturé à",
  client: "Client",
  ifu: "IFU\u00a0: {{ifu}}",
  rccm: "RCCM\u00a0: {{rccm}}",
  subject: "Objet\u00a0: {{subject}}",
  columns: {
    description: "Description",
    quantity: "Qté",
    unitPrice: "Prix unitaire HT",
    vat: "TVA",
    amount: "Montant HT",
  },
  /** A line, or a row of the VAT summary, without VAT. */
  exempt: "Exonéré",
  percent: "{{rate}}\u00a0%",
  vatSummary: {
    title: "Récapitulatif de la TVA",
    base: "Base HT",
    rate: "Taux",
    vat: "Montant TVA",
  },
  totalHt: "Total HT",
  totalVat: "TVA",
  totalTtc: "Total TTC",
  /** The mention the tax office requires on an exempt client's invoice. */
  vatExempt: "Exonéré de TVA — {{reference}}",
  vatExemptNoReference: "Exonéré de TVA",
  /** Printed before the French sentence on a document in another language; not printed on a French one. */
  amountInWordsLead: "Montant en lettres (en français)\u00a0:",
  /** Always in French, whatever the document's language: the wording the tax office knows. */
  amountInWords: {
    invoice: "Arrêtée la présente facture à la somme de\u00a0: {{words}}.",
    credit_note: "Arrêté le présent avoir à la somme de\u00a0: {{words}}.",
    receipt: "Soit la somme de\u00a0: {{words}}.",
  },
  payment: {
    title: "Modalités de paiement",
    bank: "Virement\u00a0: {{bank}} — RIB/IBAN {{account}}",
    orangeMoney: "Orange Money\u00a0: {{number}}",
    moovMoney: "Moov Money\u00a0: {{number}}",
    wave: "Wave\u00a0: {{number}}",
    reference: "Merci d'indiquer le numéro de facture ({{number}}) en référence de votre paiement.",
  },
  notes: "Notes",
  verifyCaption: "Vérifiez ce document\u00a0: {{url}}",
  legal: {
    rccm: "RCCM {{rccm}}",
    ifu: "IFU {{ifu}}",
    taxRegime: "Régime fiscal\u00a0: {{regime}}",
    taxOffice: "Service des impôts\u00a0: {{office}}",
  },
  page: "Page {{page}}/{{count}}",
  receipt: {
    sentence: "Reçu de {{client}} la somme de {{amount}}.",
    invoice: "Facture réglée",
    invoiceValue: "{{number}} du {{date}}, total TTC {{total}}",
    method: "Mode de paiement",
    reference: "Référence du paiement",
    withheldVat: "TVA retenue à la source",
    withheldVatValue: "{{amount}} (attestation n° {{certificate}})",
    balance: "Solde restant dû",
    paidInFull: "Facture soldée",
  },
  methods: {
    bank_transfer: "Virement bancaire",
    cheque: "Chèque",
    cash: "Espèces",
    orange_money: "Orange Money",
    moov_money: "Moov Money",
    wave: "Wave",
    card: "Carte bancaire",
    other: "Autre",
  },
  /** The public page the QR code leads to. */
  verify: {
    title: "Vérification de facture",
    lead: "Ce document est authentique\u00a0: il figure dans nos registres tel que décrit ci-dessous. Comparez-le avec l'exemplaire que vous avez reçu.",
    number: "Numéro",
    date: "Date d'émission",
    seller: "Émetteur",
    client: "Client",
    total: "Total TTC",
    credited: "Annulée par l'avoir {{number}}",
    creditedPartially: "Partiellement annulée par l'avoir {{number}}",
    /** On a credit note's page: the invoice it corrects. */
    corrects: "Cet avoir corrige la facture {{number}}.",
    notFound: "Aucun document ne correspond à ce lien. Vérifiez l'adresse ou contactez l'émetteur du document.",
  },
};
