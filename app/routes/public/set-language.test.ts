/** The language switch: where it sends the visitor, and the cookie it leaves. */
import { describe, expect, it } from "vitest";
import { loader } from "./set-language";

const visit = (query: string) =>
  loader({ request: new Request(`http://localhost:3000/set-language?${query}`) } as never);

describe("/set-language", () => {
  it("remembers the language and goes back to the page", async () => {
    const response = await visit("lang=en&to=%2Fprofile%3Ftab%3Dsecurity");
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/profile?tab=security");
    // Not Secure on an http site (the test's BASE_URL), or the browser would never send it back.
    expect(response.headers.get("Set-Cookie")).toBe("lang=en; Path=/; HttpOnly; SameSite=Lax; Max-Age=31536000");
  });

  it.each([
    "/%09/evil.example",
    "%2F%09%2Fevil.example",
    "%09%2F%2Fevil.example",
    "/%0A/evil.example",
    "/%5C%5Cevil.example",
    "%2F%2Fevil.example",
    "https://evil.example",
    "javascript:alert(1)",
    "/.//evil.example",
  ])("never leaves the site for to=%s", async (to) => {
    const location = (await visit(`lang=en&to=${to}`)).headers.get("Location")!;
    expect(new URL(location, "https://fasofutures.example").origin).toBe("https://fasofutures.example");
  });
});
