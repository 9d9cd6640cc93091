#!/usr/bin/env node
/**
 * Writes src/data/addedIn.json: for every config key, runtime name and CLI flag
 * of @rstest/core, the first published version that has it (issue 40: to the
 * patch, `registerWorkerCleanup` is 0.11.9, not 0.11). Run by hand when a new
 * version is published (it needs the npm registry, so it is not in CI):
 *
 *   node scripts/added-in.mjs [--scratch /tmp/rstest-added-in] [--reuse] [--full] [--out file]
 *
 * Every stable published version is read, not one per minor, so the answer is
 * the first version that has a name even if a later patch dropped it again.
 * Reading goes through scripts/lib/rstest-package.mjs, like check:release.
 *
 * Cost: one `npm install` per minor (its newest patch, with dependencies);
 * every other patch of that minor is its tarball (`npm pack`, cached under
 * --scratch) unpacked over node_modules/@rstest/core of that install. That
 * reads the same names as installing each patch, because
 * - the type names counted are only those @rstest/core declares in its own
 *   dist files (see readSurface); a dependency's types are never counted, and
 *   a patch of the same minor resolves its imports against dependencies of the
 *   same packages at close versions;
 * - the flags come from `rstest --help`, which the package's own CLI code
 *   prints; the dependencies only have to load (and when one does not, the
 *   help fails, and that version is installed on its own instead).
 * `--full` installs every version on its own instead. On 2026-11-28 both ways
 * read the same names for each of the 40 versions (every group, flags and
 * chai-declared names included) and wrote the same file; the swap run took
 * 1082 s and the full one 1913 s, one after the other on a shared 2-core
 * machine (load 9-14), so the ratio is rough.
 * `--reuse` takes the names of a version from a previous run's cache
 * (published versions never change).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { addedInNames, firstVersions } from './lib/added-in.mjs';
import { groupByMinor, installVersion, installedVersion, packTarball, publishedVersions, readCliFlags, readSurface, swapCore } from './lib/rstest-package.mjs';

const siteDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const option = (name, fallback) => (args.includes(name) ? path.resolve(args[args.indexOf(name) + 1]) : fallback);
const scratchRoot = option('--scratch', path.join(os.tmpdir(), 'rstest-added-in'));
const outFile = option('--out', path.join(siteDir, 'src', 'data', 'addedIn.json'));
const reuse = args.includes('--reuse');
const full = args.includes('--full');
const tarballs = path.join(scratchRoot, 'tarballs');
const namesCache = path.join(scratchRoot, 'names');

/** The groups the data file keeps, for the install in `dir`. */
function readNames(dir) {
  return addedInNames(readSurface(dir, siteDir), readCliFlags(dir));
}

const published = publishedVersions();
const minors = groupByMinor(published);
console.log(`@rstest/core: ${published.length} stable versions in ${minors.length} minors (${full ? 'one install each' : 'one install per minor'})`);

const perVersion = [];
for (const [minor, versions] of minors) {
  const depsDir = path.join(scratchRoot, full ? 'full' : `minor-${minor}`);
  let installedFor = null;
  for (const version of versions) {
    const cacheFile = path.join(namesCache, `${version}.json`);
    if (reuse && fs.existsSync(cacheFile)) {
      perVersion.push({ version, ...JSON.parse(fs.readFileSync(cacheFile, 'utf8')) });
      continue;
    }
    const started = Date.now();
    let how;
    let names;
    if (full) {
      installVersion(version, depsDir);
      how = 'installed';
      names = readNames(depsDir);
    } else {
      if (!installedFor) {
        installedFor = versions.at(-1);
        installVersion(installedFor, depsDir);
      }
      if (installedVersion(depsDir) !== version) swapCore(depsDir, packTarball(version, tarballs));
      how = version === installedFor ? 'installed' : `unpacked over ${installedFor}'s dependencies`;
      try {
        names = readNames(depsDir);
      } catch (error) {
        // The dependencies of another patch did not load: install this one on its own.
        console.warn(`${version}: ${error.message.split('\n')[0]}; installing it on its own`);
        const ownDir = path.join(scratchRoot, 'own');
        installVersion(version, ownDir);
        how = 'installed (fallback)';
        names = readNames(ownDir);
        fs.rmSync(ownDir, { recursive: true, force: true });
      }
    }
    fs.mkdirSync(namesCache, { recursive: true });
    fs.writeFileSync(cacheFile, JSON.stringify(names));
    perVersion.push({ version, ...names });
    const counts = Object.entries(names.names).map(([group, list]) => `${group} ${list.length}`).join(', ');
    console.log(`${version} (${how}): ${counts} (${((Date.now() - started) / 1000).toFixed(0)} s)`);
  }
  fs.rmSync(depsDir, { recursive: true, force: true });
}

const data = {
  $comment: 'Generated by scripts/added-in.mjs from every published @rstest/core version; do not edit by hand.',
  firstRelease: perVersion[0].version,
  versions: perVersion.map(({ version }) => version),
  ...firstVersions(perVersion),
};
fs.mkdirSync(path.dirname(outFile), { recursive: true });
fs.writeFileSync(outFile, `${JSON.stringify(data, null, 2)}\n`);
console.log(`wrote ${path.relative(process.cwd(), outFile)}`);
