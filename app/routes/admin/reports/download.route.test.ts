/**
 * /admin/reports/download: every report's tables as CSV and XLSX, the XLSX opened and read back as a spreadsheet
 * program would, for admins only, text from outside kept from running as a formula in both.
 */
import readXlsxFile from "read-excel-file/node";
import { beforeAll, describe, expect, it } from "vitest";
import { reportTables } from "~/lib/reports/reports";
import { addMonths } from "~/lib/reports/reports";
import { AGENCY_TIME_ZONE, todayIn, zonedToUtc } from "~/lib/time-zone";
import { deals } from "~/server/db/schema";
import {
  createFacilitator,
  createOrganization,
  createWorkshop,
  insertIssuedDocument,
  setSiteSettings,
  signedInAs,
} from "../../../../tests/support/factories";
import { requestArgs } from "../../../../tests/support/route-client";
import { setUpTestDatabase } from "../../../../tests/support/test-database";
import * as download from "./download";

const database = setUpTestDatabase();
const cookies: Record<"admin" | "employee" | "client", string> = { admin: "", employee: "", client: "" };
const thisMonth = todayIn(AGENCY_TIME_ZONE).slice(0, 7);

beforeAll(async () => {
  for (const role of ["admin", "employee", "client"] as const) cookies[role] = (await signedInAs(role)).cookie;
  await setSiteSettings({ currency: "XOF" });
  // A facilitator's name comes from outside (an application): it must not run as a formula either.
  const facilitator = await createFacilitator({ firstName: "=cmd|' /C calc'!A0", lastName: "" });
  const workshop = await createWorkshop({ facilitatorId: facilitator.id });
  await insertIssuedDocument({
    issueDate: `${thisMonth}-02`,
    totalHt: "50000",
    service: "workshops",
    workshopId: workshop.id,
  });
  await insertIssuedDocument({
    issueDate: `${thisMonth}-01`,
    dueDate: `${thisMonth}-01`,
    clientName: '=HYPERLINK("http://evil")',
    ifu: "00012345X",
    totalHt: "100000",
    totalTtc: "118000",
  });
  const organization = await createOrganization();
  const closedAt = zonedToUtc(`${thisMonth}-01`, "12:00", AGENCY_TIME_ZONE);
  await database.db.insert(deals).values([
    { title: "A", organizationId: organization.id, stage: "new", value: "1500000.50", currency: "XOF" },
    { title: "B", organizationId: organization.id, stage: "proposal_sent", value: "300000", currency: "XOF" },
    { title: "C", organizationId: organization.id, stage: "won", value: "2000000", currency: "XOF", closedAt },
    {
      title: "D",
      organizationId: organization.id,
      stage: "lost",
      value: "500000",
      currency: "XOF",
      closedAt,
      lostReason: "Budget",
    },
    { title: "E", organizationId: organization.id, stage: "won", value: "9", currency: "USD", closedAt },
  ]);
});

