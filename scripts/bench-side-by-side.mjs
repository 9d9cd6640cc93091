#!/usr/bin/env node
/**
 * Lighthouse on two builds side by side, in one run (issue 38: a figure that
 * depends on which machine ran it decides nothing). Serves both build folders
 * at once with the site's own static server, then audits each page on both,
 * interleaved (page 1 on A, page 1 on B, page 2 on A, ...), --runs times, and
 * prints the median score, TBT and LCP of each, with every run's
 * benchmarkIndex. Both builds see the same machine at the same moments, so
 * their difference holds where their absolute figures do not.
 *
 *   node scripts/bench-side-by-side.mjs <build A> <build B> [--runs 3] [--slowdown 4] [pages...]
 *
 * Pages default to /guide/start/quick-start, /api/test-api/expect and
 * /zh/api/test-api/expect. Make build A from another commit with, for example:
 *   git worktree add /tmp/old <commit> && (cd /tmp/old && npm install && npm run build)
 * Chromium: /usr/bin/chromium, or CHROMIUM_PATH. Nothing is downloaded.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';
import { createStaticServer } from './static-server.mjs';

const siteDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
const DEFAULT_PAGES = ['/guide/start/quick-start', '/api/test-api/expect', '/zh/api/test-api/expect'];

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { runs: { type: 'string', default: '3' }, slowdown: { type: 'string', default: '4' } },
});
const [dirA, dirB, ...pageArgs] = positionals;
if (!dirA || !dirB) {
  console.error('Usage: node scripts/bench-side-by-side.mjs <build A> <build B> [--runs 3] [--slowdown 4] [pages...]');
  process.exit(2);
}
for (const dir of [dirA, dirB]) {
  if (!fs.existsSync(path.join(dir, 'index.html'))) {
    console.error(`${dir} has no index.html: is it a build folder of this site (npm run build)?`);
    process.exit(2);
  }
}
const runs = Math.max(1, Number(values.runs) || 3);
const pages = pageArgs.length > 0 ? pageArgs : DEFAULT_PAGES;

/** One Lighthouse run (mobile, simulated throttling): score, TBT, LCP, benchmarkIndex; null when it failed. */
function lighthouse(url, locale) {
  return new Promise((resolve) => {
    const out = path.join(os.tmpdir(), `lh-side-${process.pid}-${Date.now()}.json`);
    // A Chinese reader's browser for a Chinese page: an English one is redirected to English (spec 4).
    const flags = [...CHROME_FLAGS, ...(locale ? [`--lang=${locale}`, `--accept-lang=${locale}`] : [])].join(' ');
    const child = spawn(process.execPath, [path.join(siteDir, 'node_modules/lighthouse/cli/index.js'), url, '--quiet', '--output=json', `--output-path=${out}`, `--chrome-flags=${flags}`, '--only-categories=performance',
      // External hosts cannot be reached here; blocked, their failures are not counted.
      '--blocked-url-patterns=https://*', `--throttling.cpuSlowdownMultiplier=${values.slowdown}`], { env: { ...process.env, CHROME_PATH: CHROMIUM }, stdio: 'ignore' });
    child.on('close', () => {
      try {
        const report = JSON.parse(fs.readFileSync(out, 'utf8'));
        fs.rmSync(out, { force: true });
        resolve({
          score: Math.round((report.categories.performance?.score ?? 0) * 100),
          tbt: report.audits['total-blocking-time']?.numericValue ?? NaN,
          lcp: report.audits['largest-contentful-paint']?.numericValue ?? NaN,
          benchmarkIndex: report.environment?.benchmarkIndex ?? NaN,
          finalPath: new URL(report.finalDisplayedUrl ?? url).pathname,
        });
      } catch {
        resolve(null);
      }
    });
  });
}

const median = (numbers) => {
  const sorted = [...numbers].sort((a, b) => a - b);
  return sorted.length === 0 ? NaN : sorted[Math.floor((sorted.length - 1) / 2)];
};

const servers = [];
const builds = [];
for (const dir of [dirA, dirB]) {
  const server = createStaticServer({ root: dir, locales: ['zh'] });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  servers.push(server);
  builds.push({ name: dir, origin: `http://127.0.0.1:${server.address().port}`, results: new Map(pages.map((page) => [page, []])) });
}
try {
  for (let run = 0; run < runs; run++) {
    for (const page of pages) {
      for (const build of builds) {
        const result = await lighthouse(build.origin + page, page.startsWith('/zh/') ? 'zh-CN' : undefined);
        if (result && result.finalPath !== page) throw new Error(`Lighthouse audited ${result.finalPath} instead of ${page} on ${build.name}`);
        if (result) build.results.get(page).push(result);
        process.stderr.write(`run ${run + 1}/${runs} ${page} ${build.name}: ${result ? `${result.score}, TBT ${Math.round(result.tbt)} ms, benchmarkIndex ${Math.round(result.benchmarkIndex)}` : 'failed'}\n`);
      }
    }
  }
} finally {
  for (const server of servers) server.close();
}

console.log(`Lighthouse, mobile, ${values.slowdown}× CPU slowdown, median of ${runs}, the two builds interleaved in one run.\n`);
console.log('| Page | Build | Performance (runs) | TBT | LCP | benchmarkIndex of the runs |');
console.log('|---|---|---|---|---|---|');
for (const page of pages) {
  for (const build of builds) {
    const results = build.results.get(page);
    if (results.length === 0) {
      console.log(`| \`${page}\` | ${build.name} | failed | | | |`);
      continue;
    }
    console.log(
      `| \`${page}\` | ${build.name} | ${median(results.map((r) => r.score))} (${results.map((r) => r.score).join(', ')}) | ${Math.round(median(results.map((r) => r.tbt)))} ms | ${(median(results.map((r) => r.lcp)) / 1000).toFixed(2)} s | ${results.map((r) => Math.round(r.benchmarkIndex)).join(', ')} |`,
    );
  }
}
