/**
 * Brotli and gzip copies of the built front end's text files, made once at build time so the
 * server sends them as they are (server/plugins/static.ts, @fastify/static `preCompressed`)
 * instead of compressing on every request. A copy is kept only when it is smaller.
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const COMPRESSIBLE = /\.(?:js|css|html|svg|json|txt|map|webmanifest)$/;
/** Below this a compressed answer saves less than its headers cost. */
const MIN_BYTES = 1024;

function filesUnder(dir) {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? filesUnder(full) : [full];
  });
}

export function precompress(distDir) {
  let files = 0;
  let raw = 0;
  let brotli = 0;
  for (const file of filesUnder(distDir).filter((name) => COMPRESSIBLE.test(name))) {
    const content = readFileSync(file);
    if (content.length < MIN_BYTES) continue;
    const br = brotliCompressSync(content, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: content.length },
    });
    const gz = gzipSync(content, { level: 9 });
    if (br.length < content.length) writeFileSync(`${file}.br`, br);
    if (gz.length < content.length) writeFileSync(`${file}.gz`, gz);
    files += 1;
    raw += content.length;
    brotli += Math.min(br.length, content.length);
  }
  const kib = (bytes) => `${(bytes / 1024).toFixed(0)} KiB`;
  console.log(`Precompressed ${files} files: ${kib(raw)} -> ${kib(brotli)} brotli.`);
}
