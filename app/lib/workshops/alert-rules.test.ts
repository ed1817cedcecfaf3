import { describe, expect, it } from "vitest";
import { matchesAlert, type AlertPreferences, type AlertWorkshop } from "./alert-rules";

const any: AlertPreferences = { themes: [], levels: [], locations: [], workshopLanguages: [] };
const workshop: AlertWorkshop = {
  theme: "Prospective",
  level: "beginner",
  location: "Ouagadougou",
  online: false,
  languages: ["fr"],
};

describe("matchesAlert", () => {
  it("matches every workshop when nothing was chosen", () => {
    expect(matchesAlert(any, workshop)).toBe(true);
    expect(matchesAlert(any, { theme: null, level: null, location: null, online: false, languages: ["en"] })).toBe(
      true,
    );
  });

  it("needs the workshop's value in each list that was filled", () => {
    expect(matchesAlert({ ...any, themes: ["Design", "Prospective"] }, workshop)).toBe(true);
    expect(matchesAlert({ ...any, themes: ["Design"] }, workshop)).toBe(false);
    expect(matchesAlert({ ...any, levels: ["beginner"] }, workshop)).toBe(true);
    expect(matchesAlert({ ...any, levels: ["advanced"] }, workshop)).toBe(false);
    expect(matchesAlert({ ...any, locations: ["Bobo-Dioulasso"] }, workshop)).toBe(false);
    expect(matchesAlert({ ...any, themes: ["Prospective"], levels: ["advanced"] }, workshop)).toBe(false);
  });

  it("compares themes and places without case or surrounding spaces", () => {
    expect(matchesAlert({ ...any, themes: [" prospective "] }, workshop)).toBe(true);
    expect(matchesAlert({ ...any, locations: ["OUAGADOUGOU"] }, workshop)).toBe(true);
  });

  it("matches an online workshop for a subscriber who chose Online, with or without a place", () => {
    const online: AlertWorkshop = { ...workshop, location: null, online: true };
    expect(matchesAlert({ ...any, locations: ["online"] }, online)).toBe(true);
    expect(matchesAlert({ ...any, locations: ["Ouagadougou"] }, online)).toBe(false);
    expect(matchesAlert({ ...any, locations: ["online"] }, { ...workshop, online: true })).toBe(true);
    expect(matchesAlert({ ...any, locations: ["online"] }, workshop)).toBe(false);
  });

  it("matches a workshop run in one of the chosen languages", () => {
    expect(matchesAlert({ ...any, workshopLanguages: ["en"] }, workshop)).toBe(false);
    expect(matchesAlert({ ...any, workshopLanguages: ["en"] }, { ...workshop, languages: ["fr", "en"] })).toBe(true);
  });

  it("does not match a workshop without the value a filled list asks for", () => {
    const bare: AlertWorkshop = { theme: null, level: null, location: null, online: false, languages: ["fr"] };
    expect(matchesAlert({ ...any, themes: ["Prospective"] }, bare)).toBe(false);
    expect(matchesAlert({ ...any, levels: ["beginner"] }, bare)).toBe(false);
    expect(matchesAlert({ ...any, locations: ["Ouagadougou"] }, bare)).toBe(false);
  });
});
