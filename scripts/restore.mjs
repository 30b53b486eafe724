// npm run restore -- FILE: puts a backup (npm run backup) into DATA_DIR, which must be empty or absent.
import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { dataDir, fail, fileArgument, holdingDataDir } from './embeddedData.mjs';

const file = fileArgument('restore');
if (!fs.existsSync(file)) fail(`No backup file ${file}`);
if (fs.existsSync(dataDir) && fs.readdirSync(dataDir).length > 0) {
  fail(`${dataDir} is not empty: restore into an empty or new DATA_DIR (nothing was changed).`);
}
// Its owner's only, as the server keeps it (server/db/privateDataDir.ts): it will hold password hashes.
fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
fs.chmodSync(dataDir, 0o700);
await holdingDataDir(async () => {
  try {
    const backup = new Blob([fs.readFileSync(file)]);
    const db = await PGlite.create({ dataDir, loadDataDir: backup, extensions: { pg_trgm } });
    await db.query('SELECT 1');
    await db.close();
  } catch (error) {
    fs.rmSync(dataDir, { recursive: true, force: true });
    fail(`${file} could not be restored: ${error instanceof Error ? error.message : error}`);
  }
});
console.log(`Restored ${file} into ${dataDir}`);
