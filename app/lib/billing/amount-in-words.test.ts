import { describe, expect, it } from "vitest";
import { amountInFrenchWords } from "./amount-in-words";

const xof = (amount: string) => amountInFrenchWords(amount, "XOF");
const usd = (amount: string) => amountInFrenchWords(amount, "USD");

describe("amountInFrenchWords in francs CFA", () => {
  it.each([
    ["0", "zéro franc CFA"],
    ["1", "un franc CFA"],
    ["2", "deux francs CFA"],
    ["10", "dix francs CFA"],
    ["16", "seize francs CFA"],
    ["17", "dix-sept francs CFA"],
    ["19", "dix-neuf francs CFA"],
    ["20", "vingt francs CFA"],
    ["21", "vingt et un francs CFA"],
    ["22", "vingt-deux francs CFA"],
    ["31", "trente et un francs CFA"],
    ["61", "soixante et un francs CFA"],
    ["70", "soixante-dix francs CFA"],
    ["71", "soixante et onze francs CFA"],
    ["72", "soixante-douze francs CFA"],
    ["77", "soixante-dix-sept francs CFA"],
    ["80", "quatre-vingts francs CFA"],
    ["81", "quatre-vingt-un francs CFA"],
    ["90", "quatre-vingt-dix francs CFA"],
    ["91", "quatre-vingt-onze francs CFA"],
    ["99", "quatre-vingt-dix-neuf francs CFA"],
    ["100", "cent francs CFA"],
    ["101", "cent un francs CFA"],
    ["180", "cent quatre-vingts francs CFA"],
    ["200", "deux cents francs CFA"],
    ["201", "deux cent un francs CFA"],
    ["243", "deux cent quarante-trois francs CFA"],
    ["280", "deux cent quatre-vingts francs CFA"],
    ["1000", "mille francs CFA"],
    ["1001", "mille un francs CFA"],
    ["2000", "deux mille francs CFA"],
    ["21000", "vingt et un mille francs CFA"],
    ["80000", "quatre-vingt mille francs CFA"],
    ["80080", "quatre-vingt mille quatre-vingts francs CFA"],
    ["200000", "deux cent mille francs CFA"],
    ["200200", "deux cent mille deux cents francs CFA"],
    ["1000000", "un million de francs CFA"],
    ["1000001", "un million un francs CFA"],
    ["2000000", "deux millions de francs CFA"],
    ["1250000", "un million deux cent cinquante mille francs CFA"],
    ["80000000", "quatre-vingts millions de francs CFA"],
    ["200000000", "deux cents millions de francs CFA"],
    ["1000000000", "un milliard de francs CFA"],
    ["3200000000", "trois milliards deux cents millions de francs CFA"],
    [
      "999999999999",
      "neuf cent quatre-vingt-dix-neuf milliards neuf cent quatre-vingt-dix-neuf millions neuf cent quatre-vingt-dix-neuf mille neuf cent quatre-vingt-dix-neuf francs CFA",
    ],
  ])("%s → %s", (amount, words) => {
    expect(xof(amount)).toBe(words);
  });

  it("rounds to the franc as the printed figure does", () => {
    expect(xof("125000.4")).toBe("cent vingt-cinq mille francs CFA");
    expect(xof("125000.5")).toBe("cent vingt-cinq mille un francs CFA");
  });
});

describe("amountInFrenchWords in US dollars", () => {
  it.each([
    ["0", "zéro dollar US"],
    ["1", "un dollar US"],
    ["1.00", "un dollar US"],
    ["99.50", "quatre-vingt-dix-neuf dollars US et cinquante cents"],
    ["99.5", "quatre-vingt-dix-neuf dollars US et cinquante cents"],
    ["21.01", "vingt et un dollars US et un cent"],
    ["2.80", "deux dollars US et quatre-vingts cents"],
    ["0.75", "soixante-quinze cents"],
    ["1000000.10", "un million de dollars US et dix cents"],
    ["0.995", "un dollar US"],
    ["10.004", "dix dollars US"],
  ])("%s → %s", (amount, words) => {
    expect(usd(amount)).toBe(words);
  });
});

describe("amountInFrenchWords limits", () => {
  it("reads a negative amount with 'moins'", () => {
    expect(xof("-1500")).toBe("moins mille cinq cents francs CFA");
    expect(xof("-0.2")).toBe("zéro franc CFA");
  });

  it("refuses what is not a decimal amount, or is too large to write out", () => {
    for (const amount of ["", "abc", "1e6", "1,5", "12.", "1000000000000"]) {
      expect(() => xof(amount), amount).toThrow(RangeError);
    }
  });
});
