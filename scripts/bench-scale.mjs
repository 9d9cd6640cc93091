#!/usr/bin/env node
/**
 * Issue 23, "proof of scale" (and issue 24's 4× search figures): builds a
 * throwaway copy of the site at 1× and at N× the doc pages and prints, side
 * by side, what a page costs in each:
 *  - first-load JS+CSS gzip of the same doc page in both locales,
 *  - the largest HTML page per locale (bytes and DOM elements),
 *  - build wall and CPU time (expected to grow),
 *  - the bytes before the first search result (scripts/bench-search.mjs --first-search),
 * with the N×/1× ratio and whether the per-page costs stay within 5%.
 *
 * The copy lives under os.tmpdir(): the site's sources without node_modules
 * (symlinked instead), build output, caches or .git. It is a git repository of
 * its own, so pages get their last-update dates as in a real build. Both
 * builds run there under the same conditions: cold, without Rspack's
 * persistent cache (which lives in the shared node_modules/.cache).
 * Copies of the docs go to scale-2 … scale-N folders of both locales' docs
 * trees, and every sidebar gets their items appended (scripts/lib/scale-site.mjs).
 *
 * Run by `npm run bench` (--scale, --skip-scale, --keep-scale), or alone:
 *   node scripts/bench-scale.mjs [--scale 4] [--keep-scale]
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
import { scanBuild } from './lib/longest-pages.mjs';
import { indexUrlOf } from './lib/search-index-file.mjs';
import {
  chunkGrowth, chunkName, compare, copyDocSource, copyFolders, scaledSidebarsSource, scaleSidebarTranslations, SKIPPED_TOP_LEVEL,
} from './lib/scale-site.mjs';

const ZH_DOCS = 'i18n/zh/docusaurus-plugin-content-docs/current';
const ZH_SIDEBAR_MESSAGES = 'i18n/zh/docusaurus-plugin-content-docs/current.json';
/** The same doc page in both builds, one per locale. */
const DOC_PAGES = [
  { locale: 'en', path: '/guide/start/quick-start', browserLocale: 'en-US' },
  { locale: 'zh', path: '/zh/guide/start/', browserLocale: 'zh-CN' },
];
const DEFAULT_FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

// The copy ---------------------------------------------------------------------

/** The site's sources, without what is generated or installed; node_modules as a link to the real one. */
function copySite(siteDir, dest) {
  fs.mkdirSync(dest, { recursive: true });
  for (const entry of fs.readdirSync(siteDir)) {
    if (SKIPPED_TOP_LEVEL.has(entry)) continue;
    fs.cpSync(path.join(siteDir, entry), path.join(dest, entry), { recursive: true, dereference: false });
  }
  fs.symlinkSync(fs.realpathSync(path.join(siteDir, 'node_modules')), path.join(dest, 'node_modules'), 'dir');
}

/** Commits everything, so Docusaurus finds a last-update date for every page, copies included. */
function commitAll(dir, message) {
  const git = (...args) => spawnSync('git', ['-c', 'user.name=bench', '-c', 'user.email=bench@localhost', '-c', 'commit.gpgsign=false', ...args], { cwd: dir, encoding: 'utf8' });
  if (!fs.existsSync(path.join(dir, '.git'))) git('init', '-q');
  git('add', '-A');
  const result = git('commit', '-q', '-m', message);
  if (result.status !== 0) throw new Error(`git commit in ${dir} failed: ${result.stderr}`);
}

/** Copies 2 … N of both docs trees, the sidebars extended and their Chinese labels added. */
function addCopies(dir, folders) {
  for (const tree of ['docs', ZH_DOCS]) {
    const root = path.join(dir, tree);
    const originals = fs.readdirSync(root);
    for (const folder of folders) {
      for (const entry of originals) fs.cpSync(path.join(root, entry), path.join(root, folder, entry), { recursive: true });
      for (const file of fs.readdirSync(path.join(root, folder), { recursive: true })) {
        if (!/\.mdx?$/.test(file)) continue;
        const fullPath = path.join(root, folder, file);
        fs.writeFileSync(fullPath, copyDocSource(fs.readFileSync(fullPath, 'utf8'), folder));
      }
    }
  }
  const sidebarsFile = path.join(dir, 'sidebars.ts');
  fs.writeFileSync(sidebarsFile, scaledSidebarsSource(fs.readFileSync(sidebarsFile, 'utf8'), folders));
  const messagesFile = path.join(dir, ZH_SIDEBAR_MESSAGES);
  if (fs.existsSync(messagesFile)) {
    const messages = JSON.parse(fs.readFileSync(messagesFile, 'utf8'));
    fs.writeFileSync(messagesFile, `${JSON.stringify(scaleSidebarTranslations(messages, folders), null, 2)}\n`);
  }
}

