import fs from 'node:fs';
import path from 'node:path';

/** Drops group and other access, leaving the owner's. */
const tighten = (entry: string, mode: number) => {
  if (mode & 0o077) fs.chmodSync(entry, mode & 0o700);
};

/** Everything under `dir` (symbolic links left alone: their targets are not ours to change). */
function tightenContents(dir: string): void {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isSymbolicLink()) continue;
    tighten(full, fs.lstatSync(full).mode);
    if (entry.isDirectory()) tightenContents(full);
  }
}

/**
 * Makes DATA_DIR its owner's only (0700), creating it or tightening one left open (made before this
 * rule, or copied), with what is already in it: the database files hold password hashes. PGlite makes
 * its files 0666 whatever the umask; the directory's 0700 is what keeps other accounts from them.
 */
export function privateDataDir(dataDir: string): void {
  fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  try {
    fs.chmodSync(dataDir, 0o700);
    tightenContents(dataDir);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? String(error);
    throw new Error(
      `The data directory ${dataDir} could not be made private to this account (${code}): ` +
        'it must belong to the account that runs Zabuni',
      { cause: error },
    );
  }
}
