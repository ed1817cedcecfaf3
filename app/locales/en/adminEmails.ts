import type { Translation } from "../types";

export const adminEmails: Translation["adminEmails"] = {
  title: "Emails",
  lead: "Every email the site sends goes through a queue: when it is refused it is tried again after a delay that doubles, then marked failed. Here the team sees the failures and their last error, and can send one again.",
  caption: "Emails in the queue",
  search: "Filter by recipient or subject",
  searchPlaceholder: "Address or subject…",
  filters: { status: "Filter by state" },
  statuses: {
    failed: "Failed",
    pending: "Waiting",
    sent: "Sent",
    skipped: "Not needed",
    all: "All",
  },
  status: {
    failed: "Failed",
    pending: "Waiting",
    sent: "Sent",
    skipped: "Not needed",
  },
  columns: {
    created: "Queued",
    recipient: "Recipient",
    subject: "Subject",
    status: "State",
    attempts: "Attempts",
    error: "Last error",
  },
  scheduled: "Due {{date}}",
  sentAt: "Sent {{date}}",
  notYet: "Written when it is sent",
  retry: "Retry",
  retryLabel: "Retry sending to {{recipient}}",
  retried: "The email is back in the queue.",
  errors: {
    invalid: "This message does not exist.",
    notFailed: "This message has not failed: it was already retried or sent.",
  },
};
