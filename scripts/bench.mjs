#!/usr/bin/env node
/**
 * `npm run bench`: speed and size figures, printed and written to bench/LATEST.md
 * (bench/RESULTS.md is the hand-written history: copy figures there yourself).
 * Timings on a shared 2-core machine are noisy: read them as ratios within one run.
 *  1. Build of both locales, cold (caches cleared) and warm: wall, CPU, peak memory.
 *  2. The longest pages of the build, found over every page of both locales
 *     (most DOM elements, most HTML bytes; scripts/lib/longest-pages.mjs).
 *  3. First load of the fixed sample plus the longest page per locale and
 *     measure: requests, JS and CSS bytes (raw and gzip), and the bytes a
 *     client-side navigation to the next page loads.
 *  4. Lighthouse (mobile, system Chromium): median of --runs runs per page.
 *  5. Search figures from scripts/bench-search.mjs, when present.
 *  6. A throwaway copy of the site with 4× the doc pages, built and measured
 *     beside a 1× copy (scripts/bench-scale.mjs).
 * Flags: --skip-build (use the existing build/), --runs N (Lighthouse runs, default 3; 0 skips Lighthouse),
 *   --skip-search (leave out part 5), --scale N (copies of the docs in part 6, default 4;
 *   1 skips it), --skip-scale (same as --scale 1), --keep-scale (keep part 6's temp folder).
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { createStaticServer } from './static-server.mjs';
import { longestPages, MEASURE_LABELS, scanBuild, withLongestPages } from './lib/longest-pages.mjs';
import { runScaleBench } from './bench-scale.mjs';

const siteDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { values } = parseArgs({
  options: {
    'skip-build': { type: 'boolean', default: false },
    runs: { type: 'string', default: '3' },
    'skip-search': { type: 'boolean', default: false },
    scale: { type: 'string', default: '4' },
    'skip-scale': { type: 'boolean', default: false },
    'keep-scale': { type: 'boolean', default: false },
  },
});
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
const FIXED_PAGES = [
  { name: 'Home', path: '/' },
  { name: 'Doc page', path: '/guide/start/quick-start' },
  { name: 'API page', path: '/api/test-api/test' },
  { name: 'Chinese page', path: '/zh/guide/start/', locale: 'zh-CN' },
];
const kb = (bytes) => (bytes / 1024).toFixed(1);
const LONGEST_PER_MEASURE = 3;
const median = (list) => {
  const sorted = [...list].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};
const sections = [];

// 1. Build -----------------------------------------------------------------
function timedBuild(label) {
  const hasGnuTime = fs.existsSync('/usr/bin/time');
  const command = ['npx', 'docusaurus', 'build'];
  const result = hasGnuTime
    ? spawnSync('/usr/bin/time', ['-f', '%e %U %S %M', ...command], { cwd: siteDir, encoding: 'utf8' })
    : spawnSync(command[0], command.slice(1), { cwd: siteDir, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`${label} build failed:\n${result.stderr.slice(-2000)}`);
  if (!hasGnuTime) return { label, wall: 'n/a', cpu: 'n/a', rss: 'n/a' };
  const [wall, user, sys, rssKb] = result.stderr.trim().split('\n').pop().split(' ').map(Number);
  return { label, wall: `${wall.toFixed(1)} s`, cpu: `${(user + sys).toFixed(1)} s`, rss: `${(rssKb / 1024).toFixed(0)} MB` };
}

if (!values['skip-build']) {
  console.log('Building (cold, caches cleared)…');
  for (const dir of ['node_modules/.cache', '.docusaurus', 'build']) fs.rmSync(path.join(siteDir, dir), { recursive: true, force: true });
  const cold = timedBuild('Cold (caches cleared)');
  console.log('Building (warm)…');
  const warm = timedBuild('Warm');
  spawnSync(process.execPath, ['scripts/csp-headers.mjs'], { cwd: siteDir, stdio: 'inherit' });
  sections.push([
    '## Build, both locales (budget: cold ≤ 30 s CPU)',
    '',
    '| Build | Wall | CPU (user+sys) | Peak memory |',
    '|---|---|---|---|',
    ...[cold, warm].map((row) => `| ${row.label} | ${row.wall} | ${row.cpu} | ${row.rss} |`),
  ].join('\n'));
}

// 2. Longest pages ------------------------------------------------------------
// Found over the whole build, so a page that grows long is measured without
// anyone adding it to the sample; the top one per locale and measure joins it.
const longest = longestPages(scanBuild(path.join(siteDir, 'build'), { locales: ['zh'] }), LONGEST_PER_MEASURE);
sections.push([
  `## Longest pages (top ${LONGEST_PER_MEASURE} per locale by DOM elements and by HTML bytes, over every page of the build)`,
  '',
  'Elements: start tags in the built HTML. Redirect stubs and 404 pages are left out.',
  '',
  '| Locale | Page | Elements | HTML raw | HTML gzip | Rank |',
  '|---|---|---|---|---|---|',
  ...longest.flatMap(({ locale, pages }) =>
    pages.map((p) => `| ${locale} | \`${p.route}\` | ${p.elements} | ${kb(p.bytes)} KB | ${kb(p.gzip)} KB | ${p.by.map(({ measure, rank }) => `#${rank} by ${MEASURE_LABELS[measure]}`).join(', ')} |`)),
].join('\n'));
const PAGES = withLongestPages(FIXED_PAGES, longest);

// 3. Page weight -------------------------------------------------------------
const server = createStaticServer({ root: path.join(siteDir, 'build'), locales: ['zh'] });
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const origin = `http://127.0.0.1:${server.address().port}`;
const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROME_FLAGS });

// Docusaurus prefetches the chunks of the pages that visible links lead to
// (<link rel="prefetch">, idle priority): counted apart from what a page needs.
const isPrefetch = (request) => /prefetch/.test(request.headers()['sec-purpose'] ?? '');

/** A desktop page in a fresh browser context, with the outside network cut off. */
async function openPage(locale) {
  const context = await browser.newContext({ locale: locale ?? 'en-US', viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await page.route((url) => !url.toString().startsWith(origin), (route) => route.abort());
  return { context, page };
}

/** The JS and CSS files a fresh load of `pagePath` uses (prefetches left out). */
async function jsAndCssOf(pagePath, locale) {
  const { context, page } = await openPage(locale);
  const urls = [];
  page.on('request', (request) => {
    if (!isPrefetch(request) && /\.(js|css)$/.test(new URL(request.url()).pathname)) urls.push(request.url());
  });
  await page.goto(origin + pagePath, { waitUntil: 'networkidle' });
  await context.close();
  return urls;
}

/** Waits until `count()` is the same after one `pause` as before it (at most `tries` pauses). */
async function untilSteady(page, count, { pause, tries }) {
  for (let k = 0, previous = -1; k < tries; k++) {
    const now = await count();
    if (now === previous) return;
    previous = now;
    await page.waitForTimeout(pause);
  }
}

async function measure(pageInfo) {
  const { context, page } = await openPage(pageInfo.locale);
  const responses = [];
  let phase = 'load';
  page.on('response', async (response) => {
    if (!response.url().startsWith(origin)) return;
    const request = response.request();
    const entry = { phase, prefetch: isPrefetch(request), url: response.url(), type: request.resourceType(), body: null };
    responses.push(entry);
    entry.body = await response.body().catch(() => Buffer.alloc(0));
  });
  await page.goto(origin + pageInfo.path, { waitUntil: 'networkidle' });
  await page.waitForSelector('html[data-has-hydrated="true"]');
  // Links in view are prefetched when the browser is idle, which on a long page
  // can come after the network was first idle: wait until no prefetch has
  // started for a second (ten at most), so that they count for this page.
  await untilSteady(page, () => responses.filter((entry) => entry.prefetch).length, { pause: 1000, tries: 10 });
  phase = 'navigation';
  // Doc pages: the "Next Page" link; the home page: its first link into the docs.
  const pagination = page.locator('a.pagination-nav__link--next');
  const next = (await pagination.count()) > 0 ? pagination.first() : page.locator('main a[href*="/guide/"]').first();
  const nextHref = await next.getAttribute('href').catch(() => null);
  let navUrls = [];
  if (nextHref) {
    const navStart = await page.evaluate(() => performance.now());
    await next.click();
    await page.waitForURL((url) => url.pathname === new URL(nextHref, origin).pathname);
    // A client-side navigation does not reset Playwright's load states, so
    // "networkidle" would return at once: wait until no new resource has
    // started for 600 ms instead (lazy chunks such as Prism start late).
    await untilSteady(page, () => page.evaluate(() => performance.getEntriesByType('resource').length), { pause: 600, tries: 20 });
    // Resource timing also lists files served from the prefetch cache, which
    // fire no response event. Prefetches the next page starts in turn
    // (initiator "link") are left out.
    navUrls = await page.evaluate(
      (start) =>
        performance
          .getEntriesByType('resource')
          .filter((entry) => entry.startTime >= start && entry.initiatorType !== 'link')
          .map((entry) => entry.name),
      navStart,
    );
  }
  await new Promise((resolve) => setTimeout(resolve, 200));
  await context.close();
  // Prefetched files come back without a body in the browser: read those from the build.
  const bytesOf = (entry) => {
    if (entry.body?.length) return entry.body;
    const file = path.join(siteDir, 'build', decodeURIComponent(new URL(entry.url).pathname));
    return /\.(js|css|json)$/.test(file) && fs.existsSync(file) ? fs.readFileSync(file) : Buffer.alloc(0);
  };
  const sum = (list, key) => list.reduce((total, entry) => total + (key === 'gzip' ? zlib.gzipSync(bytesOf(entry)).length : bytesOf(entry).length), 0);
  // A file fetched twice (prefetched, then used) counts once, as what the page needs.
  const unique = (list) => [...new Map(list.map((entry) => [entry.url, entry])).values()];
  const needed = unique(responses.filter((entry) => entry.phase === 'load' && !entry.prefetch));
  const neededUrls = new Set(needed.map((entry) => entry.url));
  const prefetched = unique(responses.filter((entry) => entry.phase === 'load' && entry.prefetch && !neededUrls.has(entry.url)));
  const isJs = (entry) => entry.type === 'script' || /\.js(\?|$)/.test(entry.url);
  const isCss = (entry) => entry.type === 'stylesheet' || /\.css(\?|$)/.test(entry.url);
  const js = needed.filter(isJs);
  const css = needed.filter(isCss);
  // The next page's files that the first page did not need (prefetched ones included).
  // Files served from the prefetch cache may be missing from resource timing:
  // add the JS and CSS a fresh load of the next page needs.
  const nextNeeds = nextHref ? await jsAndCssOf(new URL(nextHref, origin).pathname, pageInfo.locale) : [];
  const nav = [...new Set([...navUrls, ...nextNeeds])].filter((url) => url.startsWith(origin) && !neededUrls.has(url)).map((url) => responses.find((entry) => entry.url === url && entry.body?.length) ?? { url });
  return {
    ...pageInfo,
    requests: needed.length,
    jsRaw: sum(js, 'raw'), jsGzip: sum(js, 'gzip'), cssRaw: sum(css, 'raw'), cssGzip: sum(css, 'gzip'),
    prefetchCount: prefetched.length, prefetchGzip: sum(prefetched.filter((entry) => isJs(entry) || isCss(entry)), 'gzip'),
    navTo: nextHref, navBytes: sum(nav, 'raw'), navGzip: sum(nav, 'gzip'),
  };
}

const weights = [];
for (const pageInfo of PAGES) weights.push(await measure(pageInfo));
sections.push([
  '## First load (budgets, issue 38: JS+CSS gzip ≤ 155 KB on every doc page, ≤ 145 KB on the home page; the longest pages at most 3 KB more than Quick Start)',
  '',
  'Requests and bytes the page itself loads (each file once). Prefetched: chunks of the pages its visible links lead to, fetched at idle priority and not counted in the first load. Next page: bytes of the files a client-side navigation to it uses that the first page did not need (prefetched or fetched then).',
  '',
  '| Page | Requests | JS raw | JS gzip | CSS raw | CSS gzip | JS+CSS gzip | Prefetched (files, gzip) | Next page (client-side) | Its bytes raw / gzip |',
  '|---|---|---|---|---|---|---|---|---|---|',
  ...weights.map((w) => `| ${w.name} \`${w.path}\` | ${w.requests} | ${kb(w.jsRaw)} KB | ${kb(w.jsGzip)} KB | ${kb(w.cssRaw)} KB | ${kb(w.cssGzip)} KB | **${kb(w.jsGzip + w.cssGzip)} KB** | ${w.prefetchCount}, ${kb(w.prefetchGzip)} KB | \`${w.navTo ?? '-'}\` | ${kb(w.navBytes)} / ${kb(w.navGzip)} KB |`),
].join('\n'));
await browser.close();

// 4. Lighthouse ----------------------------------------------------------------
// Lighthouse slows the CPU by a factor relative to the machine it runs on, so a
// score depends on the machine (issue 38). Every run reports the machine's speed
// (environment.benchmarkIndex). The bench calibrates once: the slowdown is
// scaled so that every machine simulates the same device, the one Lighthouse's
// default 4x makes of a machine of REFERENCE_BENCHMARK_INDEX (the middle of the
// runs issue 38's figures come from). A run whose own index is more than
// COMPARABLE_SPREAD away from the calibration's (the machine got busier or
// calmer meanwhile) is not comparable and is left out of the medians.
const REFERENCE_BENCHMARK_INDEX = 2500;
const DEFAULT_SLOWDOWN = 4;
const COMPARABLE_SPREAD = 0.25;
const slowdownFor = (benchmarkIndex) => Math.min(20, Math.max(1, Math.round((DEFAULT_SLOWDOWN * benchmarkIndex) / REFERENCE_BENCHMARK_INDEX * 10) / 10));

function lighthouse(url, locale, slowdown = DEFAULT_SLOWDOWN) {
  return new Promise((resolve) => {
    const out = path.join(os.tmpdir(), `lh-${Date.now()}-${Math.random().toString(36).slice(2)}.json`);
    // A Chinese reader's browser: with an English one, the first visit to a
    // Chinese page would be redirected to English (spec 4).
    const flags = [...CHROME_FLAGS, ...(locale ? [`--lang=${locale}`, `--accept-lang=${locale}`] : [])].join(' ');
    const child = spawn(process.execPath, [path.join(siteDir, 'node_modules/lighthouse/cli/index.js'), url, '--quiet', '--output=json', `--output-path=${out}`, `--chrome-flags=${flags}`, '--only-categories=performance,accessibility,best-practices,seo',
      // External hosts (logos, the landing image, GitHub) cannot be reached from
      // this machine; blocked through DevTools, their failures are not counted as
      // console errors (Lighthouse ignores ERR_BLOCKED_BY_CLIENT.Inspector).
      '--blocked-url-patterns=https://*', `--throttling.cpuSlowdownMultiplier=${slowdown}`], {
      env: { ...process.env, CHROME_PATH: CHROMIUM },
      stdio: 'ignore',
    });
    child.on('close', () => {
      try {
        const report = JSON.parse(fs.readFileSync(out, 'utf8'));
        fs.rmSync(out, { force: true });
        const score = (id) => Math.round((report.categories[id]?.score ?? 0) * 100);
        resolve({
          performance: score('performance'), accessibility: score('accessibility'), bestPractices: score('best-practices'), seo: score('seo'),
          lcp: report.audits['largest-contentful-paint']?.numericValue ?? NaN,
          tbt: report.audits['total-blocking-time']?.numericValue ?? NaN,
          cls: report.audits['cumulative-layout-shift']?.numericValue ?? NaN,
          benchmarkIndex: report.environment?.benchmarkIndex ?? NaN,
          finalPath: new URL(report.finalDisplayedUrl ?? url).pathname,
        });
      } catch (error) {
        resolve(null);
      }
    });
  });
}

const runs = Number(values.runs);
const lhRows = [];
let calibration = null;
if (runs > 0) {
  // Two runs of the home page at the default slowdown: the machine's speed now.
  const probes = [];
  for (let run = 0; run < 2; run++) probes.push(await lighthouse(`${origin}/`, undefined));
  const indexes = probes.filter(Boolean).map((result) => result.benchmarkIndex).filter(Number.isFinite);
  if (indexes.length === 0) throw new Error('Lighthouse calibration failed: no benchmarkIndex');
  const benchmarkIndex = median(indexes);
  calibration = { benchmarkIndex, slowdown: slowdownFor(benchmarkIndex) };
}
const comparable = (result) => Math.abs(result.benchmarkIndex - calibration.benchmarkIndex) <= COMPARABLE_SPREAD * calibration.benchmarkIndex;
for (const pageInfo of runs > 0 ? PAGES : []) {
  const results = [];
  for (let run = 0; run < runs; run++) {
    const result = await lighthouse(origin + pageInfo.path, pageInfo.locale, calibration.slowdown);
    if (result) results.push(result);
  }
  const strays = [...new Set(results.map((result) => result.finalPath).filter((finalPath) => finalPath !== pageInfo.path))];
  if (strays.length > 0) throw new Error(`Lighthouse audited ${strays.join(', ')} instead of ${pageInfo.path}`);
  const indexes = results.map((result) => Math.round(result.benchmarkIndex)).join(', ');
  const kept = results.filter(comparable);
  if (kept.length === 0) {
    lhRows.push(`| ${pageInfo.name} \`${pageInfo.path}\` | ${results.length === 0 ? 'failed' : 'not comparable'} | | | | | | | ${indexes} (0 of ${results.length}) |`);
    continue;
  }
  const pick = (key) => median(kept.map((result) => result[key]));
  lhRows.push(`| ${pageInfo.name} \`${pageInfo.path}\` | ${pick('performance')} | ${pick('accessibility')} | ${pick('bestPractices')} | ${pick('seo')} | ${(pick('lcp') / 1000).toFixed(2)} s | ${Math.round(pick('tbt'))} ms | ${pick('cls').toFixed(3)} | ${indexes} (${kept.length} of ${results.length}) |`);
}
if (runs > 0) sections.push([
  `## Lighthouse, mobile, median of ${runs} (budgets: performance ≥ 97 on every page; TBT ≤ 150 ms; accessibility, best practices, SEO 100; CLS 0)`,
  '',
  `Calibration: benchmarkIndex ${Math.round(calibration.benchmarkIndex)} (median of two runs of the home page at Lighthouse's default 4× CPU slowdown), so every run below used a ${calibration.slowdown}× slowdown: the device Lighthouse's 4× makes of a machine of benchmarkIndex ${REFERENCE_BENCHMARK_INDEX}. A run whose own benchmarkIndex is more than ${COMPARABLE_SPREAD * 100}% from the calibration's is not comparable and is left out of the medians (the last column lists every run's index).`,
  '',
  '| Page | Performance | Accessibility | Best practices | SEO | LCP | TBT | CLS | benchmarkIndex of the runs (comparable) |',
  '|---|---|---|---|---|---|---|---|---|',
  ...lhRows,
].join('\n'));
server.close();

// 5. Search ----------------------------------------------------------------------
const searchBench = path.join(siteDir, 'scripts/bench-search.mjs');
if (!values['skip-search'] && fs.existsSync(searchBench)) {
  const searchServer = createStaticServer({ root: path.join(siteDir, 'build'), locales: ['zh'] });
  await new Promise((resolve) => searchServer.listen(0, '127.0.0.1', resolve));
  // Asynchronous: spawnSync would block this process, and with it the server.
  const result = await new Promise((resolve) => {
    const child = spawn(process.execPath, [searchBench, `http://127.0.0.1:${searchServer.address().port}`], { cwd: siteDir });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('close', (status) => resolve({ status, stdout, stderr }));
  });
  searchServer.close();
  sections.push(`## Search\n\n${result.status === 0 ? result.stdout.trim() : `bench-search failed:\n\n\`\`\`\n${(result.stderr || result.stdout).slice(-1500)}\n\`\`\``}`);
}

// 6. Scale ------------------------------------------------------------------------
const scale = values['skip-scale'] ? 1 : Number(values.scale);
if (scale > 1) {
  sections.push(await runScaleBench({ siteDir, scale, keep: values['keep-scale'], chromium: CHROMIUM, chromeFlags: CHROME_FLAGS }));
}

// Report -----------------------------------------------------------------------------
const chromiumVersion = spawnSync(CHROMIUM, ['--version'], { encoding: 'utf8' }).stdout.trim();
const header = [
  '# Benchmark results',
  '',
  `Run on ${new Date().toISOString()} — ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'}, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB RAM, ${os.type()} ${os.release()}, Node ${process.version}, ${chromiumVersion}.`,
  'Produced by `npm run bench`. Timings on this shared machine are noisy: compare ratios within one run.',
].join('\n');
const report = `${[header, ...sections].join('\n\n')}\n`;
fs.mkdirSync(path.join(siteDir, 'bench'), { recursive: true });
// RESULTS.md holds hand-written history sections: a run never overwrites it.
fs.writeFileSync(path.join(siteDir, 'bench/LATEST.md'), report);
console.log(`\n${report}`);
