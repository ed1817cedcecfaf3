import { describe, expect, it } from "vitest";
import { buildIcs, escapeText, foldLine, formatUtc } from "./ics";
import { todayIn, zonedIso, zonedToUtc } from "./time-zone";

/** Undoes folding (RFC 5545 3.1): CRLF followed by one space or tab joins the lines. */
function unfold(text: string): string[] {
  return text.replace(/\r\n[ \t]/g, "").split("\r\n");
}

const base = {
  uid: "registration-123@example.org",
  date: "2026-03-10",
  startTime: "09:00:00",
  endTime: "17:00:00",
  timeZone: "Africa/Ouagadougou",
  summary: "Cartographier les systèmes alimentaires",
  productId: "-//Test//Workshops//FR",
  stamp: new Date(Date.UTC(2026, 0, 2, 3, 4, 5)),
};

describe("escapeText", () => {
  it("escapes backslashes, semicolons, commas and line breaks", () => {
    expect(escapeText("a\\b;c,d\ne\r\nf")).toBe("a\\\\b\\;c\\,d\\ne\\nf");
  });
});

describe("foldLine", () => {
  it("leaves short lines alone", () => {
    expect(foldLine("SUMMARY:short")).toBe("SUMMARY:short");
  });

  it("folds at 75 octets with CRLF and a space, and unfolds to the original", () => {
    const line = `DESCRIPTION:${"x".repeat(200)}`;
    const folded = foldLine(line);
    for (const part of folded.split("\r\n")) expect(Buffer.byteLength(part, "utf8")).toBeLessThanOrEqual(75);
    expect(folded.split("\r\n")[0]).toHaveLength(75);
    expect(
      folded
        .split("\r\n")
        .slice(1)
        .every((part) => part.startsWith(" ")),
    ).toBe(true);
    expect(unfold(folded)).toEqual([line]);
  });

  it("counts octets, not characters, and never splits a multi-byte character", () => {
    const line = `SUMMARY:${"é".repeat(60)}${"🌍".repeat(10)}`;
    const folded = foldLine(line);
    for (const part of folded.split("\r\n")) {
      expect(Buffer.byteLength(part, "utf8")).toBeLessThanOrEqual(75);
      // A split character would decode to U+FFFD.
      expect(Buffer.from(part, "utf8").toString("utf8")).not.toContain("\uFFFD");
    }
    expect(unfold(folded)).toEqual([line]);
  });
});

