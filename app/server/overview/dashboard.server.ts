/**
 * The admin dashboard's figures (/admin/dashboard), each counted by one SQL aggregate on an indexed column,
 * with its definition next to its query.
 */
import fs from "node:fs/promises";
import { count, eq, sql } from "drizzle-orm";
import packageJson from "../../../package.json";
import { config } from "../config.server";
import { db } from "../db/client.server";
import { contactMessages, facilitators, projects, user } from "../db/schema";
import { logger } from "../logger.server";

export interface SystemStatus {
  /** The database answered a query just now. */
  database: "up" | "down";
  /** SMTP_URL is set (mail goes out), or each email is written as a file in DATA_DIR/mail. */
  mail: "smtp" | "folder";
  /** Free space on the disk that holds DATA_DIR, in bytes (null when it cannot be read). */
  diskFreeBytes: number | null;
  /** The version of the running build. */
  version: string;
}

export interface DashboardFigures {
  /** Every account, whatever its role or state. */
  totalUsers: number;
  /** Projects whose status is active. */
  activeProjects: number;
  /** Facilitator applications waiting for a decision, plus contact messages not yet handled. */
  pendingApplications: number;
  newMessages: number;
  system: SystemStatus;
}

async function databaseStatus(): Promise<"up" | "down"> {
  try {
    await db().execute(sql`select 1`);
    return "up";
  } catch (error) {
    logger.error({ err: error }, "the database did not answer the dashboard's check");
    return "down";
  }
}

async function diskFree(): Promise<number | null> {
  try {
    const stats = await fs.statfs(config().dataDir);
    return stats.bavail * stats.bsize;
  } catch {
    return null;
  }
}

const total = async (query: Promise<{ total: number }[]>) => (await query)[0]?.total ?? 0;

export async function dashboardFigures(): Promise<DashboardFigures> {
  const [database, diskFreeBytes] = await Promise.all([databaseStatus(), diskFree()]);
  const system: SystemStatus = {
    database,
    mail: config().smtpUrl ? "smtp" : "folder",
    diskFreeBytes,
    version: packageJson.version,
  };
  const [totalUsers, activeProjects, pendingApplications, newMessages] = await Promise.all([
    total(db().select({ total: count() }).from(user)),
    total(db().select({ total: count() }).from(projects).where(eq(projects.status, "active"))),
    total(db().select({ total: count() }).from(facilitators).where(eq(facilitators.status, "pending"))),
    total(db().select({ total: count() }).from(contactMessages).where(eq(contactMessages.status, "new"))),
  ]);
  return { totalUsers, activeProjects, pendingApplications, newMessages, system };
}
