/**
 * issue 25: the "Added in" badges. The data (src/data/addedIn.json, written by
 * scripts/added-in.mjs) maps each name of a group to the first published
 * version of @rstest/core that has it, to the patch (issue 40: `0.11.9`, since
 * a reader on 0.11.0 does not have what came in 0.11.9); these functions decide, from a page's path and
 * a heading's text, which names the heading documents, and what the badge
 * says. Used at build time by plugins/added-in: the badge is plain HTML in
 * the page, and neither the data nor any script reaches the browser.
 */

/** Groups of the data file a heading can name. */
export type AddedInGroup = 'config' | 'rs' | 'matchers' | 'expect' | 'test' | 'describe' | 'exports';

export interface AddedInData {
  firstRelease: string;
  [group: string]: unknown;
}

export interface AddedInEntry {
  name: string;
  version: string;
}

/** What a page's headings can name: its option (config pages) or the bare names of its API page. */
export type PageRule = { kind: 'config' } | { kind: 'api'; bareGroup: AddedInGroup | null } | null;

// A bare name is read in the group its page documents: `toBe` on the expect
// page, `beforeAll` on the hooks page. Other pages use bare words for other
// things (`### skip` on the test page is the context's skip, not test.skip).
const BARE_GROUPS: Record<string, AddedInGroup> = {
  'api/test-api/expect': 'matchers',
  'api/test-api/hooks': 'exports',
  'api/rstest/utilities': 'exports',
};

const QUALIFIERS: Record<string, AddedInGroup> = {
  rs: 'rs',
  rstest: 'rs',
  expect: 'expect',
  test: 'test',
  it: 'test',
  describe: 'describe',
};

/** The rule for a source file of either locale (docs/… or i18n/zh/…/current/…). */
export function pageRule(filePath: string): PageRule {
  const normalized = filePath.replace(/\\/g, '/');
  const match = /(?:^|\/)(?:docs|current)\/(.+?)\.mdx?$/.exec(normalized);
  if (!match) return null;
  const docPath = match[1];
  if (/^config\/(?:test|build)\/[^/]+$/.test(docPath)) return { kind: 'config' };
  if (docPath.startsWith('api/')) return { kind: 'api', bareGroup: BARE_GROUPS[docPath] ?? null };
  return null;
}

function groupOf(data: AddedInData, group: AddedInGroup): Record<string, string> {
  const value = data[group];
  return value && typeof value === 'object' ? (value as Record<string, string>) : {};
}

function lookup(data: AddedInData, group: AddedInGroup, name: string): string | undefined {
  const versions = groupOf(data, group);
  return Object.prototype.hasOwnProperty.call(versions, name) && typeof versions[name] === 'string' ? versions[name] : undefined;
}

/** The entry of a config page's option (its title), if the data has it. */
export function configEntry(data: AddedInData, title: string): AddedInEntry | undefined {
  const name = title.trim().replace(/^`|`$/g, '');
  const version = lookup(data, 'config', name);
  return version ? { name, version } : undefined;
}

/**
 * The names an API heading documents. The heading must start with a known
 * name (so prose headings such as "Hook timeouts" get nothing); the words
 * after it may add names, and a bare one keeps the qualifier of the one before
 * it ("rstest.setConfig, getConfig and resetConfig").
 */
export function headingEntries(data: AddedInData, text: string, bareGroup: AddedInGroup | null): AddedInEntry[] {
  const tokens = text
    .replace(/\s*\{#[^}]*\}\s*$/, '')
    .split(/[\s,，、]+/)
    .map((token) => token.replace(/^`+|`+$/g, '').replace(/\(\)$/, ''))
    .filter(Boolean);
  const entries: AddedInEntry[] = [];
  let group = bareGroup;
  for (const [index, token] of tokens.entries()) {
    let name = token;
    const qualified = /^([A-Za-z]+)\.([A-Za-z_$][\w$]*)$/.exec(token);
    if (qualified && QUALIFIERS[qualified[1]]) {
      group = QUALIFIERS[qualified[1]];
      name = qualified[2];
    } else if (!/^[A-Za-z_$][\w$]*$/.test(token)) {
      name = '';
    }
    const version = name && group ? lookup(data, group, name) : undefined;
    if (version) entries.push({ name: qualified ? token : name, version });
    else if (index === 0) break; // not an API heading: ignore the rest
  }
  return entries;
}

/** Numeric order of `major.minor.patch` (`0.11.9` before `0.11.10`); a missing part counts as 0. */
export function compareVersions(a: string, b: string): number {
  const x = a.split('.').map(Number);
  const y = b.split('.').map(Number);
  for (let index = 0; index < 3; index++) {
    const difference = (x[index] ?? 0) - (y[index] ?? 0);
    if (difference !== 0) return difference;
  }
  return 0;
}

/** What a badge says: the heading's oldest version, and the names that came later with theirs. */
export interface Badge {
  version: string;
  firstRelease: boolean;
  later: AddedInEntry[];
}

export function badgeFor(data: AddedInData, entries: AddedInEntry[]): Badge | null {
  if (entries.length === 0) return null;
  const oldest = entries.map((entry) => entry.version).sort(compareVersions)[0];
  const seen = new Set<string>();
  const later = entries.filter((entry) => compareVersions(entry.version, oldest) > 0 && !seen.has(entry.name) && seen.add(entry.name));
  return { version: oldest, firstRelease: oldest === data.firstRelease, later };
}

export interface BadgeMessages {
  firstRelease: string;
  version: string;
  nameVersion: string;
}

/** English; the Chinese ones are the same ids in i18n/zh/code.json. */
export const BADGE_MESSAGES: BadgeMessages = {
  firstRelease: 'Since the first release (v{version})',
  version: 'Added in v{version}',
  nameVersion: '{name}: added in v{version}',
};

/** The texts of a badge: its version, then one per name that came later. */
export function badgeTexts(badge: Badge, messages: BadgeMessages): string[] {
  const fill = (message: string, values: Record<string, string>) => message.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);
  return [
    fill(badge.firstRelease ? messages.firstRelease : messages.version, { version: badge.version }),
    ...badge.later.map((entry) => fill(messages.nameVersion, { name: entry.name, version: entry.version })),
  ];
}
