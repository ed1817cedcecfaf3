import { describe, expect, it } from "vitest";
import { organizationJsonLd, serializeJsonLd } from "./structured-data";

const info = {
  name: "Faso Futures Studio",
  origin: "https://fasofutures.example",
  description: "Studio",
  email: "bonjour@fasofutures.bf",
  phone: "+226 25 30 64 18",
  address: "Avenue Kwame Nkrumah, Ouagadougou, Burkina Faso",
  sameAs: ["https://x.com/fasofutures"],
};

describe("organizationJsonLd", () => {
  it("describes the agency in Ouagadougou with its contact point and social profiles", () => {
    const data = organizationJsonLd(info);
    expect(data).toMatchObject({
      "@type": "Organization",
      name: "Faso Futures Studio",
      url: "https://fasofutures.example/",
      logo: "https://fasofutures.example/art/logo-mark.svg",
      address: {
        "@type": "PostalAddress",
        streetAddress: info.address,
        addressLocality: "Ouagadougou",
        addressCountry: "BF",
      },
      contactPoint: [{ "@type": "ContactPoint", email: info.email, telephone: info.phone }],
      sameAs: ["https://x.com/fasofutures"],
    });
  });
  it("leaves sameAs out when there are no social links", () => {
    expect(organizationJsonLd({ ...info, sameAs: [] })).not.toHaveProperty("sameAs");
  });
});

describe("serializeJsonLd", () => {
  it("cannot close the script element", () => {
    const json = serializeJsonLd({ name: "</script><script>alert(1)</script>" });
    expect(json).not.toContain("<");
    expect(JSON.parse(json)).toEqual({ name: "</script><script>alert(1)</script>" });
  });
  it("escapes line separators and ampersands and stays valid JSON", () => {
    const value = { text: "a\u2028b & c" };
    const json = serializeJsonLd(value);
    expect(json).not.toMatch(/[\u2028&]/);
    expect(JSON.parse(json)).toEqual(value);
  });
});
