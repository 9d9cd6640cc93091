#!/usr/bin/env node
/**
 * Runs after `docusaurus build` (see `npm run build`): hashes every inline script
 * of every page of both locales and writes build/_headers with a strict
 * Content-Security-Policy for the static host. `npm run serve` applies it too.
 */
import fs from 'node:fs';
import path from 'node:path';
import { buildPolicy, headersFile, htmlFiles, inlineScripts, remoteSearchOrigin, scriptHash } from './lib/csp.mjs';

/** Bytes; the policy of both locales is about 1 KB. */
const POLICY_LIMIT = 2048;

const buildDir = path.resolve(process.argv[2] ?? 'build');
if (!fs.existsSync(path.join(buildDir, 'index.html'))) {
  console.error(`No built site in ${buildDir}; run docusaurus build first.`);
  process.exit(1);
}
/** Each distinct inline script's hash, and the first page it is on (to name the pages of a policy grown too large). */
const firstPage = new Map();
const connectSrc = new Set();
const files = htmlFiles(buildDir);
for (const file of files) {
  const html = fs.readFileSync(file, 'utf8');
  for (const body of inlineScripts(html)) {
    const hash = scriptHash(body);
    if (!firstPage.has(hash)) firstPage.set(hash, path.relative(buildDir, file));
  }
  // A remote search API (search mode 'remote') must be reachable from the pages.
  const origin = remoteSearchOrigin(html);
  if (origin) connectSrc.add(origin);
}
// The landing page's decorative background and the tool logos come from the Rspack assets host.
const policy = buildPolicy(firstPage.keys(), { imgSrc: ['https://assets.rspack.rs'], connectSrc: [...connectSrc] });
// The policy is sent with every response, images and scripts included: an inline
// script that differs per page would make it grow with the page count (issue 23;
// hosts also cap a header's size). Such a script belongs in a file.
if (policy.length > POLICY_LIMIT) {
  console.error(`The Content-Security-Policy is ${policy.length} bytes (limit ${POLICY_LIMIT}): ${firstPage.size} distinct inline scripts. First pages of some:`);
  for (const page of [...firstPage.values()].slice(-10)) console.error(`  ${page}`);
  console.error('Move a script that differs per page into a file (see plugins/rstest-rs-redirects/page.ts).');
  process.exit(1);
}
fs.writeFileSync(path.join(buildDir, '_headers'), headersFile(policy));
console.log(`Wrote ${path.relative(process.cwd(), path.join(buildDir, '_headers'))}: ${firstPage.size} inline script hashes from ${files.length} pages.`);
