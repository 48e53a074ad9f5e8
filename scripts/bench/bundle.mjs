#!/usr/bin/env node
/**
 * Initial JS and CSS of the production build: the app's entry files (umi.js, umi.css) that
 * dist/index.html loads before any route chunk, raw and gzip, plus the number of lazy page
 * chunks. The login page's own entry is measured by budgets.mjs. Builds first if stale.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { ensureBuild } from '../frontend-build.mjs';

ensureBuild();
const dist = path.resolve('dist');
const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
// As a tag (umi.css) or as a name in the entry loader's script (umi.js).
const initial = [...new Set([...html.matchAll(/"\.\/(umi\.[0-9a-f]+\.(js|css))"/g)].map((m) => m[1]))];

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
const totals = { js: { raw: 0, gzip: 0 }, css: { raw: 0, gzip: 0 } };
for (const file of initial) {
  const body = readFileSync(path.join(dist, file));
  const kind = file.endsWith('.css') ? 'css' : 'js';
  const gzip = gzipSync(body, { level: 9 }).length;
  totals[kind].raw += body.length;
  totals[kind].gzip += gzip;
  console.log(`  ${file.padEnd(40)} ${kb(body.length).padStart(10)} raw ${kb(gzip).padStart(10)} gzip`);
}
const pageChunks = readdirSync(dist).filter((f) => /^(src__pages__|p__).*\.async\.js$/.test(f)).length;
console.log(`initial JS:  ${kb(totals.js.raw)} raw, ${kb(totals.js.gzip)} gzip`);
console.log(`initial CSS: ${kb(totals.css.raw)} raw, ${kb(totals.css.gzip)} gzip`);
console.log(`page chunks: ${pageChunks}`);
