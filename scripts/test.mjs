#!/usr/bin/env node
/**
 * `npm test`: every test, in order, stopping at the first failure.
 * 1. type check; 2. unit tests (jest); 3. docs checks (page rules, config and API
 * coverage), the translation check (parity and glossary) and the runnable
 * examples; 4. production build of both locales; 5. end-to-end tests
 * (Playwright in Debian's Chromium against that build).
 * It installs nothing: without Chromium it stops with instructions.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!fs.existsSync(chromium)) {
  console.error(
    `\nNo Chromium found at ${chromium}.\n` +
      'The end-to-end tests drive Debian\'s Chromium; install it with:\n' +
      '  sudo apt-get update && sudo apt-get install -y chromium\n' +
      'or point CHROMIUM_PATH at another Chromium binary.\n',
  );
  process.exit(1);
}

const steps = [
  ['Type check', 'npx', ['tsc', '-p', 'tsconfig.json']],
  ['Unit tests', 'npx', ['jest']],
  ['Docs checks', 'node', ['scripts/check-docs.mjs']],
  ['Translation check', 'node', ['scripts/i18n-check.mjs']],
  ['Runnable examples', 'node', ['scripts/run-examples.mjs']],
  ['Build (en + zh)', 'npm', ['run', 'build']],
  ['End-to-end tests', 'npx', ['playwright', 'test']],
];

const only = process.argv.slice(2).filter((word) => word !== "--");
for (const [name, command, args] of steps) {
  if (only.length && !only.some((word) => name.toLowerCase().includes(word.toLowerCase()))) continue;
  console.log(`\n▶ ${name}: ${command} ${args.join(' ')}`);
  const started = Date.now();
  // Broken links always fail the build here (DOCS_LINKS=warn is for writers only).
  const env = { ...process.env };
  delete env.DOCS_LINKS;
  const result = spawnSync(command, args, { stdio: 'inherit', env });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`\n✖ ${name} failed after ${seconds} s.`);
    process.exit(result.status ?? 1);
  }
  console.log(`✔ ${name} (${seconds} s)`);
}
