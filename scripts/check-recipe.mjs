// npm run check:recipe: follows docs/adding-a-reference-entity.md as a new engineer would, in a
// temporary copy of the tracked files, and fails when the recipe and the code disagree (issue 41
// item 5). The doc marks each block a person writes with an HTML comment naming its file and how it
// goes in (create, append, insert-before/insert-after a marker line) and each command with `run`;
// the steps are applied literally, in order. Then: tsc, a second drizzle generate that must find no
// change, and the server tests that drive every resource of the operation table, for the new list.
// Prints the files a person touched and fails above BUDGET. `--keep` keeps the copy to look into.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const DOC = 'docs/adding-a-reference-entity.md';
/** The worked example's resource name: the list the recipe adds (it must not exist yet). */
const LIST = 'bank-names';
/** Files a person touches to add a list: issue 41 asks for at most 4 (see the doc's table). */
const BUDGET = 4;
const MIGRATIONS = 'server/db/migrations';
const repo = process.cwd();
const keep = process.argv.includes('--keep');

class RecipeError extends Error {}
const fail = (message) => {
  throw new RecipeError(message);
};

/** The doc's marked steps: { line, action, args, block }. A `run` step has no block. */
function parseRecipe(markdown) {
  const lines = markdown.split('\n');
  const steps = [];
  for (let i = 0; i < lines.length; i++) {
    const mark = /^\s*<!-- recipe: (\S+) (.+?) -->\s*$/.exec(lines[i]);
    if (!mark) continue;
    const [, action, args] = mark;
    const step = { line: i + 1, action, args };
    if (action !== 'run') {
      let fence = i + 1;
      while (lines[fence]?.trim() === '') fence++;
      const open = /^(\s*)```\S*\s*$/.exec(lines[fence] ?? '');
      if (!open) fail(`${DOC}:${i + 1}: "${action}" is not followed by a code block`);
      const indent = open[1].length;
      const end = lines.findIndex((text, j) => j > fence && text.trim() === '```');
      if (end < 0) fail(`${DOC}:${i + 1}: its code block is not closed`);
      step.block = lines
        .slice(fence + 1, end)
        .map((text) => text.slice(Math.min(indent, text.length - text.trimStart().length)))
        .join('\n');
      i = end;
    }
    steps.push(step);
  }
  return steps;
}

/** A path of the copy; a `*` in its file name must match exactly one file. */
function resolveTarget(root, target, step) {
  if (!target.includes('*')) return target;
  const dir = path.dirname(target);
  const pattern = new RegExp(
    `^${path.basename(target).replace(/[.]/g, '\\.').replace(/\*/g, '.*')}$`,
  );
  const found = fs.existsSync(path.join(root, dir))
    ? fs.readdirSync(path.join(root, dir)).filter((name) => pattern.test(name))
    : [];
  if (found.length !== 1) fail(`${where(step)}: ${target} matches ${found.length} files, not one`);
  return path.join(dir, found[0]);
}

const where = (step) => `step at ${DOC}:${step.line} (${step.action} ${step.args})`;

/** Inserts the block before or after the one line that holds the marker. */
function insertAt(text, marker, block, after, step) {
  const lines = text.split('\n');
  const at = lines.flatMap((line, i) => (line.includes(marker) ? [i] : []));
  if (at.length !== 1) fail(`${where(step)}: marker found ${at.length} times, not once`);
  lines.splice(after ? at[0] + 1 : at[0], 0, ...block.split('\n'));
  return lines.join('\n');
}

/** Applies one step that writes a file; answers the file's path. */
function writeStep(root, step) {
  const quoted = /^(insert-before|insert-after) "(.+)" (\S+)$/.exec(`${step.action} ${step.args}`);
  const target = resolveTarget(root, quoted ? quoted[3] : step.args, step);
  const file = path.join(root, target);
  const exists = fs.existsSync(file);
  if (step.action === 'create') {
    if (exists) fail(`${where(step)}: ${target} exists already`);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, `${step.block}\n`);
  } else if (!exists) {
    fail(`${where(step)}: ${target} is missing`);
  } else if (step.action === 'append') {
    const text = fs.readFileSync(file, 'utf8');
    fs.writeFileSync(file, `${text.replace(/\n*$/, '\n')}${step.block}\n`);
  } else if (quoted) {
    const text = fs.readFileSync(file, 'utf8');
    fs.writeFileSync(
      file,
      insertAt(text, quoted[2], step.block, quoted[1] === 'insert-after', step),
    );
  } else {
    fail(`${where(step)}: unknown action "${step.action}"`);
  }
  return target;
}

/**
 * Runs a shell command in the copy; fails naming `what` unless it exits 0, and the recipe's steps
 * that wrote the files its output names (`written`: file → step). Answers its output.
 */
function run(root, command, what, written = new Map()) {
  console.log(`\n$ ${command}`);
  const started = Date.now();
  const result = spawnSync('sh', ['-c', command], { cwd: root, encoding: 'utf8', maxBuffer: 1e8 });
  const output = `${result.stdout}${result.stderr}`;
  process.stdout.write(output);
  console.log(`(${Math.round((Date.now() - started) / 1000)} s)`);
  if (result.status === 0) return output;
  const blamed = [...written].filter(([file]) => output.includes(file));
  const steps = blamed.map(([file, step]) => `\n  ${file}: written by the ${where(step)}`);
  fail(`${what}: "${command}" exited ${result.status}${steps.join('')}`);
}

