#!/usr/bin/env node
/**
 * `npm test`: every test, in order, stopping at the first failure.
 * 1. type check, unit tests (jest), docs checks (page rules, config and API
 * coverage) and the translation check (parity and glossary), side by side;
 * 2. the runnable examples; 3. production build of both locales; 4. end-to-end
 * tests (Playwright in Debian's Chromium against that build).
 * It installs nothing: without Chromium it stops with instructions.
 */
import { spawn, spawnSync } from 'node:child_process';
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

/**
 * The steps, in order. Steps of one `group` run side by side: the type check and
 * the docs and translation checks are one process on one core each, and jest runs
 * one worker on a 2-core machine, so together they finish sooner than in turn.
 * Their output is held back and printed whole, step by step, in this order.
 * The examples, the build and the end-to-end tests each use every core already.
 */
const steps = [
  { name: 'Type check', command: 'npx', args: ['tsc', '-p', 'tsconfig.json'], group: 'checks' },
  { name: 'Unit tests', command: 'npx', args: ['jest'], group: 'checks' },
  { name: 'Docs checks', command: 'node', args: ['scripts/check-docs.mjs'], group: 'checks' },
  { name: 'Translation check', command: 'node', args: ['scripts/i18n-check.mjs'], group: 'checks' },
  { name: 'Runnable examples', command: 'node', args: ['scripts/run-examples.mjs'] },
  { name: 'Build (en + zh)', command: 'npm', args: ['run', 'build'] },
  { name: 'End-to-end tests', command: 'npx', args: ['playwright', 'test'] },
];

// Broken links always fail the build here (DOCS_LINKS=warn is for writers only).
const env = { ...process.env };
delete env.DOCS_LINKS;

const seconds = (started) => ((Date.now() - started) / 1000).toFixed(1);

/** Runs one step with the terminal as its output. */
function runAttached({ name, command, args }) {
  console.log(`\n▶ ${name}: ${command} ${args.join(' ')}`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit', env });
  return { name, status: result.status ?? 1, seconds: seconds(started) };
}

/** Runs one step of a group, keeping its stdout and stderr, interleaved as they come. */
function runHeldBack({ name, command, args }) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], env });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('error', (error) => output.push(Buffer.from(`${error.message}\n`)));
    child.on('close', (code) => resolve({ name, command, args, status: code ?? 1, seconds: seconds(started), output: Buffer.concat(output) }));
  });
}

const only = process.argv.slice(2).filter((word) => word !== '--');
const selected = steps.filter(({ name }) => !only.length || only.some((word) => name.toLowerCase().includes(word.toLowerCase())));
const suiteStarted = Date.now();
for (let i = 0; i < selected.length; ) {
  const step = selected[i];
  let batch = [step];
  if (step.group) {
    let end = i + 1;
    while (end < selected.length && selected[end].group === step.group) end++;
    batch = selected.slice(i, end);
  }
  i += batch.length;
  let results;
  if (batch.length === 1) {
    results = [runAttached(step)];
  } else {
    const groupStarted = Date.now();
    console.log(`\n▶▶ ${batch.map(({ name }) => name).join(', ')}: side by side, each one's output when it ends`);
    results = await Promise.all(batch.map(runHeldBack));
    for (const result of results) {
      console.log(`\n▶ ${result.name}: ${result.command} ${result.args.join(' ')}`);
      process.stdout.write(result.output);
      if (result.status === 0) console.log(`✔ ${result.name} (${result.seconds} s)`);
    }
    console.log(`\n✔✔ ${batch.length} steps side by side in ${seconds(groupStarted)} s`);
  }
  const failed = results.find((result) => result.status !== 0);
  if (failed) {
    for (const result of results.filter(({ status }) => status !== 0)) console.error(`\n✖ ${result.name} failed after ${result.seconds} s.`);
    process.exit(failed.status);
  }
  if (batch.length === 1) console.log(`✔ ${results[0].name} (${results[0].seconds} s)`);
}
console.log(`\n✔ All ${selected.length} steps passed in ${seconds(suiteStarted)} s.`);
