import fs from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { serverDir, startServerProcess } from './support/builtServer';

const dir = serverDir('first-start');
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/** The sign-in a first start prints: email and password, each on a line of its own. */
const PRINTED_SIGN_IN = /^ {2}Email: {4}(\S+)\n {2}Password: (\S+)$/m;

describe('the first start', () => {
  it("prints the generated administrator's sign-in once, plainly on the terminal and not in the log", async () => {
    // server/main.ts as a newcomer runs it, without ADMIN_EMAIL or ADMIN_PASSWORD.
    const env = { ADMIN_EMAIL: '', ADMIN_PASSWORD: '' };
    const first = await startServerProcess('server/main.ts', dir, env);
    let email: string;
    let password: string;
    try {
      const printed = PRINTED_SIGN_IN.exec(first.errorOutput());
      expect(printed, first.errorOutput()).not.toBeNull();
      [, email, password] = printed!;
      expect(email).toBe('admin@zabuni.local');
      expect(first.errorOutput()).toContain('First administrator created. Sign in with:');
      // The JSON log says the administrator exists, but holds neither the password nor the email.
      const log = first.output();
      expect(log).toContain('First administrator created: its sign-in is printed on the terminal');
      expect(log).not.toContain(password);
      expect(log).not.toContain('admin@zabuni.local');
      expect(
        log
          .trim()
          .split('\n')
          .every((line) => line.startsWith('{')),
      ).toBe(true);

      // What was printed signs in.
      const answer = await fetch(`http://127.0.0.1:${first.port}/zabuni-uaa/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: email, password }),
      });
      expect(answer.status).toBe(200);
    } finally {
      await first.stop();
    }

    // The next start on the same data prints no sign-in at all.
    const second = await startServerProcess('server/main.ts', dir, env);
    try {
      expect(second.errorOutput()).not.toMatch(PRINTED_SIGN_IN);
      expect(second.errorOutput()).not.toContain(password);
      expect(second.output()).not.toContain(password);
    } finally {
      await second.stop();
    }
  }, 300_000);
});
