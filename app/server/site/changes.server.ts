/**
 * The one door of every write to the site's content and settings (the CMS, the Creator Studio, Site
 * Settings): the work runs in one transaction, with its audit entries (`audit(...)` records who changed
 * what, before and after, in that transaction), and whatever must follow a change of what visitors see
 * (forgetting cached public pages, say) is added here once, for every kind of write.
 */
import type { AuditEntity } from "~/lib/audit/admin";
import { recordAudit, type AuditInput } from "../audit/audit.server";
import type { AuditRecord } from "../audit/changes";
import { db, type Db } from "../db/client.server";

export type SiteContentTx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** Who writes, and from where (auditSource(request, user)). */
export type WriteSource = Pick<AuditInput, "actor" | "address">;

export interface SiteContentWrite {
  tx: SiteContentTx;
  /** Records one change of a content item or a setting: a creation (before null), an update, a deletion (after null). */
  audit(entity: AuditEntity, id: string, before: AuditRecord | null, after: AuditRecord | null): Promise<void>;
}

export async function writeSiteContent<T>(
  source: WriteSource,
  work: (write: SiteContentWrite) => Promise<T>,
): Promise<T> {
  return db().transaction((tx) =>
    work({
      tx,
      audit: (entity, id, before, after) =>
        recordAudit(tx, {
          ...source,
          action: before === null ? "create" : after === null ? "delete" : "update",
          entity,
          entityId: id,
          before,
          after,
        }),
    }),
  );
}
