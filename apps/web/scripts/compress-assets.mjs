// Writes a brotli (.br) and a gzip (.gz) copy next to every compressible file of dist/ at build time, so the server
// answers by content negotiation without compressing on each request (apps/server/src/spa.ts).
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const DIST = path.join(import.meta.dirname, '..', 'dist');
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|webmanifest)$/;
/** Below this, the headers cost more than the bytes saved. */
const MIN_BYTES = 512;

/** The prerendered pages hold a placeholder for the public origin: the server compresses them once it has put it in. */
const SERVER_COMPRESSED = path.join(DIST, 'prerendered');

async function* filesOf(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory() && file === SERVER_COMPRESSED) continue;
    if (entry.isDirectory()) yield* filesOf(file);
    else yield file;
  }
}

let count = 0;
for await (const file of filesOf(DIST)) {
  if (!COMPRESSIBLE.test(file)) continue;
  const bytes = await readFile(file);
  if (bytes.length < MIN_BYTES) continue;
  const brotli = brotliCompressSync(bytes, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length },
  });
  await writeFile(`${file}.br`, brotli);
  await writeFile(`${file}.gz`, gzipSync(bytes, { level: 9 }));
  count += 1;
}
console.log(`compress-assets: ${count} files written as .br and .gz`);
