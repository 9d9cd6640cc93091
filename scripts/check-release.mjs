#!/usr/bin/env node
/**
 * issue 40: `npm run check:release [version]` lists what a published
 * @rstest/core (default: the registry's `latest`) changes against the pinned
 * one in node_modules, and the pages each change concerns. Exits 1 when
 * something differs, 0 when nothing does, 2 when it could not check.
 *
 *   npm run check:release [-- <version>] [--json] [--keep] [--save-surfaces <dir>]
 *   node scripts/check-release.mjs --stored <dir>
 *
 * `--save-surfaces` writes what was read (pinned.json, checked.json,
 * companions.json); `--stored` compares such a folder again without the
 * registry (the unit tests run it on tests/unit/fixtures/release/).
 *
 * It installs that version in a temporary folder and reads both through
 * scripts/lib/rstest-package.mjs (the same reader as scripts/added-in.mjs):
 * config options (nested ones too, from the types) and defaults (the package's
 * own normalizer run on an empty config, plus the `@default` tags of its
 * types), CLI flags (`rstest --help`), rs members, expect matchers and
 * statics, test/describe modifiers, reporter hooks, exports and exported
 * types; and, for each companion package, which of its published versions
 * installs next to each core version (their peerDependencies on @rstest/core).
 * The comparison and the pages are scripts/lib/release-diff.mjs.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { compareReleases, docsIndex, formatReport, pagesFor } from './lib/release-diff.mjs';
import { COMPANIONS, installVersion, installedVersion, latestVersion, peerRanges, readCliFlags, readConfigDefaults, readSurface } from './lib/rstest-package.mjs';

const siteDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
if (args.includes('--help') || args.includes('-h')) {
  console.log('Usage: npm run check:release [-- <version>] [--json] [--keep] [--save-surfaces <dir>]\n       node scripts/check-release.mjs --stored <dir> [--json]');
  process.exit(0);
}
const valueOf = (name) => (args.includes(name) ? path.resolve(args[args.indexOf(name) + 1]) : null);
const saveDir = valueOf('--save-surfaces');
const storedDir = valueOf('--stored');
const requested = args.find((arg, index) => !arg.startsWith('--') && !['--save-surfaces', '--stored'].includes(args[index - 1]));
const readJson = (file) => JSON.parse(fs.readFileSync(file, 'utf8'));

/** One version's surface, CLI flags and defaults, from an install folder. */
function snapshot(dir) {
  const surface = readSurface(dir, siteDir);
  return { version: installedVersion(dir), surface, cli: readCliFlags(dir), defaults: readConfigDefaults(dir) };
}

/** The English pages, by path under docs/. */
function readDocs() {
  const docsDir = path.join(siteDir, 'docs');
  const pages = {};
  const walk = (dir) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.mdx?$/.test(entry.name)) pages[path.relative(docsDir, full).split(path.sep).join('/')] = fs.readFileSync(full, 'utf8');
    }
  };
  walk(docsDir);
  return pages;
}

/** Reads both versions and the companions from the registry and the installs. */
function readLive() {
  const version = requested ?? latestVersion();
  console.error(`check:release: installing @rstest/core@${version} in a temporary folder…`);
  scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'rstest-check-release-'));
  installVersion(version, scratch);
  const checked = snapshot(scratch);
  const pinned = snapshot(siteDir);
  console.error('check:release: reading the companion packages\' peer ranges…');
  const companions = Object.fromEntries(COMPANIONS.map((name) => [name, peerRanges(name)]));
  if (saveDir) {
    fs.mkdirSync(saveDir, { recursive: true });
    const write = (name, value) => fs.writeFileSync(path.join(saveDir, name), `${JSON.stringify(value, null, 1)}\n`);
    write('pinned.json', pinned);
    write('checked.json', checked);
    write('companions.json', companions);
  }
  return { pinned, checked, companions };
}

let scratch = null;
try {
  const { pinned, checked, companions } = storedDir
    ? { pinned: readJson(path.join(storedDir, 'pinned.json')), checked: readJson(path.join(storedDir, 'checked.json')), companions: fs.existsSync(path.join(storedDir, 'companions.json')) ? readJson(path.join(storedDir, 'companions.json')) : {} }
    : readLive();
  const result = compareReleases(pinned, checked, companions);
  const index = docsIndex(readDocs());
  if (args.includes('--json')) {
    console.log(JSON.stringify({ pinned: pinned.version, checked: checked.version, notes: result.notes, differences: result.differences.map((difference) => ({ ...difference, pages: pagesFor(difference, index).map((page) => `docs/${page}`) })) }, null, 2));
  } else {
    console.log(formatReport(pinned, checked, result, index));
  }
  process.exitCode = result.differences.length > 0 ? 1 : 0;
} catch (error) {
  console.error(`check:release could not check: ${error.message}`);
  process.exitCode = 2;
} finally {
  if (scratch && !args.includes('--keep')) fs.rmSync(scratch, { recursive: true, force: true });
  else if (scratch) console.error(`check:release: kept ${scratch}`);
}
