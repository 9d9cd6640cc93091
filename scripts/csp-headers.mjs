#!/usr/bin/env node
/**
 * Runs after `docusaurus build` (see `npm run build`): hashes every inline script
 * of every page of both locales and writes build/_headers with a strict
 * Content-Security-Policy for the static host. `npm run serve` applies it too.
 */
import fs from 'node:fs';
import path from 'node:path';
import { buildPolicy, headersFile, htmlFiles, inlineScripts, scriptHash } from './lib/csp.mjs';

const buildDir = path.resolve(process.argv[2] ?? 'build');
if (!fs.existsSync(path.join(buildDir, 'index.html'))) {
  console.error(`No built site in ${buildDir}; run docusaurus build first.`);
  process.exit(1);
}
const hashes = new Set();
const files = htmlFiles(buildDir);
for (const file of files) for (const body of inlineScripts(fs.readFileSync(file, 'utf8'))) hashes.add(scriptHash(body));
// The landing page's decorative background and the tool logos come from the Rspack assets host.
const policy = buildPolicy(hashes, { imgSrc: ['https://assets.rspack.rs'] });
fs.writeFileSync(path.join(buildDir, '_headers'), headersFile(policy));
console.log(`Wrote ${path.relative(process.cwd(), path.join(buildDir, '_headers'))}: ${hashes.size} inline script hashes from ${files.length} pages.`);
