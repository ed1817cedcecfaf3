import type { Translation } from "../types";

export const adminMessages: Translation["adminMessages"] = {
  title: "Messages",
  lead: "Messages sent through the site's contact forms. Reply by email, then mark them as handled.",
  filters: {
    label: "Filter messages",
    new: "New ({{count}})",
    handled: "Handled ({{count}})",
    all: "All ({{count}})",
  },
  search: "Search messages",
  searchPlaceholder: "Name, email, subject, text…",
  noMatch: "No message matches this search.",
  order: {
    label: "Sort",
    newest: "Newest first",
    oldest: "Oldest first",
    name: "Name (A–Z)",
  },
  empty: "No messages.",
  emptyNew: "No new messages: everything is handled.",
  received: "Received {{date}}",
  source: {
    home: "Home page",
    contact: "Contact page",
  },
  status: {
    new: "New",
    handled: "Handled",
  },
  handledBy: "Handled by {{name}} on {{date}}",
  handledAt: "Handled on {{date}}",
  company: "Company",
  subject: "Subject",
  service: "Service",
  language: "Language",
  languages: { fr: "French", en: "English" },
  reply: "Reply by email",
  markHandled: "Mark as handled",
  markNew: "Mark as new",
  labelled: "{{label}}: {{value}}",
  updated: "Message updated",
  errors: {
    invalid: "Invalid request.",
    notFound: "This message no longer exists.",
  },
};
