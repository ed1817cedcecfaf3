import { describe, expect, it } from "vitest";
import { applicationFieldNames } from "./application-rules";
import { applicationSchema, parseYearsOfExperience, splitFullName } from "./application-schema";
import { parseForm } from "../forms";

function form(fields: Record<string, string>): FormData {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.set(key, value);
  return data;
}
const valid = {
  fullName: "Awa Diop",
  email: "awa@example.org",
  expertise: "Prospective",
  experience: "5 years",
  bio: "Facilitatrice.",
};

describe("splitFullName", () => {
  it("splits at the first space", () => {
    expect(splitFullName("Awa Diop")).toEqual({ firstName: "Awa", lastName: "Diop" });
    expect(splitFullName("Awa Diop Ndiaye")).toEqual({ firstName: "Awa", lastName: "Diop Ndiaye" });
    expect(splitFullName("  Awa   Diop  ")).toEqual({ firstName: "Awa", lastName: "Diop" });
    expect(splitFullName("Madonna")).toEqual({ firstName: "Madonna", lastName: "" });
  });
});

describe("parseYearsOfExperience", () => {
  it("reads a leading integer, or null", () => {
    expect(parseYearsOfExperience("5 years")).toBe(5);
    expect(parseYearsOfExperience("12 ans")).toBe(12);
    expect(parseYearsOfExperience("7")).toBe(7);
    expect(parseYearsOfExperience("3.5")).toBe(3);
    expect(parseYearsOfExperience("0")).toBe(0);
    expect(parseYearsOfExperience("five")).toBeNull();
    expect(parseYearsOfExperience("about 5")).toBeNull();
    expect(parseYearsOfExperience("")).toBeNull();
    expect(parseYearsOfExperience("-3")).toBeNull();
    expect(parseYearsOfExperience("500")).toBeNull();
  });
});

/** The application's fields through the kit's parser, as the action reads them. */
function parseApplicationForm(data: FormData) {
  const parsed = parseForm(applicationSchema, data, applicationFieldNames);
  return parsed.ok ? { success: true, data: parsed.data } : { success: false, errors: parsed.errors };
}

describe("the application form's schema", () => {
  it("accepts the required fields and leaves the optional ones null", () => {
    expect(parseApplicationForm(form(valid))).toEqual({
      success: true,
      data: { ...valid, phone: null, linkedin: null, website: null },
    });
    const full = parseApplicationForm(
      form({
        ...valid,
        phone: "+226 70 11 22 33",
        linkedin: "linkedin.com/in/awa",
        website: "https://awa.example.org/cv",
        fullName: "  Awa   Diop ",
      }),
    );
    expect(full.success && full.data).toMatchObject({
      fullName: "Awa Diop",
      phone: "+226 70 11 22 33",
      linkedin: "linkedin.com/in/awa",
      website: "https://awa.example.org/cv",
    });
  });

  it("requires full name, email, expertise, experience and bio", () => {
    expect(parseApplicationForm(new FormData())).toEqual({
      success: false,
      errors: {
        fullName: "joinFacilitator.errors.fullNameRequired",
        email: "joinFacilitator.errors.emailInvalid",
        expertise: "joinFacilitator.errors.expertiseRequired",
        experience: "joinFacilitator.errors.experienceRequired",
        bio: "joinFacilitator.errors.bioRequired",
      },
    });
  });

  it("refuses malformed optional fields", () => {
    expect(
      parseApplicationForm(
        form({ ...valid, phone: "call me", linkedin: "javascript:alert(1)", website: "not a site" }),
      ),
    ).toEqual({
      success: false,
      errors: {
        phone: "joinFacilitator.errors.phoneInvalid",
        linkedin: "joinFacilitator.errors.urlInvalid",
        website: "joinFacilitator.errors.urlInvalid",
      },
    });
  });
});
