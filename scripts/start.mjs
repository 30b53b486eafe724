// `npm start`: builds what is missing (a fresh clone), then runs the built server with node. A build
// that is there is used as it is: after changing or pulling the code, run `npm run build`.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const server = path.join(root, 'dist-server', 'server', 'main.js');
const webDir = path.resolve(root, process.env.WEB_DIR || 'dist');

if (!fs.existsSync(server) || !fs.existsSync(path.join(webDir, 'index.html'))) {
  console.log('No build yet: running `npm run build` once.');
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
// The server in this process: its signals (SIGTERM) and exit code are the service's own.
process.argv[1] = server;
await import(server);
