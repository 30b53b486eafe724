// What npm run backup and npm run restore share: the FILE they are given, DATA_DIR, failing with a
// sentence, and holding DATA_DIR as a server holds it (its zabuni.lock) while they work on it.
import fs from 'node:fs';
import path from 'node:path';

export const dataDir = path.resolve(process.env.DATA_DIR || 'data');
export const lockFile = path.join(dataDir, 'zabuni.lock');

export const fail = (message) => {
  console.error(message);
  process.exit(1);
};

/** The command's FILE argument; without one, says how to give it. */
export const fileArgument = (command) =>
  process.argv[2] || fail(`Name the backup file: npm run ${command} -- FILE`);

/** Runs `work` holding DATA_DIR, so that no server starts on it meanwhile. */
export async function holdingDataDir(work) {
  fs.writeFileSync(lockFile, `${process.pid}\n`, { flag: 'wx' });
  try {
    return await work();
  } finally {
    fs.rmSync(lockFile, { force: true });
  }
}