/** `docusaurus build` of both locales into `outDir`, timed like bench.mjs's timedBuild. */
function timedBuild(dir, outDir) {
  const hasGnuTime = fs.existsSync('/usr/bin/time');
  const command = ['npx', 'docusaurus', 'build', '--out-dir', outDir];
  const env = { ...process.env, DOCUSAURUS_NO_PERSISTENT_CACHE: '1' };
  const started = Date.now();
  const result = hasGnuTime
    ? spawnSync('/usr/bin/time', ['-f', '%e %U %S %M', ...command], { cwd: dir, encoding: 'utf8', env, maxBuffer: 256 * 2 ** 20 })
    : spawnSync(command[0], command.slice(1), { cwd: dir, encoding: 'utf8', env, maxBuffer: 256 * 2 ** 20 });
  if (result.status !== 0) throw new Error(`build in ${dir} failed:\n${(result.stderr || result.stdout).slice(-3000)}`);
  if (!hasGnuTime) return { wall: (Date.now() - started) / 1000, cpu: NaN, rssMb: NaN };
  const [wall, user, sys, rssKb] = result.stderr.trim().split('\n').pop().split(' ').map(Number);
  return { wall, cpu: user + sys, rssMb: rssKb / 1024 };
}

// Measures -----------------------------------------------------------------------

/**
 * JS+CSS gzip a fresh load of `pagePath` needs (prefetches left out), read
 * from the build folder: the total, and each chunk's share by its unhashed name.
 */
async function firstLoadGzip(browser, origin, buildDir, { path: pagePath, browserLocale }) {
  const context = await browser.newContext({ locale: browserLocale, viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await page.route((url) => !url.toString().startsWith(origin), (route) => route.abort());
  const urls = new Set();
  page.on('request', (request) => {
    const prefetch = /prefetch/.test(request.headers()['sec-purpose'] ?? '');
    if (!prefetch && /\.(js|css)$/.test(new URL(request.url()).pathname)) urls.add(request.url());
  });
  const response = await page.goto(origin + pagePath, { waitUntil: 'networkidle' });
  // The route's chunks start only once main.js has run: with a bigger main.js
  // (more routes) "networkidle" alone can come before them. Hydration needs them.
  await page.waitForSelector('html[data-has-hydrated="true"]', { timeout: 30_000 });
  await page.waitForLoadState('networkidle');
  const finalPath = new URL(page.url()).pathname;
  await context.close();
  if (!response?.ok() || finalPath !== pagePath) throw new Error(`${pagePath} answered ${response?.status()} at ${finalPath}`);
  const sizes = {};
  for (const url of urls) {
    const file = decodeURIComponent(new URL(url).pathname);
    sizes[chunkName(file)] = (sizes[chunkName(file)] ?? 0) + zlib.gzipSync(fs.readFileSync(path.join(buildDir, file))).length;
  }
  return { total: Object.values(sizes).reduce((a, b) => a + b, 0), sizes };
}

/** scripts/bench-search.mjs --first-search against a server of `buildDir`. */
function firstSearch(siteDir, origin, buildDir) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(siteDir, 'scripts/bench-search.mjs'), origin, '--build', buildDir, '--first-search'], { cwd: siteDir });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('close', (status) => {
      if (status !== 0) return reject(new Error(`bench-search --first-search failed: ${(stderr || stdout).slice(-1500)}`));
      resolve(JSON.parse(stdout.trim().split('\n').pop()));
    });
  });
}

/** Gzip bytes of each locale's search manifest, the file every first search fetches before any shard. */
function manifestGzip(buildDir) {
  const sizes = {};
  for (const [locale, base] of [['en', ''], ['zh', 'zh']]) {
    const url = indexUrlOf(path.join(buildDir, base, 'index.html'));
    sizes[locale] = zlib.gzipSync(fs.readFileSync(path.join(buildDir, url))).length;
  }
  return sizes;
}

