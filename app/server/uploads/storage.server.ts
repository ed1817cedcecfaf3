/**
 * Where uploaded files live: a bucket on S3-compatible object storage when S3 is configured (several app
 * servers then see the same files), DATA_DIR/uploads otherwise. Keys are paths such as
 * `<userId>/avatar-256.webp` or `content/<id>/960.webp`, served at `/uploads/<key>` by http.server.ts.
 */
import crypto from "node:crypto";
import { createReadStream } from "node:fs";
import fs from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import { AwsClient } from "aws4fetch";
import { config, type Config, type S3Config } from "../config.server";

export interface StoredFile {
  body: ReadableStream<Uint8Array>;
  contentType: string;
  size: number | undefined;
}

export interface UploadStore {
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** The file, or undefined when there is none under that key. */
  get(key: string): Promise<StoredFile | undefined>;
  /** Removes the files; a key with no file is not an error. */
  delete(keys: readonly string[]): Promise<void>;
}

// Letters, digits, dot, dash and underscore per segment, never "." or "..": a key cannot leave its root.
const validKey = /^(?!.*(?:^|\/)\.{1,2}(?:\/|$))[A-Za-z0-9._-]+(?:\/[A-Za-z0-9._-]+)*$/;
export function isValidKey(key: string): boolean {
  return key.length <= 512 && validKey.test(key);
}
function checkKey(key: string): string {
  if (!isValidKey(key)) throw new Error(`invalid upload key "${key}"`);
  return key;
}

const typesByExtension: Record<string, string> = {
  jpg: "image/jpeg",
  png: "image/png",
  webp: "image/webp",
  gif: "image/gif",
  avif: "image/avif",
};
function typeOf(key: string): string {
  return typesByExtension[path.extname(key).slice(1).toLowerCase()] ?? "application/octet-stream";
}

export function diskStore(root: string): UploadStore {
  const file = (key: string) => path.join(root, checkKey(key));
  return {
    async put(key, bytes) {
      const target = file(key);
      await fs.mkdir(path.dirname(target), { recursive: true });
      // Written under a temporary name, then renamed: readers see the old file or the new one, never half.
      const temporary = `${target}.${crypto.randomBytes(6).toString("hex")}.tmp`;
      await fs.writeFile(temporary, bytes);
      await fs.rename(temporary, target);
    },
    async get(key) {
      if (!isValidKey(key)) return undefined;
      const target = path.join(root, key);
      const stat = await fs.stat(target).catch(() => undefined);
      if (!stat?.isFile()) return undefined;
      return {
        body: Readable.toWeb(createReadStream(target)) as ReadableStream<Uint8Array>,
        contentType: typeOf(key),
        size: stat.size,
      };
    },
    async delete(keys) {
      const dirs = new Set<string>();
      for (const key of keys) {
        await fs.rm(file(key), { force: true });
        dirs.add(path.dirname(file(key)));
      }
      // A folder left empty (a discarded content image) goes too; one still holding files stays.
      for (const dir of dirs) if (dir !== root) await fs.rmdir(dir).catch(() => undefined);
    },
  };
}

export function s3Store(s3: S3Config): UploadStore {
  const client = new AwsClient({
    accessKeyId: s3.accessKeyId,
    secretAccessKey: s3.secretAccessKey,
    region: s3.region,
    service: "s3",
  });
  // Path-style addressing (endpoint/bucket/key) works with AWS, MinIO, Garage, R2 and the test's s3rver alike.
  const url = (key: string) => `${s3.endpoint}/${encodeURIComponent(s3.bucket)}/${checkKey(key)}`;
  async function failure(action: string, key: string, response: Response): Promise<Error> {
    const detail = (await response.text().catch(() => "")).slice(0, 300);
    return new Error(`object storage: ${action} ${key} failed with HTTP ${response.status} ${detail}`);
  }
  return {
    async put(key, bytes, contentType) {
      const response = await client.fetch(url(key), {
        method: "PUT",
        body: new Uint8Array(bytes),
        headers: { "Content-Type": contentType },
      });
      if (!response.ok) throw await failure("PUT", key, response);
      await response.body?.cancel();
    },
    async get(key) {
      if (!isValidKey(key)) return undefined;
      const response = await client.fetch(url(key));
      if (response.status === 404) {
        await response.body?.cancel();
        return undefined;
      }
      if (!response.ok || !response.body) throw await failure("GET", key, response);
      const length = response.headers.get("Content-Length");
      return {
        body: response.body,
        contentType: response.headers.get("Content-Type") ?? typeOf(key),
        size: length ? Number(length) : undefined,
      };
    },
    async delete(keys) {
      for (const key of keys) {
        const response = await client.fetch(url(key), { method: "DELETE" });
        // S3 answers 204 for a key that was never there; some compatible servers answer 404.
        if (!response.ok && response.status !== 404) throw await failure("DELETE", key, response);
        await response.body?.cancel();
      }
    },
  };
}

/** The store a configuration names. */
export function storeFor(settings: Config): UploadStore {
  return settings.s3 ? s3Store(settings.s3) : diskStore(path.join(settings.dataDir, "uploads"));
}

let current: { for: Config; store: UploadStore } | undefined;
/** The store of the process's configuration. */
export function uploads(): UploadStore {
  const settings = config();
  if (current?.for !== settings) current = { for: settings, store: storeFor(settings) };
  return current.store;
}
