import { linkSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export class DataDirLockedError extends Error {
  constructor(dataDir: string, pid: number) {
    super(
      `The embedded database in ${dataDir} is in use by process ${pid}. ` +
        'PGlite allows one process per data folder: stop that process, or set DATA_DIR to another folder ' +
        '(or DATABASE_URL to share a PostgreSQL server between instances).',
    );
    this.name = 'DataDirLockedError';
  }
}

interface Owner {
  pid: number;
  /** The process's start time (Linux: /proc/<pid>/stat), so a reused pid is told apart. */
  started: string | undefined;
}

/** The start time of a running process, in clock ticks since boot (Linux); undefined elsewhere or when gone. */
function startTimeOf(pid: number): string | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may hold spaces, inside parentheses); starttime is field 22.
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
  } catch {
    return undefined;
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The owner recorded in a lock file: `<pid> <start time>`, or a bare pid (older versions). */
function readOwner(file: string): Owner | undefined {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
  const [pid, started] = text.trim().split(/\s+/);
  const parsed = Number.parseInt(pid ?? '', 10);
  return Number.isInteger(parsed) ? { pid: parsed, started } : { pid: -1, started: undefined };
}

/** A lock is live while its process runs and, where the start time is known, is the same process. */
function isLive(owner: Owner | undefined): owner is Owner {
  if (!owner || owner.pid <= 0 || !isRunning(owner.pid)) return false;
  const now = startTimeOf(owner.pid);
  return owner.started === undefined || now === undefined || now === owner.started;
}

/**
 * Creates `file` holding `content`, or returns false when it exists. The content is written to a
 * private file first and linked into place, so no other process ever reads the lock half-written
 * (an empty lock would look stale and be taken over).
 */
function createExclusive(file: string, content: string): boolean {
  const draft = `${file}.${process.pid}.draft`;
  writeFileSync(draft, content);
  try {
    linkSync(draft, file);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  } finally {
    rmSync(draft, { force: true });
  }
}

const pause = (ms: number) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
/** A takeover file older than this was left by a process that died while clearing a stale lock. */
const TAKEOVER_STALE_MS = 10_000;

/**
 * Takes an exclusive lock on the data folder: `service.lock`, created with O_EXCL and naming this
 * process (pid and start time). A lock whose process is gone, or whose pid now belongs to another
 * process, is stale. Only a process holding `service.lock.takeover` (also O_EXCL) removes a stale lock,
 * after reading it again, so of several processes started at once exactly one ends up with the lock.
 * Returns the release function.
 */
export function lockDataDir(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const lockFile = path.join(dataDir, 'service.lock');
  const takeoverFile = `${lockFile}.takeover`;
  const me = `${process.pid} ${startTimeOf(process.pid) ?? ''}`.trim();
  for (let attempt = 0; attempt < 200; attempt += 1) {
    if (createExclusive(lockFile, me)) {
      let released = false;
      return () => {
        if (released) return;
        released = true;
        rmSync(lockFile, { force: true });
      };
    }
    const holder = readOwner(lockFile);
    if (isLive(holder) && holder.pid !== process.pid) throw new DataDirLockedError(dataDir, holder.pid);
    if (!createExclusive(takeoverFile, me)) {
      try {
        if (Date.now() - statSync(takeoverFile).mtimeMs > TAKEOVER_STALE_MS) rmSync(takeoverFile, { force: true });
      } catch {
        // gone meanwhile
      }
      pause(20);
      continue;
    }
    try {
      const again = readOwner(lockFile);
      if (isLive(again) && again.pid !== process.pid) throw new DataDirLockedError(dataDir, again.pid);
      // Remove only a lock read just now: a missing one may be created by another process at any moment,
      // while an existing one cannot change as long as this process holds the takeover file.
      if (again) rmSync(lockFile, { force: true });
    } finally {
      rmSync(takeoverFile, { force: true });
    }
  }
  throw new Error(`Could not lock ${dataDir}`);
}
