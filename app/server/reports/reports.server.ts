/** The context every report is computed in: the agency's day, the site's currency, the page's language. */
import { currencyFrom, type Currency } from "~/lib/format";
import type { Language } from "~/lib/i18n";
import { AGENCY_TIME_ZONE, todayIn } from "~/lib/time-zone";
import { getSettingValues } from "../site/settings.server";

export interface ReportContext {
  /** The agency's day. */
  today: string;
  /** Its month, 'YYYY-MM': the latest a period can end with. */
  currentMonth: string;
  currency: Currency;
  lang: Language;
}

export async function reportContext(lang: Language, now: Date = new Date()): Promise<ReportContext> {
  const settings = await getSettingValues();
  const today = todayIn(AGENCY_TIME_ZONE, now);
  return { today, currentMonth: today.slice(0, 7), currency: currencyFrom(settings.currency), lang };
}