/** Every figure of one build. */
async function measureBuild({ siteDir, buildDir, chromiumPath, chromeFlags }) {
  const pages = scanBuild(buildDir, { locales: ['zh'] });
  const largest = {};
  for (const locale of ['en', 'zh']) {
    const own = pages.filter((page) => page.locale === locale);
    largest[locale] = {
      bytes: own.reduce((a, b) => (b.bytes > a.bytes ? b : a)),
      elements: own.reduce((a, b) => (b.elements > a.elements ? b : a)),
    };
  }
  const server = createStaticServer({ root: buildDir, locales: ['zh'] });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${server.address().port}`;
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromeFlags });
  try {
    const firstLoad = {};
    for (const docPage of DOC_PAGES) firstLoad[docPage.locale] = await firstLoadGzip(browser, origin, buildDir, docPage);
    const search = await firstSearch(siteDir, origin, buildDir);
    return { pages, pageCount: pages.length, largest, firstLoad, search, manifest: manifestGzip(buildDir) };
  } finally {
    await browser.close();
    server.close();
  }
}

// Report ---------------------------------------------------------------------------

/** One row: a label, the 1× and N× values, their ratio, and (per-page costs only) whether it held within 5%. */
function row(label, one, many, { format = (v) => String(v), perPage = true } = {}) {
  const { ratio, within } = compare(one, many);
  const cell = (value) => (Number.isFinite(value) ? format(value) : 'n/a');
  const verdict = perPage ? (within ? 'yes' : '**no**') : 'grows (expected)';
  return `| ${label} | ${cell(one)} | ${cell(many)} | ${Number.isFinite(ratio) ? ratio.toFixed(2) : 'n/a'} | ${verdict} |`;
}

const pageCell = (page) => `${kb(page.bytes)} raw, ${kb(page.gzip)} gzip, ${page.elements} el. \`${page.route}\``;

function report(scale, one, many) {
  const rows = [];
  rows.push(`| Content pages, both locales (docs copied; home and blog pages not) | ${one.pageCount} | ${many.pageCount} | ${(many.pageCount / one.pageCount).toFixed(2)} | |`);
  for (const { locale, path: pagePath } of DOC_PAGES) {
    const [oneLoad, manyLoad] = [one.firstLoad[locale], many.firstLoad[locale]];
    rows.push(row(`First load JS+CSS gzip, \`${pagePath}\``, oneLoad.total, manyLoad.total, { format: kb }));
    // Where the growth is: the chunks that grew most (names without hashes).
    const grown = chunkGrowth(oneLoad.sizes, manyLoad.sizes);
    if (grown.length > 0) rows.push(`| … chunks that grew most | | ${grown.map(({ name, delta }) => `\`${name}\` +${kb(delta)}`).join(', ')} | | |`);
  }
  for (const locale of ['en', 'zh']) {
    const oneTop = one.largest[locale].bytes;
    const manyTop = many.largest[locale].bytes;
    const { ratio, within } = compare(oneTop.bytes, manyTop.bytes);
    rows.push(`| Largest HTML page, ${locale} | ${pageCell(oneTop)} | ${pageCell(manyTop)} | ${ratio.toFixed(2)} | ${within ? 'yes' : '**no**'} |`);
    // The same page in the N× build: the 1× largest page may no longer be the largest.
    const same = many.pages.find((page) => page.route === oneTop.route);
    if (same && same.route !== manyTop.route) rows.push(row(`Same page in ${scale}×, \`${oneTop.route}\``, oneTop.bytes, same.bytes, { format: kb }));
    const oneEl = one.largest[locale].elements;
    const manyEl = many.largest[locale].elements;
    rows.push(row(`Most DOM elements, ${locale} (\`${oneEl.route}\` / \`${manyEl.route}\`)`, oneEl.elements, manyEl.elements));
  }
  rows.push(row('Build wall time, both locales', one.build.wall, many.build.wall, { format: (v) => `${v.toFixed(1)} s`, perPage: false }));
  rows.push(row('Build CPU time (user+sys)', one.build.cpu, many.build.cpu, { format: (v) => `${v.toFixed(1)} s`, perPage: false }));
  rows.push(row('Build peak memory', one.build.rssMb, many.build.rssMb, { format: (v) => `${v.toFixed(0)} MB`, perPage: false }));
  for (const locale of ['en', 'zh']) {
    rows.push(row(`First search, bytes before the first result, gzip, ${locale} (median of ${one.search[locale].queries.length} queries)`, one.search[locale].median, many.search[locale].median, { format: kb }));
    rows.push(row(`First search, worst query, ${locale} (“${one.search[locale].worstQuery}” / “${many.search[locale].worstQuery}”)`, one.search[locale].worst, many.search[locale].worst, { format: kb }));
    rows.push(row(`Search manifest, gzip, ${locale} (fetched by every first search; an entry per page and per section)`, one.manifest[locale], many.manifest[locale], { format: kb }));
    // The copies repeat the originals, so their manifest entries (titles, each
    // section's term count) compress into back-references: the copy understates
    // what distinct pages would add. Bound it: no page of the 1× manifest costs
    // more than the whole manifest's bytes per page, so N× distinct pages add at
    // most (N − 1) × the 1× manifest to the first search.
    const bound = one.search[locale].median + (scale - 1) * one.manifest[locale];
    rows.push(row(`First search with ${scale}× distinct pages, upper bound, ${locale} (1× median + ${scale - 1} × the 1× manifest)`, one.search[locale].median, bound, { format: kb }));
  }
  return [
    `## Scale: the site at 1× and ${scale}× the doc pages (issue 23; per-page costs within 5%)`,
    '',
    `A throwaway copy of the site (os.tmpdir()); the ${scale}× copy adds ${scale - 1} copies of every doc page of both locales (folders scale-2 … scale-${scale}), appended to every sidebar. Both built cold (no Rspack persistent cache), both locales, in the same place. Copies repeat their originals, which compress better than distinct pages would: the search manifest's growth is therefore also bounded from the 1× manifest (the “upper bound” rows).`,
    '',
    `| Measure | 1× | ${scale}× | ${scale}×/1× | Within 5% |`,
    '|---|---|---|---|---|',
    ...rows,
  ].join('\n');
}

