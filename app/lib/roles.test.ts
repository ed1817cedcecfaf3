import { describe, expect, it } from "vitest";
import { hasRole, landingPath, mayReturnTo, roleHome } from "./roles";

describe("roles", () => {
  it("admin passes every role check", () => {
    expect(hasRole("admin", "client")).toBe(true);
    expect(hasRole("admin", "content_creator")).toBe(true);
  });
  it("a role passes only its own check", () => {
    expect(hasRole("client", "client")).toBe(true);
    expect(hasRole("client", "admin")).toBe(false);
    expect(hasRole("content_creator", "facilitator")).toBe(false);
  });
  it("employee is treated as facilitator", () => {
    expect(hasRole("employee", "facilitator")).toBe(true);
    expect(roleHome("employee")).toBe("/facilitator");
  });
  it("sends each role to its home, anything else to /", () => {
    expect(roleHome("admin")).toBe("/admin");
    expect(roleHome("facilitator")).toBe("/facilitator");
    expect(roleHome("client")).toBe("/client");
    expect(roleHome("content_creator")).toBe("/creator");
    expect(roleHome("stranger")).toBe("/");
    expect(roleHome(null)).toBe("/");
  });
  it("goes back after sign-in only to pages the role may open", () => {
    expect(landingPath("admin", "/admin/messages?status=new")).toBe("/admin/messages?status=new");
    expect(landingPath("client", "/admin/messages")).toBe("/client");
    expect(landingPath("employee", "/facilitator")).toBe("/facilitator");
    expect(landingPath("client", "/profile")).toBe("/profile");
    expect(landingPath("content_creator", "/my-registrations")).toBe("/my-registrations");
    expect(landingPath("client", "/en/calendar")).toBe("/en/calendar");
    expect(landingPath("content_creator", null)).toBe("/creator");
    expect(mayReturnTo("client", "/administration")).toBe(false);
    expect(mayReturnTo("admin", "/sign-out")).toBe(false);
    expect(mayReturnTo("admin", "/en/auth?mode=code")).toBe(false);
    expect(mayReturnTo("admin", "/calendar/x/ics")).toBe(false);
  });
});
