// Import cycles including the edges of Vite's import.meta.glob, which dependency-cruiser does not
// see (npm run lint:cycles, run by npm run lint). A glob is a real import: the folders it collects
// are loaded by the file that globs them, so a collected file that imports its collector back is a
// cycle (load order matters, and who owns what is hidden). Fails naming each cycle found.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { globSync } from 'tinyglobby';

/** The folders lint:layers reads; a glob's files outside them are still added as nodes. */
const roots = ['src', 'providers', 'resources', 'custom-pages', 'locales', 'contract', 'server'];

/**
 * Every file's imports as dependency-cruiser resolves them with the layers' options (static, dynamic
 * and type-only).
 */
function cruisedEdges() {
  const output = execFileSync(
    'npx',
    ['depcruise', '--config', '.dependency-cruiser.cjs', '--output-type', 'json', ...roots],
    { encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 },
  );
  const edges = new Map();
  for (const module of JSON.parse(output).modules) {
    const local = module.dependencies.filter(
      (d) => !d.coreModule && !d.couldNotResolve && !d.resolved.includes('node_modules/'),
    );
    edges.set(module.source, new Map(local.map((d) => [d.resolved, 'import'])));
  }
  return edges;
}

const GLOB_CALL = /import\.meta\.glob\b[\s\S]*?\(\s*(\[[\s\S]*?\]|'[^']*'|"[^"]*")/g;
const STRING = /'([^']*)'|"([^"]*)"/g;

/** The files each import.meta.glob of `file` collects, as paths from the repository's root. */
export function globbedFiles(file, source) {
  const found = [];
  for (const [, argument] of source.matchAll(GLOB_CALL)) {
    const patterns = [...argument.matchAll(STRING)].map(([, single, double]) => single ?? double);
    if (patterns.length === 0) throw new Error(`${file}: cannot read the patterns of ${argument}`);
    // Vite's patterns are relative to the file, or to the project's root when they start with '/'.
    const fromRoot = (pattern) =>
      pattern.startsWith('/')
        ? pattern.slice(1)
        : path.posix.normalize(path.posix.join(path.posix.dirname(file), pattern));
    const include = patterns.filter((p) => !p.startsWith('!')).map(fromRoot);
    const ignore = patterns.filter((p) => p.startsWith('!')).map((p) => fromRoot(p.slice(1)));
    found.push(...globSync(include, { ignore, cwd: process.cwd(), expandDirectories: false }));
  }
  return found;
}

/** Adds each glob's files as imports of the file that globs them; answers how many. */
function addGlobEdges(edges) {
  let added = 0;
  for (const [file, imports] of edges) {
    if (!/\.(ts|tsx|js|mjs)$/.test(file)) continue;
    const source = fs.readFileSync(file, 'utf8');
    if (!source.includes('import.meta.glob')) continue;
    for (const target of globbedFiles(file, source)) {
      imports.set(target, 'glob');
      if (!edges.has(target)) edges.set(target, new Map());
      added++;
    }
  }
  return added;
}

/** Strongly connected components (Tarjan, iterative): each one of two or more files is a cycle. */
function cyclicComponents(edges) {
  const index = new Map();
  const low = new Map();
  const onStack = new Set();
  const stack = [];
  const components = [];
  let counter = 0;
  for (const start of edges.keys()) {
    if (index.has(start)) continue;
    const work = [[start, [...(edges.get(start)?.keys() ?? [])], 0]];
    index.set(start, counter);
    low.set(start, counter++);
    stack.push(start);
    onStack.add(start);
    while (work.length > 0) {
      const frame = work.at(-1);
      const [node, next] = frame;
      if (frame[2] < next.length) {
        const target = next[frame[2]++];
        if (!index.has(target)) {
          index.set(target, counter);
          low.set(target, counter++);
          stack.push(target);
          onStack.add(target);
          work.push([target, [...(edges.get(target)?.keys() ?? [])], 0]);
        } else if (onStack.has(target)) {
          low.set(node, Math.min(low.get(node), index.get(target)));
        }
        continue;
      }
      work.pop();
      if (work.length > 0) {
        const parent = work.at(-1)[0];
        low.set(parent, Math.min(low.get(parent), low.get(node)));
      }
      if (low.get(node) !== index.get(node)) continue;
      const component = [];
      let member;
      do {
        member = stack.pop();
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1 || edges.get(node)?.has(node)) components.push(component);
    }
  }
  return components;
}

/** One cycle through a component's first file (shortest, by breadth-first search), with its edges. */
function oneCycle(edges, component) {
  const members = new Set(component);
  const [start] = component.toSorted();
  const previous = new Map();
  const queue = [start];
  while (queue.length > 0) {
    const node = queue.shift();
    for (const [target, kind] of edges.get(node) ?? []) {
      if (!members.has(target)) continue;
      if (target === start) {
        const steps = [[node, kind, start]];
        for (let at = node; at !== start; at = previous.get(at)[0]) {
          const [from, via] = previous.get(at);
          steps.unshift([from, via, at]);
        }
        return steps;
      }
      if (!previous.has(target)) {
        previous.set(target, [node, kind]);
        queue.push(target);
      }
    }
  }
  return [];
}

const edges = cruisedEdges();
const globEdges = addGlobEdges(edges);
const cycles = cyclicComponents(edges);
if (cycles.length === 0) {
  console.log(`No import cycle among ${edges.size} files, ${globEdges} glob edges included.`);
} else {
  for (const component of cycles) {
    const steps = oneCycle(edges, component);
    console.error(`Cycle through ${component.length} files:`);
    for (const [from, kind, to] of steps)
      console.error(`  ${from} →${kind === 'glob' ? ' (glob)' : ''} ${to}`);
  }
  console.error(`${cycles.length} import cycle(s), glob edges included: see above.`);
  process.exit(1);
}
