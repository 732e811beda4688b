// The data directory's lock file: one process at a time may open an embedded (PGlite) database.
import fs from 'node:fs';
import path from 'node:path';

export class LockHeldError extends Error {
  constructor(
    readonly pid: number,
    readonly dir: string,
  ) {
    super(`Another server (pid ${pid}) is using ${dir}; stop it or set DATA_DIR`);
    this.name = 'LockHeldError';
  }
}

export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: the process exists but belongs to someone else, so it still holds the lock.
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readPid(file: string): number | null {
  try {
    const pid = Number.parseInt(fs.readFileSync(file, 'utf8').trim(), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

/** Takes `dir/server.lock` for this process (a lock whose pid is dead is taken over); returns its release. */
export function acquireLock(dir: string, displayDir = dir): () => void {
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, 'server.lock');
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const fd = fs.openSync(file, 'wx');
      fs.writeSync(fd, `${process.pid}\n`);
      fs.closeSync(fd);
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        process.off('exit', release);
        if (readPid(file) === process.pid) fs.rmSync(file, { force: true });
      };
      // A crash or process.exit() still frees the directory for the next start.
      process.on('exit', release);
      return release;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const pid = readPid(file);
      if (pid !== null && pid !== process.pid && isAlive(pid)) throw new LockHeldError(pid, displayDir);
      // Stale (dead pid, empty or garbled file): remove and try again.
      fs.rmSync(file, { force: true });
    }
  }
  throw new Error(`Could not take the lock file in ${displayDir}`);
}
