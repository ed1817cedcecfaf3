// Kept apart from application-schema.ts so the form can read the limits without pulling
// zod into the public pages' JavaScript.

export const applicationFieldNames = [
  "fullName",
  "email",
  "expertise",
  "experience",
  "bio",
  "phone",
  "linkedin",
  "website",
] as const;
export type ApplicationField = (typeof applicationFieldNames)[number];

export const APPLICATION_LIMITS = {
  fullName: 120,
  email: 254,
  expertise: 120,
  experience: 50,
  bio: 3000,
  phone: 30,
  url: 300,
} as const;
