/** The site's own cookies on an https site: Secure and HttpOnly (the http case: set-language.test.ts). */
import { describe, expect, it, vi } from "vitest";
import { loader as setLanguage } from "~/routes/public/set-language";
import { readFlash, setFlashCookie } from "../forms/flash.server";

// Read at the first use of the configuration, after this.
vi.stubEnv("BASE_URL", "https://fasofutures.example");

describe("site cookies when BASE_URL is https", () => {
  it("makes the flash cookie and its deletion Secure and HttpOnly", () => {
    const cookie = setFlashCookie({ title: "auth.toast.signedOutTitle", variant: "success" });
    expect(cookie).toMatch(/^flash=[^;]+; Path=\/; HttpOnly; SameSite=Lax; Max-Age=60; Secure$/);
    const request = new Request("https://fasofutures.example/", { headers: { Cookie: cookie.split(";")[0]! } });
    expect(readFlash(request).clearCookie).toBe("flash=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0; Secure");
  });

  it("makes the language cookie Secure and HttpOnly", async () => {
    const response = await setLanguage({
      request: new Request("https://fasofutures.example/set-language?lang=en&to=/profile"),
    } as never);
    expect(response.headers.get("Set-Cookie")).toBe(
      "lang=en; Path=/; HttpOnly; SameSite=Lax; Max-Age=31536000; Secure",
    );
  });
});
