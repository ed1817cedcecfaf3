/** The home page's contact section, loaded with it as it nears the screen (components/home/contact-section.tsx). */
export const homeContact = {
  eyebrow: "Contact",
  title: "Parlons de votre projet",
  lead: "Un atelier, un accompagnement, une question\u00a0? Écrivez-nous\u00a0: nous répondons sous 24 heures.",
  cards: {
    email: "E-mail",
    phone: "Téléphone",
    office: "Bureau",
  },
  formTitle: "Envoyez-nous un message",
  channelsTitle: "Autres moyens de nous joindre",
  emailChannel: "Écrire un e-mail",
  phoneChannel: "Nous appeler",
  whatsappChannel: "Discuter sur WhatsApp",
};