async function get(query: string, cookie: string, lang = "fr"): Promise<Response> {
  const request = new Request(`http://localhost:3000/admin/reports/download?${query}`, {
    headers: { Cookie: `${cookie}; lang=${lang}` },
  });
  try {
    return (await download.loader({ ...requestArgs(request), params: {} } as never)) as Response;
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
}

describe("report downloads", () => {
  it("give the sales journal as an XLSX a spreadsheet reads back: headers, numbers, dates, and no formula", async () => {
    const answer = await get(`table=sales-journal&format=xlsx&month=${thisMonth}`, cookies.admin, "en");
    expect(answer.status).toBe(200);
    expect(answer.headers.get("Content-Type")).toBe(
      "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    );
    expect(answer.headers.get("Content-Disposition")).toBe(`attachment; filename="sales-journal_${thisMonth}.xlsx"`);
    expect(answer.headers.get("Cache-Control")).toBe("private, no-store");
    const [sheet] = await readXlsxFile(Buffer.from(await answer.arrayBuffer()));
    const [header, row] = sheet!.data;
    expect(header).toEqual([
      "Date",
      "Journal",
      "Number",
      "Type",
      "Client",
      "IFU",
      "Client account",
      "Revenue account",
      "VAT account",
      "Currency",
      "Excl. VAT",
      "VAT",
      "Incl. VAT",
    ]);
    expect(row!.slice(1)).toEqual([
      "VE",
      expect.stringMatching(/^F-T-/),
      "Invoice",
      '\'=HYPERLINK("http://evil")',
      "00012345X",
      "411",
      "706",
      "4431",
      "XOF",
      100000,
      18000,
      118000,
    ]);
    expect(row![0]).toEqual(new Date(`${thisMonth}-01T00:00:00Z`));
  });

  it("give revenue by service and by facilitator, named in the page's language, the rest last", async () => {
    const services = await get(`table=revenue-services&format=xlsx&month=${thisMonth}&months=3`, cookies.admin);
    expect(services.headers.get("Content-Disposition")).toBe(
      `attachment; filename="revenue-by-service_${addMonths(thisMonth, -2)}_${thisMonth}.xlsx"`,
    );
    const [byService] = await readXlsxFile(Buffer.from(await services.arrayBuffer()));
    expect(byService!.data).toEqual([
      ["Service", "Documents", "Chiffre d'affaires HT"],
      ["Ateliers (places)", 1, 50000],
      ["Non précisé", 1, 100000],
    ]);
    const facilitators = await get(
      `table=revenue-facilitators&format=csv&month=${thisMonth}&months=3`,
      cookies.admin,
      "en",
    );
    expect((await facilitators.text()).replace(/^\uFEFF/, "").split("\r\n")).toEqual([
      "Facilitator,Documents,Revenue excl. VAT",
      "'=cmd|' /C calc'!A0,1,50000.00",
      "Not attributed,1,100000.00",
      "",
    ]);
  });

  it("give the same table as CSV, in the page's language, the formula neutralized", async () => {
    const answer = await get(`table=receivables-invoices&format=csv`, cookies.admin);
    expect(answer.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    const text = await answer.text();
    const [header, row] = text.replace(/^\uFEFF/, "").split("\r\n");
    expect(header).toBe("Numéro,Client,Émise le,Échéance,Jours de retard,Total TTC,Solde dû");
    expect(row).toMatch(/,"'=HYPERLINK\(""http:\/\/evil""\)",/);
    expect(row).toMatch(/,118000\.00,118000\.00$/);
  });

  it("give the pipeline by stage and by month as XLSX, every open stage and every month of the period", async () => {
    const stages = await get("table=pipeline-stages&format=xlsx", cookies.admin, "en");
    expect(stages.status).toBe(200);
    expect(stages.headers.get("Content-Disposition")).toBe(
      `attachment; filename="pipeline-by-stage_${todayIn(AGENCY_TIME_ZONE)}.xlsx"`,
    );
    const [byStage] = await readXlsxFile(Buffer.from(await stages.arrayBuffer()));
    expect(byStage!.data).toEqual([
      ["Stage", "Deals", "Value"],
      ["New", 1, 1500000.5],
      ["Qualified", 0, 0],
      ["Proposal sent", 1, 300000],
    ]);

    const months = await get(`table=pipeline-months&format=xlsx&month=${thisMonth}&months=3`, cookies.admin);
    expect(months.headers.get("Content-Disposition")).toBe(
      `attachment; filename="pipeline-by-month_${addMonths(thisMonth, -2)}_${thisMonth}.xlsx"`,
    );
    const [byMonth] = await readXlsxFile(Buffer.from(await months.arrayBuffer()));
    // The deal in another currency is left out; a month without a closed deal has no win rate.
    expect(byMonth!.data).toEqual([
      ["Mois", "Gagnées", "Valeur gagnée", "Perdues", "Valeur perdue", "Taux de réussite (%)"],
      [addMonths(thisMonth, -2), 0, 0, 0, 0, null],
      [addMonths(thisMonth, -1), 0, 0, 0, 0, null],
      [thisMonth, 1, 2000000, 1, 500000, 50],
    ]);

    const csv = await get("table=pipeline-stages&format=csv", cookies.admin);
    expect(
      (await csv.text())
        .replace(/^\uFEFF/, "")
        .split("\r\n")
        .slice(0, 2),
    ).toEqual(["Étape,Affaires,Valeur", "Nouvelle,1,1500000.50"]);
  });

  it("answer every table in both formats", async () => {
    for (const table of reportTables)
      for (const format of ["csv", "xlsx"]) {
        const answer = await get(`table=${table}&format=${format}&months=3`, cookies.admin);
        expect(answer.status, `${table}.${format}`).toBe(200);
      }
  });

  it("answer 404 to an unknown table or format, whatever the period says", async () => {
    for (const query of ["table=users&format=csv", "table=workshops&format=pdf", "format=csv", "table=%00&format=csv"])
      expect((await get(query, cookies.admin)).status, query).toBe(404);
    // A period the page does not know falls back to the default one, as the page itself does.
    expect((await get("table=workshops&format=csv&month=2026-13&months=%00", cookies.admin)).status).toBe(200);
  });

  it("are for admins only", async () => {
    for (const role of ["employee", "client"] as const) {
      const answer = await get("table=sales-journal&format=csv", cookies[role]);
      expect(answer.status, role).toBe(302);
      expect(answer.headers.get("Content-Disposition")).toBeNull();
    }
    const anonymous = await get("table=sales-journal&format=csv", "");
    expect(anonymous.status).toBe(302);
    expect(anonymous.headers.get("Location")).toMatch(/^\/auth\?redirectTo=/);
  });
});
