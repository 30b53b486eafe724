// Started with `node --import` by tests/server/lazyParts.test.ts: every file the server loads (ES
// modules through the loader's hooks, CommonJS through its compile) is appended to the file named by
// RECORD_LOADS, one URL a line, so a test can see what a start loaded and what it did not.
import fs from 'node:fs';
import Module, { register } from 'node:module';
import process from 'node:process';
import { pathToFileURL, URL } from 'node:url';

const out = process.env.RECORD_LOADS;
if (out) {
  register(new URL('./recordLoadsHooks.mjs', import.meta.url), { data: { out } });
  const compile = Module.prototype._compile;
  Module.prototype._compile = function (content, filename) {
    fs.appendFileSync(out, `${pathToFileURL(filename).href}\n`);
    return compile.call(this, content, filename);
  };
}