describe("buildIcs", () => {
  it("writes a PUBLISH calendar with a VTIMEZONE and DTSTART/DTEND in Africa/Ouagadougou", () => {
    const ics = buildIcs({
      ...base,
      description: "Ligne 1\nLigne 2; avec, ponctuation",
      location: "Bobo-Dioulasso",
      url: "https://example.org/calendar/1",
    });
    expect(ics.endsWith("\r\n")).toBe(true);
    expect(ics.replace(/\r\n/g, "")).not.toContain("\n");
    const lines = unfold(ics);
    expect(lines[0]).toBe("BEGIN:VCALENDAR");
    expect(lines).toContain("VERSION:2.0");
    expect(lines).toContain("METHOD:PUBLISH");
    expect(lines).toContain("BEGIN:VTIMEZONE");
    expect(lines).toContain("TZID:Africa/Ouagadougou");
    expect(lines).toContain("TZOFFSETTO:+0000");
    expect(lines).toContain("UID:registration-123@example.org");
    expect(lines).toContain("DTSTAMP:20260102T030405Z");
    expect(lines).toContain("DTSTART;TZID=Africa/Ouagadougou:20260310T090000");
    expect(lines).toContain("DTEND;TZID=Africa/Ouagadougou:20260310T170000");
    expect(lines).toContain("SUMMARY:Cartographier les systèmes alimentaires");
    expect(lines).toContain("DESCRIPTION:Ligne 1\\nLigne 2\\; avec\\, ponctuation");
    expect(lines).toContain("LOCATION:Bobo-Dioulasso");
    expect(lines).toContain("URL:https://example.org/calendar/1");
    expect(lines.filter((line) => line === "BEGIN:VEVENT")).toHaveLength(1);
    expect(lines.at(-2)).toBe("END:VCALENDAR");
    // The VTIMEZONE comes before the event that refers to it.
    expect(lines.indexOf("BEGIN:VTIMEZONE")).toBeLessThan(lines.indexOf("BEGIN:VEVENT"));
  });

  it("writes zones with daylight saving in UTC", () => {
    const lines = unfold(
      buildIcs({ ...base, timeZone: "Europe/Paris", date: "2026-07-01", startTime: "09:00", endTime: "10:30" }),
    );
    expect(lines).not.toContain("BEGIN:VTIMEZONE");
    expect(lines).toContain("DTSTART:20260701T070000Z");
    expect(lines).toContain("DTEND:20260701T083000Z");
  });

  it("writes a fixed non-zero offset as a VTIMEZONE (Asia/Kolkata +0530)", () => {
    const lines = unfold(buildIcs({ ...base, timeZone: "Asia/Kolkata" }));
    expect(lines).toContain("TZOFFSETTO:+0530");
    expect(lines).toContain("DTSTART;TZID=Asia/Kolkata:20260310T090000");
  });

  it("writes an all-day event when there is no start time", () => {
    const lines = unfold(buildIcs({ ...base, startTime: null, endTime: null, date: "2026-12-31" }));
    expect(lines).toContain("DTSTART;VALUE=DATE:20261231");
    expect(lines).toContain("DTEND;VALUE=DATE:20270101");
  });

  it("writes a CANCEL with its SEQUENCE and ORGANIZER, for the same UID, and nothing of the kind by default", () => {
    const lines = unfold(
      buildIcs({
        ...base,
        method: "CANCEL",
        status: "CANCELLED",
        sequence: 1,
        organizer: { name: 'Faso "Futures"', email: "no-reply@example.org" },
      }),
    );
    expect(lines).toContain("METHOD:CANCEL");
    expect(lines).toContain("UID:registration-123@example.org");
    expect(lines).toContain("SEQUENCE:1");
    expect(lines).toContain("STATUS:CANCELLED");
    expect(lines).toContain('ORGANIZER;CN="Faso Futures":mailto:no-reply@example.org');
    const plain = unfold(buildIcs(base));
    expect(plain).toContain("METHOD:PUBLISH");
    expect(plain.some((line) => line.startsWith("SEQUENCE") || line.startsWith("ORGANIZER"))).toBe(false);
  });

  it("folds long descriptions in the output", () => {
    const ics = buildIcs({ ...base, description: "Une description très longue, ".repeat(20) });
    for (const line of ics.split("\r\n")) expect(Buffer.byteLength(line, "utf8")).toBeLessThanOrEqual(75);
    expect(unfold(ics).find((line) => line.startsWith("DESCRIPTION:"))).toBe(
      `DESCRIPTION:${escapeText("Une description très longue, ".repeat(20))}`,
    );
  });
});

describe("time zones", () => {
  it("computes the offset from the zone, not a constant", () => {
    expect(zonedIso("2026-03-10", "09:00:00", "Africa/Ouagadougou")).toBe("2026-03-10T09:00:00+00:00");
    expect(zonedIso("2026-07-01", "09:00", "Europe/Paris")).toBe("2026-07-01T09:00:00+02:00");
    expect(zonedIso("2026-01-15", "09:00", "Europe/Paris")).toBe("2026-01-15T09:00:00+01:00");
    expect(zonedIso("2026-01-15", "14:30", "America/Montreal")).toBe("2026-01-15T14:30:00-05:00");
    expect(formatUtc(zonedToUtc("2026-01-15", "14:30", "America/Montreal"))).toBe("20260115T193000Z");
  });

  it("tells today's date on the zone's wall clock", () => {
    const instant = new Date(Date.UTC(2026, 0, 1, 23, 30));
    expect(todayIn("Africa/Ouagadougou", instant)).toBe("2026-01-01");
    expect(todayIn("Asia/Tokyo", instant)).toBe("2026-01-02");
  });
});
