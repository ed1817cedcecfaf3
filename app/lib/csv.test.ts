import { describe, expect, it } from "vitest";
import { csvCell, toCsv } from "./csv";

describe("csvCell", () => {
  it("quotes fields with commas, quotes and line breaks, doubling quotes", () => {
    expect(csvCell("plain")).toBe("plain");
    expect(csvCell("Kaboré, Issa")).toBe('"Kaboré, Issa"');
    expect(csvCell('Say "hi"')).toBe('"Say ""hi"""');
    expect(csvCell("line 1\nline 2")).toBe('"line 1\nline 2"');
    expect(csvCell("a\r\nb")).toBe('"a\r\nb"');
  });

  it("prefixes cells a spreadsheet would run as formulas with an apostrophe", () => {
    expect(csvCell("=1+1")).toBe("'=1+1");
    expect(csvCell("+226 70 00 00 00")).toBe("'+226 70 00 00 00");
    expect(csvCell("-2+3")).toBe("'-2+3");
    expect(csvCell("@SUM(A1)")).toBe("'@SUM(A1)");
    expect(csvCell("\t=cmd")).toBe("'\t=cmd");
    expect(csvCell('=HYPERLINK("http://x","y")')).toBe('"\'=HYPERLINK(""http://x"",""y"")"');
    expect(csvCell("a=b")).toBe("a=b");
  });

  it("writes empty values, numbers and dates", () => {
    expect(csvCell(null)).toBe("");
    expect(csvCell(undefined)).toBe("");
    expect(csvCell(-3)).toBe("-3");
    expect(csvCell(new Date(Date.UTC(2026, 0, 2, 3, 4, 5)))).toBe("2026-01-02T03:04:05.000Z");
  });
});

describe("toCsv", () => {
  it("joins records with CRLF after a BOM and the header", () => {
    expect(
      toCsv(
        ["a", "b"],
        [
          ["1", "x,y"],
          [null, "=z"],
        ],
      ),
    ).toBe('\uFEFFa,b\r\n1,"x,y"\r\n,\'=z\r\n');
  });
});