const migrationNumbers = (root) =>
  fs
    .readdirSync(path.join(root, MIGRATIONS))
    .filter((name) => name.endsWith('.sql'))
    .map((name) => Number(name.slice(0, 4)));

/** The migrations' files (the SQL and drizzle's meta), each with when it last changed. */
const migrationFiles = (root) =>
  new Map(
    fs
      .readdirSync(path.join(root, MIGRATIONS), { recursive: true })
      .map((name) => [path.join(MIGRATIONS, name), fs.statSync(path.join(root, MIGRATIONS, name))])
      .filter(([, stat]) => stat.isFile())
      .map(([file, stat]) => [file, stat.mtimeMs]),
  );

/** Copies the tracked files (as they are in the work tree) and links node_modules. */
function copyRepo() {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'check-recipe-'));
  const listed = spawnSync('git', ['ls-files', '-z'], { cwd: repo, encoding: 'utf8' });
  for (const file of listed.stdout.split('\0').filter(Boolean)) {
    if (!fs.existsSync(path.join(repo, file))) continue;
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.copyFileSync(path.join(repo, file), path.join(root, file));
  }
  fs.symlinkSync(path.join(repo, 'node_modules'), path.join(root, 'node_modules'));
  return root;
}

/** Applies the steps in order: answers the files written by hand and those the commands made. */
function follow(root, steps) {
  const byHand = new Map();
  const generated = new Set();
  for (const step of steps) {
    if (step.action !== 'run') {
      byHand.set(writeStep(root, step), step);
      continue;
    }
    const before = migrationFiles(root);
    const numbers = migrationNumbers(root);
    run(root, step.args, where(step));
    for (const [file, changed] of migrationFiles(root)) {
      if (before.get(file) !== changed) generated.add(file);
    }
    const added = migrationNumbers(root).filter((n) => !numbers.includes(n));
    const next = Math.max(...numbers) + 1;
    if (added.length && (added.length !== 1 || added[0] !== next)) {
      fail(`${where(step)}: migration numbered ${added.join(', ')}, expected ${next}`);
    }
  }
  return { byHand, generated };
}

/** The checks the recipe's result must pass, on the copy (`written`: file → the step that wrote it). */
function check(root, written) {
  const again = run(root, 'npx drizzle-kit generate', 'the second db:generate');
  if (!again.includes('No schema changes')) fail('the second db:generate found a schema change');
  run(root, 'npx tsc --noEmit', 'tsc', written);
  run(
    root,
    'npx vitest run --project unit tests/unit/locales.test.ts tests/unit/resources/referenceSorts.test.ts',
    'the locales test and the sorts of both sides',
    written,
  );
  const report = path.join(root, 'vitest-recipe.json');
  const files = ['operationTableMatchesSchema', 'recordVersions', 'restoreEveryResource'];
  run(
    root,
    `npx vitest run --project server ${files.map((f) => `tests/server/${f}.test.ts`).join(' ')}` +
      ` -t ${LIST} --reporter=default --reporter=json --outputFile.json=${report}`,
    'the server tests',
    written,
  );
  // A filter that matches nothing passes: each file must have run the new list's tests.
  const results = JSON.parse(fs.readFileSync(report, 'utf8')).testResults;
  for (const name of files) {
    const file = results.find((r) => r.name.endsWith(`${name}.test.ts`));
    const passed = (file?.assertionResults ?? []).filter(
      (t) => t.status === 'passed' && t.fullName.includes(LIST),
    );
    if (!passed.length) fail(`the server tests: ${name} ran no test of ${LIST}`);
    console.log(`${name}: ${passed.length} test(s) of ${LIST} passed`);
  }
}

function main() {
  const started = Date.now();
  const steps = parseRecipe(fs.readFileSync(path.join(repo, DOC), 'utf8'));
  if (!steps.length) fail(`${DOC} marks no recipe step`);
  const root = copyRepo();
  console.log(`Following ${DOC} (${steps.length} steps) in ${root}`);
  try {
    const { byHand, generated } = follow(root, steps);
    check(root, byHand);
    console.log(`\nFiles touched by hand to add ${LIST} (${byHand.size}, budget ${BUDGET}):`);
    for (const file of byHand.keys()) {
      console.log(`  ${file}${generated.has(file) ? ' (generated, then edited)' : ''}`);
    }
    const untouched = [...generated].filter((file) => !byHand.has(file));
    console.log(`Generated: ${untouched.join(', ')}`);
    if (byHand.size > BUDGET) fail(`${byHand.size} files touched by hand, more than ${BUDGET}`);
    console.log(`\ncheck:recipe passed in ${Math.round((Date.now() - started) / 1000)} s`);
  } finally {
    if (keep) console.log(`Kept ${root}`);
    else fs.rmSync(root, { recursive: true, force: true });
  }
}

try {
  main();
} catch (error) {
  if (!(error instanceof RecipeError)) throw error;
  console.error(`\ncheck:recipe failed: ${error.message}`);
  process.exitCode = 1;
}
