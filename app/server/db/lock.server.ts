import fs from "node:fs";
import path from "node:path";

export class DataDirLockedError extends Error {}

/**
 * Who holds the lock: the process id, and what tells that process from a later one given the same id
 * (Linux's /proc; null elsewhere): its start time (clock ticks after boot, field 22 of /proc/<pid>/stat)
 * and the boot it started in.
 */
export interface LockHolder {
  pid: number;
  startTime: string | null;
  bootId: string | null;
}

/** The fields of a /proc/<pid>/stat line from field 3 (the state) on. */
function fieldsAfterCommand(stat: string): string[] {
  // Field 2 is the command in parentheses, which may itself hold spaces and ")": count after the last one.
  return stat.slice(stat.lastIndexOf(")") + 2).split(" ");
}

/** Field 22 (the start time) of a /proc/<pid>/stat line. */
export function startTimeFromStat(stat: string): string | null {
  const value = fieldsAfterCommand(stat)[22 - 3];
  return value && /^\d+$/.test(value) ? value : null;
}

/**
 * Whether a /proc/<pid>/stat line is a process that has ended: a zombie (Z), whose parent has not collected it
 * yet (a server killed with kill -9 a moment ago), or dead (X).
 */
export function endedFromStat(stat: string): boolean {
  const state = fieldsAfterCommand(stat)[0];
  return state === "Z" || state === "X";
}

function readStat(pid: number): string | null {
  try {
    return fs.readFileSync(`/proc/${pid}/stat`, "utf8");
  } catch {
    return null;
  }
}

/** When a process started (clock ticks after boot), or null when the process or /proc is not there. */
export function processStartTime(pid: number): string | null {
  const stat = readStat(pid);
  return stat === null ? null : startTimeFromStat(stat);
}

export function currentBootId(): string | null {
  try {
    return fs.readFileSync("/proc/sys/kernel/random/boot_id", "utf8").trim() || null;
  } catch {
    return null;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (error) {
    // EPERM means the process exists but belongs to someone else.
    if ((error as NodeJS.ErrnoException).code !== "EPERM") return false;
  }
  // A zombie still answers signal 0, though it holds nothing any more.
  const stat = readStat(pid);
  return stat === null || !endedFromStat(stat);
}

/** The lock file's holder: a JSON record, or a bare pid (files written before start times were recorded). */
export function parseLockHolder(text: string): LockHolder | null {
  const bare = Number(text.trim());
  if (Number.isInteger(bare) && bare > 0) return { pid: bare, startTime: null, bootId: null };
  try {
    const record = JSON.parse(text) as Partial<LockHolder>;
    if (!Number.isInteger(record.pid) || record.pid! <= 0) return null;
    const optional = (value: unknown) => (typeof value === "string" && value ? value : null);
    return { pid: record.pid!, startTime: optional(record.startTime), bootId: optional(record.bootId) };
  } catch {
    return null;
  }
}

/**
 * Whether the process the lock names is still running: not when its id is free or it has ended (a zombie not
 * yet collected by its parent), nor when the machine has rebooted since, nor when the id now belongs to a process
 * started at another time (an id reused after our server was killed). What cannot be read (no /proc, an old lock
 * file) counts as still running.
 */
export function isHeld(holder: LockHolder): boolean {
  if (holder.pid === process.pid || !isAlive(holder.pid)) return false;
  const bootId = currentBootId();
  if (holder.bootId && bootId && holder.bootId !== bootId) return false;
  const startTime = processStartTime(holder.pid);
  if (holder.startTime && startTime && holder.startTime !== startTime) return false;
  return true;
}

/**
 * PGlite has no cross-process lock, and two processes on one directory corrupt it.
 * Holds `<dir>/server.pid` for this process; a lock left by a process that is gone (kill -9, a reboot,
 * its id since given to another process) is taken over. Returns the function that releases it.
 */
export function acquireDataDirLock(dir: string): () => void {
  fs.mkdirSync(dir, { recursive: true });
  const lockPath = path.join(dir, "server.pid");
  const self: LockHolder = { pid: process.pid, startTime: processStartTime(process.pid), bootId: currentBootId() };
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = fs.openSync(lockPath, "wx");
      fs.writeSync(fd, `${JSON.stringify(self)}\n`);
      fs.closeSync(fd);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        try {
          if (parseLockHolder(fs.readFileSync(lockPath, "utf8"))?.pid === process.pid) fs.unlinkSync(lockPath);
        } catch {
          // already gone
        }
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const holder = parseLockHolder(fs.readFileSync(lockPath, "utf8"));
      if (holder && isHeld(holder)) {
        throw new DataDirLockedError(
          `The data directory ${dir} is in use by another process (pid ${holder.pid}); stop it first, or use another DATA_DIR.`,
        );
      }
      fs.rmSync(lockPath, { force: true });
    }
  }
  throw new DataDirLockedError(`Could not lock the data directory ${dir}`);
}
