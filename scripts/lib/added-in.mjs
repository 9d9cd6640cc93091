/**
 * Pure parts of scripts/added-in.mjs (unit-tested): which versions to install,
 * how to read flags from `rstest --help`, and the first version of each name.
 */

/** `0.7.9` → `0.7`. */
export function minorOf(version) {
  return version.split('.').slice(0, 2).join('.');
}

/** The last patch of each minor version, oldest first; pre-releases are left out. */
export function lastPatchPerMinor(versions) {
  const last = new Map();
  for (const version of versions) {
    const match = /^(\d+)\.(\d+)\.(\d+)$/.exec(version);
    if (!match) continue;
    const key = `${match[1]}.${match[2]}`;
    const current = last.get(key);
    if (!current || Number(match[3]) > Number(current.split('.')[2])) last.set(key, version);
  }
  const numeric = (version) => version.split('.').map(Number);
  return [...last.values()].sort((a, b) => {
    const [a1, a2] = numeric(a);
    const [b1, b2] = numeric(b);
    return a1 - b1 || a2 - b2;
  });
}

/** The lines of one titled section (`Options:`, `Commands:`) of a cac help text. */
function section(help, title) {
  const lines = help.split('\n');
  const start = lines.findIndex((line) => line.trim() === `${title}:`);
  if (start < 0) return [];
  const out = [];
  for (const line of lines.slice(start + 1)) {
    if (!/^\s+\S/.test(line)) break;
    out.push(line);
  }
  return out;
}

/** Long flags of the Options section (the first column only, so a description's `--flag` does not count). */
export function parseHelpFlags(help) {
  const flags = [];
  for (const line of section(help, 'Options')) {
    const column = line.trim().split(/\s{2,}/)[0];
    for (const [flag] of column.matchAll(/--[A-Za-z][\w.*-]*/g)) {
      if (flag !== '--help' && flag !== '--version') flags.push(flag);
    }
  }
  return flags;
}

/** Named commands of the Commands section (`run`, `list`…; the default `[...filters]` is not one). */
export function parseHelpCommands(help) {
  return section(help, 'Commands')
    .map((line) => line.trim().split(/\s+/)[0])
    .filter((name) => /^[a-z][\w-]*$/.test(name));
}

/**
 * From [{ version, names: { group: [name…] }, present?: { group: [name…] } }]
 * (oldest first) to { group: { name: first minor } }, keys sorted so the file
 * diffs well. `names` are the names Rstest declares itself (what the file
 * lists); `present`, when given for a group, is everything the version had
 * under it, including names declared by the libraries it bundles: a name is
 * dated by the first version where it was present either way.
 */
export function firstVersions(perVersion) {
  const listed = {};
  for (const { names } of perVersion) {
    for (const [group, list] of Object.entries(names)) {
      listed[group] ??= new Set();
      for (const name of list) listed[group].add(name);
    }
  }
  const out = {};
  for (const [group, set] of Object.entries(listed)) {
    const first = {};
    for (const { version, names, present } of perVersion) {
      const available = new Set([...(names[group] ?? []), ...(present?.[group] ?? [])]);
      for (const name of set) if (available.has(name)) first[name] ??= minorOf(version);
    }
    out[group] = Object.fromEntries(Object.entries(first).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
  }
  return out;
}
