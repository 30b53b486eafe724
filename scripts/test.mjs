// `npm test`: the unit tests, then the server tests, then the end-to-end tests, stopping at the first
// suite that fails. The server tests run on a fresh embedded database and, when TEST_DATABASE_URL names
// a PostgreSQL server, on that server too, both at once: each suite runs its files one after another,
// so two suites side by side keep two cores busy and CI's wall time down.
import { spawn } from 'node:child_process';

/** Runs a command, its output lines prefixed when it shares the terminal; resolves to its exit code. */
function run(command, args, { env = process.env, prefix = '' } = {}) {
  return new Promise((resolve) => {
    const stdio = prefix ? ['ignore', 'pipe', 'pipe'] : 'inherit';
    const child = spawn(command, args, { env, stdio });
    if (prefix) {
      for (const stream of [child.stdout, child.stderr]) {
        let rest = '';
        stream.on('data', (chunk) => {
          const lines = (rest + chunk).split('\n');
          rest = lines.pop();
          for (const line of lines) process.stdout.write(`${prefix} ${line}\n`);
        });
        stream.on('end', () => rest && process.stdout.write(`${prefix} ${rest}\n`));
      }
    }
    child.on('close', (code) => resolve(code ?? 1));
  });
}

function stopOnFailure(codes, suite) {
  if (codes.every((code) => code === 0)) return;
  console.error(`npm test: the ${suite} tests failed`);
  process.exit(1);
}

stopOnFailure([await run('npx', ['vitest', 'run', '--project', 'unit'])], 'unit');

const { TEST_DATABASE_URL, ...embeddedEnv } = process.env;
stopOnFailure(
  await Promise.all(
    TEST_DATABASE_URL
      ? [
          run('npx', ['vitest', 'run', '--project', 'server'], {
            env: embeddedEnv,
            prefix: '[embedded]',
          }),
          run('npx', ['vitest', 'run', '--project', 'server'], { prefix: '[postgresql]' }),
        ]
      : [run('npx', ['vitest', 'run', '--project', 'server'], { env: embeddedEnv })],
  ),
  'server',
);

stopOnFailure([await run('npm', ['run', 'test:e2e'], { env: embeddedEnv })], 'end-to-end');
