/**
 * User management (/admin/dashboard): the users table's state and the forms' rules, shared by the loader,
 * the actions and the screen. Messages are locale keys (auth.errors.*, adminDashboard.errors.*).
 */
import { z } from "zod";
import { signUpSchema } from "./schema";
import { roles } from "../roles";
import { defineTable } from "../tables";

export const usersTable = defineTable({
  sorts: ["name", "email", "role", "createdAt"],
  defaultSort: "createdAt",
  defaultDir: "desc",
  filters: { role: ["all", ...roles] },
});

const role = z.enum(roles, "adminDashboard.errors.role");

/** The 'Create New User' form: the sign-up fields and a role (client unless chosen). */
export const newUserSchema = signUpSchema.extend({ role: role.default("client") });
export const newUserFields = ["email", "password", "firstName", "lastName", "role"] as const;

const userId = z.string().trim().min(1, "adminDashboard.errors.notFound").max(100, "adminDashboard.errors.notFound");

/** What can be done to a user from its row: one form per button, told apart by `intent`. */
export const userActionSchema = z.discriminatedUnion(
  "intent",
  [
    z.object({ intent: z.literal("role"), userId, role }),
    z.object({ intent: z.literal("ban"), userId }),
    z.object({ intent: z.literal("unban"), userId }),
    z.object({ intent: z.literal("end-sessions"), userId }),
    z.object({ intent: z.literal("reset-password"), userId }),
  ],
  "adminDashboard.errors.invalid",
);
export const userActionFields = ["intent", "userId", "role"] as const;
export type UserAction = z.output<typeof userActionSchema>;
