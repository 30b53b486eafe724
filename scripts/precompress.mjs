// After `vite build`: a .br and a .gz twin beside every compressible file of dist/ above 1 KB, which
// the server sends to browsers that take them (no compression work per request).
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const dir = path.resolve(process.argv[2] || process.env.WEB_DIR || 'dist');
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|webmanifest|txt|ico)$/i;

const walk = (folder) =>
  fs.readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    return entry.isDirectory() ? walk(full) : [full];
  });

let count = 0;
for (const file of walk(dir)) {
  if (!COMPRESSIBLE.test(file)) continue;
  const data = fs.readFileSync(file);
  if (data.length < 1024) continue;
  fs.writeFileSync(
    `${file}.br`,
    zlib.brotliCompressSync(data, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length,
      },
    }),
  );
  fs.writeFileSync(`${file}.gz`, zlib.gzipSync(data, { level: 9 }));
  count += 1;
}
console.log(`Precompressed ${count} files of ${dir} (brotli and gzip)`);
