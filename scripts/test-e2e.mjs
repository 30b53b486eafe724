// `npm run test:e2e [-- vitest arguments]`: builds the app and runs the end-to-end tests on it. The
// build goes to E2E_WEB_DIR when it is set (a build of one's own, which tests/e2e/support/app.ts
// then serves), else to dist/. E2E_WORKERS sets how many test files run at once (vite.config.ts).
import { spawnSync } from 'node:child_process';

const webDir = process.env.E2E_WEB_DIR;
const steps = [
  ['npx', ['vite', 'build', ...(webDir ? ['--outDir', webDir, '--emptyOutDir'] : [])]],
  ['node', ['scripts/precompress.mjs', ...(webDir ? [webDir] : [])]],
  ['npx', ['vitest', 'run', '--project', 'e2e', ...process.argv.slice(2)]],
];
for (const [command, args] of steps) {
  const { status } = spawnSync(command, args, { stdio: 'inherit' });
  if (status !== 0) process.exit(status ?? 1);
}
