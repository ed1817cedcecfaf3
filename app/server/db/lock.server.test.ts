import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  acquireDataDirLock,
  currentBootId,
  DataDirLockedError,
  endedFromStat,
  parseLockHolder,
  processStartTime,
  startTimeFromStat,
} from "./lock.server";

const dirs: string[] = [];
function lockDir(content?: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "lock-test-"));
  dirs.push(dir);
  if (content !== undefined) fs.writeFileSync(path.join(dir, "server.pid"), content);
  return dir;
}
const lockFile = (dir: string) => fs.readFileSync(path.join(dir, "server.pid"), "utf8");

// A live process that is not ours: what a reused process id points at.
let stranger: ChildProcess;
beforeAll(async () => {
  stranger = spawn("sleep", ["60"], { stdio: "ignore" });
  await new Promise((resolve) => stranger.once("spawn", resolve));
});
afterAll(() => {
  stranger.kill("SIGKILL");
  dirs.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true }));
});

const record = (pid: number, startTime = processStartTime(pid), bootId = currentBootId()) =>
  JSON.stringify({ pid, startTime, bootId });

describe.runIf(fs.existsSync("/proc/self/stat"))("the data-directory lock", () => {
  it("records the pid, the process's start time and the boot, and releases only its own lock", () => {
    const dir = lockDir();
    const release = acquireDataDirLock(dir);
    expect(parseLockHolder(lockFile(dir))).toEqual({
      pid: process.pid,
      startTime: processStartTime(process.pid),
      bootId: currentBootId(),
    });
    expect(processStartTime(process.pid)).toMatch(/^\d+$/);
    release();
    expect(fs.existsSync(path.join(dir, "server.pid"))).toBe(false);
  });

  it("refuses a directory whose holder is still running", () => {
    const dir = lockDir(record(stranger.pid!));
    expect(() => acquireDataDirLock(dir)).toThrow(DataDirLockedError);
    expect(() => acquireDataDirLock(dir)).toThrow(`in use by another process (pid ${stranger.pid})`);
    // A lock file written before start times were recorded: a bare pid, still respected.
    expect(() => acquireDataDirLock(lockDir(String(stranger.pid)))).toThrow(DataDirLockedError);
  });

  it("takes over a lock whose process id now belongs to a process started at another time", () => {
    // Our server's lock, left by a kill -9, whose pid the system has since given to another process.
    const dir = lockDir();
    acquireDataDirLock(dir);
    fs.writeFileSync(path.join(dir, "server.pid"), lockFile(dir).replace(String(process.pid), String(stranger.pid)));
    const release = acquireDataDirLock(dir);
    expect(parseLockHolder(lockFile(dir))?.pid).toBe(process.pid);
    release();
  });

  it("takes over a lock whose process has ended but is not yet collected by its parent (a zombie)", async () => {
    // The shell starts a child and becomes `sleep`, which never waits for it: the child, once done, stays a zombie.
    const parent = spawn("sh", ["-c", "sleep 0 & echo $!; exec sleep 60"], { stdio: ["ignore", "pipe", "ignore"] });
    try {
      const pid = Number(
        await new Promise<string>((resolve) => parent.stdout!.once("data", (chunk) => resolve(String(chunk)))),
      );
      const stat = () => fs.readFileSync(`/proc/${pid}/stat`, "utf8");
      const lockedBy = record(pid);
      await expect.poll(() => endedFromStat(stat()), { timeout: 10_000 }).toBe(true);
      expect(stat()).toMatch(/^\d+ \(sleep\) Z /);
      const dir = lockDir(lockedBy);
      const release = acquireDataDirLock(dir);
      expect(parseLockHolder(lockFile(dir))?.pid).toBe(process.pid);
      release();
    } finally {
      parent.kill("SIGKILL");
    }
  });

  it("takes over a lock from another boot, or from a process that is gone", () => {
    const otherBoot = lockDir(record(stranger.pid!, processStartTime(stranger.pid!), "another-boot"));
    acquireDataDirLock(otherBoot)();
    const gone = lockDir(record(2 ** 22 + 1, "123", currentBootId()));
    acquireDataDirLock(gone)();
    const unreadable = lockDir("not a lock");
    acquireDataDirLock(unreadable)();
  });
});

describe("endedFromStat", () => {
  it("reads the state after the command, whatever the command holds", () => {
    expect(endedFromStat("4242 (node) Z 1 2 3")).toBe(true);
    expect(endedFromStat("4242 (a ) Z (name) X 1 2")).toBe(true);
    expect(endedFromStat("4242 (node) S 1 2 3")).toBe(false);
    expect(endedFromStat("4242 (Z) R 1 2 3")).toBe(false);
  });
});

describe("startTimeFromStat", () => {
  it("reads field 22 even when the command name holds spaces and parentheses", () => {
    const rest = "S 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 987654 20 21";
    expect(startTimeFromStat(`4242 (node) ${rest}`)).toBe("987654");
    expect(startTimeFromStat(`4242 (a (weird) name) ${rest}`)).toBe("987654");
    expect(startTimeFromStat("4242 (cut short) S 1 2")).toBeNull();
    expect(processStartTime(2 ** 22 + 1)).toBeNull();
  });
});
