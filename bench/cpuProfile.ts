/**
 * Where a page's main thread spends its time: a CDP CPU profile's self time grouped by where the code
 * came from (issue 42 item 3). A build with source maps (`vite build --sourcemap`) maps each sampled
 * function to its package (`react-dom`, `@mui/material`) or its source file (`src/shell/...`); without
 * them a function is named by its chunk. V8's own work keeps V8's names: `(program)` is parsing and
 * compiling, `(garbage collector)` collecting; a browser function called from script (a forced layout
 * by `getBoundingClientRect`, a DOM `appendChild`) is named `native <function>`.
 */
import fs from 'node:fs';
import path from 'node:path';
import { SourceMapConsumer } from 'source-map-js';

/** The parts of Chromium's `Profiler.Profile` this reads. */
export interface CpuProfile {
  nodes: {
    id: number;
    callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  }[];
  samples?: number[];
  timeDeltas?: number[];
}

/** `node_modules/@scope/name/...` or `node_modules/name/...` as the package's name, else the file. */
function sourceGroup(source: string): string {
  const inPackages = source.split('node_modules/').at(-1)!;
  if (inPackages === source) return source;
  const [first, second] = inPackages.split('/');
  return first.startsWith('@') ? `${first}/${second}` : first;
}

/** Milliseconds of self time per group, largest first. */
export function selfTimeBySource(profile: CpuProfile, webDir: string): [string, number][] {
  const maps = new Map<string, SourceMapConsumer | null>();
  const mapOf = (url: string) => {
    const file = path.join(webDir, new URL(url).pathname);
    if (!maps.has(file)) {
      const map = `${file}.map`;
      maps.set(
        file,
        fs.existsSync(map) ? new SourceMapConsumer(JSON.parse(fs.readFileSync(map, 'utf8'))) : null,
      );
    }
    return maps.get(file);
  };
  const groupOf = new Map<number, string>();
  for (const { id, callFrame } of profile.nodes) {
    const { url, functionName, lineNumber, columnNumber } = callFrame;
    if (!url) {
      groupOf.set(
        id,
        functionName.startsWith('(') ? functionName : `native ${functionName || '(unnamed)'}`,
      );
      continue;
    }
    // A script's own top level has no line (-1): it is named by its chunk.
    const original =
      url.startsWith('http') && lineNumber >= 0
        ? mapOf(url)?.originalPositionFor({ line: lineNumber + 1, column: columnNumber })
        : undefined;
    // A map names sources from the chunk's folder (`../../src/x.ts`): named here from the project.
    const source =
      original?.source &&
      path.relative(process.cwd(), path.resolve(webDir, 'assets', original.source));
    groupOf.set(id, source ? sourceGroup(source) : url.split('/').at(-1)!);
  }
  const totals = new Map<string, number>();
  const { samples = [], timeDeltas = [] } = profile;
  // A sample's delta is the time since the previous sample: it is spent where this sample landed.
  samples.forEach((node, index) => {
    const group = groupOf.get(node) ?? '(unknown)';
    totals.set(group, (totals.get(group) ?? 0) + (timeDeltas[index] ?? 0) / 1000);
  });
  return [...totals].sort((a, b) => b[1] - a[1]);
}
