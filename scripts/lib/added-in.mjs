/**
 * Pure part of scripts/added-in.mjs (unit-tested): the first version that has
 * each name. Reading the versions is scripts/lib/rstest-package.mjs's job.
 */
import { compareVersions } from './rstest-package.mjs';

/**
 * From [{ version, names: { group: [name…] }, present?: { group: [name…] } }]
 * to { group: { name: first version } }, keys sorted so the file diffs well.
 * Versions are read oldest first whatever order they come in, every patch
 * counts (issue 40: `registerWorkerCleanup` came in 0.11.9, not 0.11.0).
 * `names` are the names Rstest declares itself (what the file lists);
 * `present`, when given for a group, is everything the version had under it,
 * including names declared by the libraries it bundles: a name is dated by the
 * first version where it was present either way.
 */
export function firstVersions(perVersion) {
  const ordered = [...perVersion].sort((a, b) => compareVersions(a.version, b.version));
  const listed = {};
  for (const { names } of ordered) {
    for (const [group, list] of Object.entries(names)) {
      listed[group] ??= new Set();
      for (const name of list) listed[group].add(name);
    }
  }
  const out = {};
  for (const [group, set] of Object.entries(listed)) {
    const first = {};
    for (const { version, names, present } of ordered) {
      const available = new Set([...(names[group] ?? []), ...(present?.[group] ?? [])]);
      for (const name of set) if (available.has(name)) first[name] ??= version;
    }
    out[group] = Object.fromEntries(Object.entries(first).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
  }
  return out;
}

/**
 * The groups of src/data/addedIn.json from one version's surface
 * (scripts/lib/rstest-package.mjs readSurface) and CLI flags.
 */
export function addedInNames(surface, flags) {
  return {
    names: {
      config: surface.configKeys,
      rs: surface.utilities,
      matchers: surface.matchers,
      expect: surface.expectStatics,
      test: surface.testModifiers,
      describe: surface.describeModifiers,
      exports: surface.coreExports,
      cli: flags,
    },
    present: {
      matchers: surface.present.matchers,
      expect: surface.present.expectStatics,
      test: surface.present.testModifiers,
      describe: surface.present.describeModifiers,
    },
  };
}