/** Measures the 1× and N× builds under `tmp` and returns the report. */
async function measureBoth({ siteDir, tmp, scale, builds, chromiumPath, chromeFlags, log }) {
  log('Scale: measuring both builds…');
  const measured = [];
  for (const [index, name] of ['build-1x', `build-${scale}x`].entries()) {
    measured.push({ ...(await measureBuild({ siteDir, buildDir: path.join(tmp, name), chromiumPath, chromeFlags })), build: builds[index] });
  }
  return report(scale, ...measured);
}

/**
 * The whole scale bench: copy, build 1×, add copies, build N×, measure both,
 * remove the copy (unless `keep`). Returns the Markdown section; a failure is
 * reported in the section instead of ending the rest of the bench.
 */
export async function runScaleBench({ siteDir, scale = 4, keep = false, chromium: chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', chromeFlags = DEFAULT_FLAGS, log = console.log }) {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'rstest-bench-scale-'));
  const dir = path.join(tmp, 'site');
  try {
    log(`Scale: copying the site to ${dir}…`);
    copySite(siteDir, dir);
    commitAll(dir, '1x');
    log('Scale: building 1× (cold, both locales)…');
    const oneBuild = timedBuild(dir, path.join(tmp, 'build-1x'));
    addCopies(dir, copyFolders(scale));
    commitAll(dir, `${scale}x`);
    log(`Scale: building ${scale}× (cold, both locales)…`);
    const manyBuild = timedBuild(dir, path.join(tmp, `build-${scale}x`));
    return await measureBoth({ siteDir, tmp, scale, builds: [oneBuild, manyBuild], chromiumPath, chromeFlags, log });
  } catch (error) {
    return `## Scale: the site at 1× and ${scale}× the doc pages\n\nFailed (copy kept at ${tmp} when --keep-scale):\n\n\`\`\`\n${String(error.stack ?? error).slice(-3000)}\n\`\`\``;
  } finally {
    if (keep) log(`Scale: kept ${tmp}`);
    else fs.rmSync(tmp, { recursive: true, force: true });
  }
}

// Run alone: node scripts/bench-scale.mjs [--scale 4] [--keep-scale]
// Debugging a measure: --measure DIR measures the builds a --keep-scale run left
// in DIR again, without copying or building (build times are then n/a).
if (process.argv[1] && fs.realpathSync(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { values } = parseArgs({ options: { scale: { type: 'string', default: '4' }, 'keep-scale': { type: 'boolean', default: false }, measure: { type: 'string' } } });
  const siteDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const scale = Number(values.scale);
  const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  const noTimes = { wall: NaN, cpu: NaN, rssMb: NaN };
  console.log(values.measure
    ? await measureBoth({ siteDir, tmp: values.measure, scale, builds: [noTimes, noTimes], chromiumPath, chromeFlags: DEFAULT_FLAGS, log: console.log })
    : await runScaleBench({ siteDir, scale, keep: values['keep-scale'] }));
}
