import { describe, expect, it } from "vitest";
import { messageSchema, missingVersions, moveSchema } from "./registrant-forms";

const parse = (values: Record<string, string>) => messageSchema.safeParse({ audience: "confirmed", ...values });
const issues = (values: Record<string, string>) => {
  const result = parse(values);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((issue) => [issue.path[0], issue.message]));
};

describe("the message to registrants", () => {
  it("takes a version in one language or both, blank fields as absent", () => {
    expect(parse({ subjectFr: " Salle ", bodyFr: "Salle 2", subjectEn: " ", bodyEn: "" }).data).toEqual({
      audience: "confirmed",
      subjectFr: "Salle",
      bodyFr: "Salle 2",
      subjectEn: null,
      bodyEn: null,
    });
  });

  it("refuses half a version, an unknown audience and overlong text", () => {
    expect(issues({ subjectFr: "Salle" })).toEqual({ bodyFr: "workshop.admin.message.errors.bodyRequired" });
    expect(issues({ bodyEn: "Room 2" })).toEqual({ subjectEn: "workshop.admin.message.errors.subjectRequired" });
    expect(messageSchema.safeParse({ audience: "cancelled" }).success).toBe(false);
    expect(issues({ subjectFr: "x".repeat(151), bodyFr: "y" })).toEqual({
      subjectFr: "workshop.admin.message.errors.subjectTooLong",
    });
    expect(issues({ subjectFr: "x", bodyFr: "y".repeat(5001) })).toEqual({
      bodyFr: "workshop.admin.message.errors.bodyTooLong",
    });
  });

  it("needs the version of every language its readers read, and only those", () => {
    const french = parse({ subjectFr: "Salle", bodyFr: "Salle 2" }).data!;
    expect(missingVersions(french, new Set(["fr"]))).toEqual([]);
    expect(missingVersions(french, new Set(["fr", "en"]))).toEqual(["en"]);
    expect(missingVersions(parse({}).data!, new Set(["fr", "en"]))).toEqual(["fr", "en"]);
  });
});

describe("moving a registration", () => {
  it("needs a registration and a session, by id", () => {
    const id = "3f1c9a52-8d1e-4c1b-9a57-2b7e4f0d6c11";
    expect(moveSchema.safeParse({ registrationId: id, toWorkshopId: id }).success).toBe(true);
    expect(moveSchema.safeParse({ registrationId: id, toWorkshopId: "" }).error?.issues[0]?.message).toBe(
      "workshop.admin.move.errors.chooseSession",
    );
  });
});
