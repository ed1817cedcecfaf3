import { describe, expect, it } from "vitest";
import { ConfigError, readConfig } from "./config.server";

describe("readConfig", () => {
  it("says the site is https exactly when BASE_URL is (Secure cookies, HSTS)", () => {
    expect(readConfig({ BASE_URL: "https://fasofutures.example" }).https).toBe(true);
    expect(readConfig({ BASE_URL: "http://127.0.0.1:4000", NODE_ENV: "production" }).https).toBe(false);
    expect(readConfig({}).https).toBe(false);
  });

  it("reads TRUST_PROXY as the number of proxies in front of the site", () => {
    expect(readConfig({}).trustedProxies).toBe(0);
    expect(readConfig({ TRUST_PROXY: "" }).trustedProxies).toBe(0);
    expect(readConfig({ TRUST_PROXY: "0" }).trustedProxies).toBe(0);
    expect(readConfig({ TRUST_PROXY: "1" }).trustedProxies).toBe(1);
    expect(readConfig({ TRUST_PROXY: " 2 " }).trustedProxies).toBe(2);
  });

  it.each(["true", "yes", "-1", "1.5", "10", "loopback"])("refuses TRUST_PROXY=%s with a clear message", (value) => {
    expect(() => readConfig({ TRUST_PROXY: value })).toThrow(ConfigError);
    expect(() => readConfig({ TRUST_PROXY: value })).toThrow(
      `TRUST_PROXY must be the number of reverse proxies in front of the site (0 to 9), got "${value}"`,
    );
  });

  it("reads PAGE_CACHE_MB as megabytes, 0 for no page cache, and refuses anything else", () => {
    expect(readConfig({}).pageCacheBytes).toBe(16 * 1024 * 1024);
    expect(readConfig({ PAGE_CACHE_MB: "0" }).pageCacheBytes).toBe(0);
    expect(readConfig({ PAGE_CACHE_MB: "64" }).pageCacheBytes).toBe(64 * 1024 * 1024);
    expect(() => readConfig({ PAGE_CACHE_MB: "lots" })).toThrow(
      'PAGE_CACHE_MB must be a number of megabytes (0 turns the page cache off), got "lots"',
    );
  });
});

describe("readConfig: object storage for uploads", () => {
  const parts = {
    S3_ENDPOINT: "http://127.0.0.1:9000",
    S3_BUCKET: "faso-uploads",
    S3_ACCESS_KEY_ID: "key",
    S3_SECRET_ACCESS_KEY: "secret",
  };
  const expected = {
    endpoint: "http://127.0.0.1:9000",
    bucket: "faso-uploads",
    accessKeyId: "key",
    secretAccessKey: "secret",
    region: "us-east-1",
  };

  it("keeps uploads on disk when no S3 variable is set", () => {
    expect(readConfig({}).s3).toBeUndefined();
    expect(readConfig({ S3_URL: " ", S3_REGION: "eu-west-3" }).s3).toBeUndefined();
  });

  it("reads S3_URL, its percent-encoded key and secret, and S3_REGION", () => {
    expect(readConfig({ S3_URL: "http://key:secret@127.0.0.1:9000/faso-uploads" }).s3).toEqual(expected);
    expect(
      readConfig({ S3_URL: "https://AK%2FID:s%40cr%2Bt@s3.example.com/faso-uploads/", S3_REGION: "eu-west-3" }).s3,
    ).toEqual({
      endpoint: "https://s3.example.com",
      bucket: "faso-uploads",
      accessKeyId: "AK/ID",
      secretAccessKey: "s@cr+t",
      region: "eu-west-3",
    });
  });

  it("reads the four S3_* variables", () => {
    expect(readConfig(parts).s3).toEqual(expected);
    expect(readConfig({ ...parts, S3_ENDPOINT: "http://127.0.0.1:9000/" }).s3).toEqual(expected);
  });

  it.each([
    ["s3://key:secret@host/bucket", "S3_URL must look like https://ACCESS_KEY_ID:SECRET_ACCESS_KEY@host/bucket"],
    ["http://127.0.0.1:9000/bucket", "S3_URL must look like https://ACCESS_KEY_ID:SECRET_ACCESS_KEY@host/bucket"],
    ["http://key:secret@127.0.0.1:9000", "S3_URL must look like https://ACCESS_KEY_ID:SECRET_ACCESS_KEY@host/bucket"],
    ["not a url", "S3_URL must look like https://ACCESS_KEY_ID:SECRET_ACCESS_KEY@host/bucket"],
    [
      "http://key:secret@host/Bad_Bucket",
      'S3_URL must name a bucket (3 to 63 lowercase letters, digits, dots, hyphens), got "Bad_Bucket"',
    ],
  ])("refuses S3_URL=%s with a clear message", (value, message) => {
    expect(() => readConfig({ S3_URL: value })).toThrow(ConfigError);
    expect(() => readConfig({ S3_URL: value })).toThrow(message);
  });

  it("names the missing variables, and refuses S3_URL mixed with them", () => {
    expect(() => readConfig({ S3_ENDPOINT: "http://127.0.0.1:9000", S3_BUCKET: "faso-uploads" })).toThrow(
      "Object storage needs S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY too (or S3_URL alone), got only S3_ENDPOINT, S3_BUCKET",
    );
    expect(() => readConfig({ ...parts, S3_URL: "http://key:secret@127.0.0.1:9000/faso-uploads" })).toThrow(
      "Set either S3_URL or S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY, not both",
    );
    expect(() => readConfig({ ...parts, S3_ENDPOINT: "127.0.0.1:9000" })).toThrow(
      'S3_ENDPOINT must be an http(s) origin such as https://s3.example.com, got "127.0.0.1:9000"',
    );
    expect(() => readConfig({ ...parts, S3_ENDPOINT: "http://127.0.0.1:9000/bucket" })).toThrow(
      'S3_ENDPOINT must be an http(s) origin such as https://s3.example.com, got "http://127.0.0.1:9000/bucket"',
    );
    expect(() => readConfig({ ...parts, S3_REGION: "Europe West" })).toThrow(
      'S3_REGION must be a region name such as us-east-1, got "Europe West"',
    );
  });
});
