/**
 * A local S3-compatible server (s3rver, in this process, files in a temporary folder) for the tests of
 * uploads on object storage; it needs no network beyond 127.0.0.1.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
// @ts-expect-error s3rver ships no type declarations; the test uses only its constructor, run() and close().
import S3rver from "s3rver";

export interface LocalS3 {
  /** S3_URL for the site: s3rver's fixed credentials, its address, the bucket. */
  url: string;
  close(): Promise<void>;
}

export async function startLocalS3(bucket = "faso-uploads"): Promise<LocalS3> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), "s3rver-"));
  const server = new S3rver({
    address: "127.0.0.1",
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = (await server.run()) as { port: number };
  return {
    // s3rver checks request signatures against its one built-in key pair.
    url: `http://S3RVER:S3RVER@127.0.0.1:${port}/${bucket}`,
    async close() {
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
