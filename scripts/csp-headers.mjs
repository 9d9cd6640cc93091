#!/usr/bin/env node
/**
 * Runs after `docusaurus build` (see `npm run build`): hashes every inline script
 * of every page of both locales and writes build/_headers with a strict
 * Content-Security-Policy for the static host. `npm run serve` applies it too.
 */
import fs from 'node:fs';
import path from 'node:path';
import { buildPolicy, headersFile, htmlFiles, inlineScripts, remoteSearchOrigin, scriptHash } from './lib/csp.mjs';

const buildDir = path.resolve(process.argv[2] ?? 'build');
if (!fs.existsSync(path.join(buildDir, 'index.html'))) {
  console.error(`No built site in ${buildDir}; run docusaurus build first.`);
  process.exit(1);
}
const hashes = new Set();
const connectSrc = new Set();
const files = htmlFiles(buildDir);
for (const file of files) {
  const html = fs.readFileSync(file, 'utf8');
  for (const body of inlineScripts(html)) hashes.add(scriptHash(body));
  // A remote search API (search mode 'remote') must be reachable from the pages.
  const origin = remoteSearchOrigin(html);
  if (origin) connectSrc.add(origin);
}
// The landing page's decorative background and the tool logos come from the Rspack assets host.
const policy = buildPolicy(hashes, { imgSrc: ['https://assets.rspack.rs'], connectSrc: [...connectSrc] });
fs.writeFileSync(path.join(buildDir, '_headers'), headersFile(policy));
console.log(`Wrote ${path.relative(process.cwd(), path.join(buildDir, '_headers'))}: ${hashes.size} inline script hashes from ${files.length} pages.`);
