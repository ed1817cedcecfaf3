import type { Role } from "~/lib/roles";
import { auth } from "./auth.server";

export interface NewAccount {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  role: Role;
  emailVerified?: boolean;
}

/** Creates an account with a password and a role, through Better Auth so the password is hashed its way. */
export async function createAccount(input: NewAccount): Promise<string> {
  const { user } = await auth().api.createUser({
    body: {
      email: input.email,
      password: input.password,
      name: `${input.firstName} ${input.lastName}`.trim(),
      role: input.role as "admin",
      data: { firstName: input.firstName, lastName: input.lastName, emailVerified: input.emailVerified ?? false },
    },
  });
  return user.id;
}
