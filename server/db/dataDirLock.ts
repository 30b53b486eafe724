import fs from 'node:fs';
import path from 'node:path';

/** The file in DATA_DIR that names the process holding the embedded database. */
export const LOCK_FILE = 'zabuni.lock';

export class DataDirLockedError extends Error {}

/** Whether a process with this id is running (EPERM: it is, under another user). */
function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

const readPid = (file: string): number | undefined => {
  try {
    const pid = Number.parseInt(fs.readFileSync(file, 'utf8'), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
};

/**
 * Takes DATA_DIR for this process, so that two processes never open the same embedded database (the
 * second one's writes would silently overwrite the first's). The lock file is created exclusively and
 * holds our process id; a lock whose process is gone (killed, crashed) is taken over. Another live
 * holder makes this throw at once with its process id. Answers the function that releases it.
 */
export function lockDataDir(dataDir: string): () => void {
  const file = path.join(dataDir, LOCK_FILE);
  for (let attempt = 0; attempt < 5; attempt += 1) {
    try {
      fs.writeFileSync(file, `${process.pid}\n`, { flag: 'wx' });
      const release = () => {
        if (readPid(file) === process.pid) fs.rmSync(file, { force: true });
        process.off('exit', release);
      };
      // Also when the process ends without closing the database (process.exit).
      process.on('exit', release);
      return release;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const holder = readPid(file);
    if (holder !== undefined && holder !== process.pid && isRunning(holder)) {
      throw new DataDirLockedError(
        `The data directory ${dataDir} is in use by process ${holder}: only one Zabuni process may ` +
          `open an embedded database. Stop process ${holder}, or give this one another DATA_DIR ` +
          `(or a DATABASE_URL). If no such process is running, delete ${file}.`,
      );
    }
    if (holder === process.pid) {
      throw new DataDirLockedError(`The data directory ${dataDir} is already open in this process`);
    }
    // A stale lock (its process is gone, or it is empty): moved aside under a name of our own, so that
    // of two processes taking it over at once only one moves it; then the exclusive create again.
    const aside = `${file}.stale-${process.pid}`;
    try {
      fs.renameSync(file, aside);
      const movedPid = readPid(aside);
      if (movedPid !== undefined && movedPid !== holder && isRunning(movedPid)) {
        // Another process took it over between our read and our move: give its lock back.
        fs.linkSync(aside, file);
      }
      fs.rmSync(aside, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  }
  throw new DataDirLockedError(`The data directory ${dataDir} could not be locked; try again`);
}
