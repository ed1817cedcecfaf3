import { describe, expect, it } from "vitest";
import { describeUserAgent } from "./user-agent";

describe("describeUserAgent", () => {
  it("names the browser and the system of common devices", () => {
    expect(
      describeUserAgent(
        "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36",
      ),
    ).toEqual({
      browser: "Chrome",
      os: "Linux",
    });
    const edge = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/126.0 Safari/537.36 Edg/126.0";
    expect(describeUserAgent(edge)).toEqual({ browser: "Edge", os: "Windows" });
    const iphone =
      "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 Version/17.5 Mobile/15E148 Safari/604.1";
    expect(describeUserAgent(iphone)).toEqual({ browser: "Safari", os: "iOS" });
    expect(describeUserAgent("Mozilla/5.0 (Android 14; Mobile; rv:127.0) Gecko/127.0 Firefox/127.0")).toEqual({
      browser: "Firefox",
      os: "Android",
    });
  });

  it("marks what it cannot tell, and gives nothing for an unknown or missing agent", () => {
    expect(describeUserAgent("Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) SomeBrowser/1.0")).toEqual({
      browser: "?",
      os: "macOS",
    });
    expect(describeUserAgent("curl/8.5.0")).toBeNull();
    expect(describeUserAgent(null)).toBeNull();
  });
});
