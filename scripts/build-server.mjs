// Builds the server once into dist-server/ (JavaScript, one file per source file), so that `npm start`
// runs it with node: no TypeScript loader in production. Usage: node scripts/build-server.mjs [OUT_DIR]
// (OUT_DIR: dist-server/ by default; the tests build into a folder of their own).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const OUT_DIR = path.join(root, 'dist-server');
const SOURCES = ['server', 'contract'];

const walk = (dir) =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? walk(full) : [full];
  });

const isSource = (file) => file.endsWith('.ts') && !file.endsWith('.d.ts');

/**
 * Each source file keeps its place (server/modules/<name>/module.ts is found by folder, SDL and
 * migrations are read beside it): imports of our own files point at their .js; packages stay imports.
 */
const keepFilesApart = {
  name: 'keep-files-apart',
  setup(build) {
    build.onResolve({ filter: /.*/ }, (args) => {
      if (args.kind === 'entry-point') return undefined;
      if (!args.path.startsWith('.')) return { path: args.path, external: true };
      // JSON is bundled into the file that imports it (Node would want an import attribute).
      if (args.path.endsWith('.json')) return undefined;
      const target = path.resolve(args.resolveDir, args.path);
      for (const candidate of [`${target}.ts`, path.join(target, 'index.ts')]) {
        if (fs.existsSync(candidate)) {
          let relative = path.relative(args.resolveDir, candidate).replace(/\.ts$/, '.js');
          if (!relative.startsWith('.')) relative = `./${relative}`;
          return { path: relative.split(path.sep).join('/'), external: true };
        }
      }
      return { path: args.path, external: true };
    });
  },
};

export async function buildServer(outDir = OUT_DIR) {
  const files = SOURCES.flatMap((dir) => walk(path.join(root, dir)));
  fs.rmSync(outDir, { recursive: true, force: true });
  await esbuild.build({
    entryPoints: files.filter(isSource),
    outdir: outDir,
    outbase: root,
    bundle: true,
    plugins: [keepFilesApart],
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: true,
    logLevel: 'warning',
  });
  // SDL, migrations and data files are read from beside the code.
  for (const file of files.filter((f) => !f.endsWith('.ts'))) {
    const target = path.join(outDir, path.relative(root, file));
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.copyFileSync(file, target);
  }
  fs.writeFileSync(path.join(outDir, 'package.json'), '{ "type": "module" }\n');
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const started = Date.now();
  const outDir = process.argv[2] ? path.resolve(process.argv[2]) : OUT_DIR;
  await buildServer(outDir);
  console.log(
    `Server built into ${path.relative(root, outDir) || '.'} in ${Date.now() - started} ms`,
  );
}
