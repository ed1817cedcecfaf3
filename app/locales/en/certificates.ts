import type { Translation } from "../types";

/** The certificate of attendance a participant receives after a workshop: its PDF, its email and its public page. */
export const certificates: Translation["certificates"] = {
  pdf: {
    metadataTitle: "Certificate of attendance – {{name}}",
    title: "Certificate of attendance",
    certifies: "This certifies that",
    attended: "attended the workshop",
    hours_one: "{{hours}}\u00a0hour",
    hours_other: "{{hours}}\u00a0hours",
    facilitatedBy: "Facilitated by {{name}}",
    issued: "Issued in Ouagadougou on {{date}}",
    verify: "Verify this certificate:\n{{url}}",
    code: "Code: {{code}}",
  },
  fileName: "certificate-{{name}}",
  verify: {
    title: "Certificate verification",
    valid: "Valid certificate, issued by {{agency}}.",
    revoked: "This certificate was revoked on {{when}}: it is no longer valid.",
    notFound: "No certificate has this code. Check the code printed under the QR code.",
    participant: "Participant",
    workshop: "Workshop",
    date: "Date",
    hours: "Length",
    hoursValue_one: "{{hours}} hour",
    hoursValue_other: "{{hours}} hours",
    facilitator: "Facilitator",
    code: "Code",
    issuedOn: "Issued on",
    download: "Download the certificate (PDF)",
    revoke: "Revoke the certificate",
    restore: "Restore the certificate",
    saving: "Saving…",
  },
  mail: {
    subject: "Your certificate of attendance: {{title}} · {{site}}",
    greeting: "Hello {{name}},",
    body: "Thank you for attending the workshop “{{title}}”. Your certificate of attendance is attached to this message (PDF).",
    verify: "Anyone can check that it is genuine here: {{url}}",
    myRegistrations: "You will also find it in “My registrations”: {{url}}",
    signature: "The {{site}} team",
  },
  toast: {
    revoked: "Certificate revoked",
    restored: "Certificate restored",
  },
  errors: {
    invalid: "This request is not valid.",
    notFound: "No certificate has this code.",
  },
};
