// `npm test` on a fresh machine: Debian's Chromium (end-to-end tests) and poppler's pdfsig (signed
// PDFs) must be there. Missing ones are installed when this runs as root with apt-get (as .ci/run
// does); otherwise the run stops at once with the command to run.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';

const chromium = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const onPath = (command) =>
  spawnSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' }).status === 0;

const missing = [
  ...(fs.existsSync(chromium) ? [] : ['chromium']),
  ...(onPath('pdfsig') ? [] : ['poppler-utils']),
];
if (missing.length > 0) {
  const install = `apt-get install -y ${missing.join(' ')}`;
  if (process.getuid?.() === 0 && onPath('apt-get')) {
    console.log(`Installing what the tests need: ${missing.join(', ')}`);
    const done =
      spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit' }).status === 0 &&
      spawnSync('apt-get', ['install', '-y', '-qq', ...missing], { stdio: 'inherit' }).status === 0;
    if (!done) {
      console.error(`The tests need ${missing.join(' and ')}: \`${install}\` failed.`);
      process.exit(1);
    }
  } else {
    console.error(
      `The tests need ${missing.join(' and ')}: run \`sudo ${install}\` (Debian, Ubuntu) and npm test again.`,
    );
    process.exit(1);
  }
}
