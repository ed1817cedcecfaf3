/**
 * The one door of every write to the site's content and settings (the CMS, the Creator Studio, Site
 * Settings): the work runs in one transaction, and whatever must follow a change of what visitors see
 * (forgetting cached public pages, say) is added here once, for every kind of write.
 */
import { db, type Db } from "../db/client.server";

export type SiteContentTx = Parameters<Parameters<Db["transaction"]>[0]>[0];

export async function writeSiteContent<T>(work: (tx: SiteContentTx) => Promise<T>): Promise<T> {
  return db().transaction(work);
}
