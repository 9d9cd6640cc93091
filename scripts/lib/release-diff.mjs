/**
 * issue 40: the pure part of `npm run check:release`: what differs between two
 * API surfaces of @rstest/core (each read by scripts/lib/rstest-package.mjs)
 * and which pages of the site each difference concerns. Unit-tested on stored
 * surfaces in tests/unit/fixtures/release/.
 *
 * A surface here is { version, surface, cli, defaults }: `surface` as
 * readSurface returns it, `cli` the long flags, `defaults` the flattened
 * normalized config (null when the version has no normalizer to call).
 */
import semver from 'semver';
import { inlineCodeNames } from './api-surface.mjs';

/**
 * The groups compared, with where a name of each is documented. `page` is the
 * page every difference of the group concerns; `mentions` lists [folder, forms]:
 * the pages under that folder that write the name in one of those forms, in
 * inline code or a heading, concern it too (`getRealTimers` bare on the
 * fake-timers page, `rs.getRealTimers` anywhere).
 */
const GROUPS = [
  { key: 'utilities', label: 'rs member', mentions: (name) => [['api/rstest/', [name]], ['', [`rs.${name}`, `rstest.${name}`]]], fallback: 'api/rstest/ (no page names it yet)' },
  { key: 'matchers', label: 'expect matcher', page: 'api/test-api/expect.md', mentions: (name) => [['api/test-api/expect.md', [name]]] },
  { key: 'expectStatics', label: 'expect static', page: 'api/test-api/expect.md', mentions: (name) => [['', [`expect.${name}`]]] },
  { key: 'testModifiers', label: 'test modifier', page: 'api/test-api/test.md', mentions: (name) => [['', [`test.${name}`, `it.${name}`]]] },
  { key: 'describeModifiers', label: 'describe modifier', page: 'api/test-api/describe.md', mentions: (name) => [['', [`describe.${name}`]]] },
  { key: 'reporterHooks', label: 'reporter hook', page: 'api/javascript-api/reporter.md', mentions: (name) => [['api/javascript-api/', [name]]] },
  { key: 'instanceMembers', label: 'Rstest instance member', page: 'api/javascript-api/index.md', mentions: (name) => [['api/javascript-api/', [name]]] },
  { key: 'coreExports', label: 'export of @rstest/core', mentions: (name) => [['', [name]]], fallback: 'api/index.md' },
  { key: 'apiExports', label: 'export of @rstest/core/api', page: 'api/javascript-api/index.md', mentions: (name) => [['', [name]]] },
  { key: 'coreTypes', label: 'type exported by @rstest/core', page: 'api/javascript-api/types.md', mentions: (name) => [['', [name]]] },
  { key: 'apiTypes', label: 'type exported by @rstest/core/api', page: 'api/javascript-api/types.md', mentions: (name) => [['', [name]]] },
];

export const CATEGORY_ORDER = [
  'config option', 'config default', 'documented default', 'CLI flag',
  ...GROUPS.map((group) => group.label),
  'dependency of @rstest/core', 'companion package',
];

const only = (version, pinned) => `only in ${version}${pinned ? ' (pinned)' : ''}`;
const show = (value) => (value === undefined ? '(none)' : JSON.stringify(value));

/** Names in one list and not the other, as differences of one category. */
function listDifferences(category, pinned, checked, pinnedNames = [], checkedNames = []) {
  const a = new Set(pinnedNames);
  const b = new Set(checkedNames);
  return [
    ...[...b].filter((name) => !a.has(name)).map((name) => ({ category, name, change: only(checked.version, false) })),
    ...[...a].filter((name) => !b.has(name)).map((name) => ({ category, name, change: only(pinned.version, true) })),
  ];
}

/** Keys whose values differ between two flat maps (a missing key reads "(none)"). */
function valueDifferences(category, pinned, checked, pinnedValues, checkedValues) {
  const keys = [...new Set([...Object.keys(pinnedValues), ...Object.keys(checkedValues)])];
  return keys
    .filter((key) => JSON.stringify(pinnedValues[key]) !== JSON.stringify(checkedValues[key]))
    .map((key) => ({ category, name: key, change: `${checked.version}: ${show(checkedValues[key])}, ${pinned.version} (pinned): ${show(pinnedValues[key])}` }));
}

/**
 * The newest published version of a companion package whose peer range accepts
 * a core version (`none` when no version does; a version without a peer range
 * on the core accepts any).
 */
export function newestAccepting(releases, coreVersion) {
  const accepting = releases
    .filter(({ version, range }) => semver.valid(version) && !semver.prerelease(version) && (range === undefined || semver.satisfies(coreVersion, range)))
    .map(({ version }) => version)
    .sort(semver.compare);
  return accepting.at(-1) ?? 'none';
}

/** What a companion package declares for one core version: its newest accepting version and that one's range. */
function companionFor(releases, coreVersion) {
  const version = newestAccepting(releases, coreVersion);
  const range = releases.find((release) => release.version === version)?.range;
  return version === 'none' ? 'none' : `${version} (peer ${range ?? 'any'})`;
}

/**
 * Every difference between the pinned surface and the checked one, in
 * CATEGORY_ORDER, without pages yet (pagesFor adds them), and notes on what
 * could not be compared. `companions` maps
 * a package name to its published versions with their peer range on the core.
 */
export function compareReleases(pinned, checked, companions = {}) {
  const differences = [
    ...listDifferences('config option', pinned, checked, pinned.surface.configOptions, checked.surface.configOptions),
    ...(pinned.defaults && checked.defaults ? valueDifferences('config default', pinned, checked, pinned.defaults, checked.defaults) : []),
    ...valueDifferences('documented default', pinned, checked, pinned.surface.configDocDefaults ?? {}, checked.surface.configDocDefaults ?? {}),
    ...listDifferences('CLI flag', pinned, checked, pinned.cli, checked.cli),
    ...GROUPS.flatMap((group) => listDifferences(group.label, pinned, checked, pinned.surface[group.key], checked.surface[group.key])),
    ...valueDifferences('dependency of @rstest/core', pinned, checked, pinned.surface.dependencies ?? {}, checked.surface.dependencies ?? {}),
  ];
  for (const [name, releases] of Object.entries(companions)) {
    const latest = [...releases].filter(({ version }) => semver.valid(version) && !semver.prerelease(version)).sort((a, b) => semver.compare(a.version, b.version)).at(-1);
    const forPinned = companionFor(releases, pinned.version);
    const forChecked = companionFor(releases, checked.version);
    if (forPinned !== forChecked) {
      const latestNote = latest ? `; latest ${latest.version} has peer ${latest.range ?? 'none'}` : '';
      differences.push({ category: 'companion package', name, change: `installs with ${checked.version}: ${forChecked}; with ${pinned.version} (pinned): ${forPinned}${latestNote}` });
    }
  }
  // Not differences, but the reader must know when a category was not compared.
  const notes = [];
  const withoutDefaults = [pinned, checked].filter((side) => !side.defaults).map((side) => side.version);
  if (withoutDefaults.length > 0) notes.push(`config defaults not compared: ${withoutDefaults.join(' and ')} has no createRstest to normalize a config with`);
  return { differences, notes };
}

/**
 * What the docs say where: for each English page (path relative to docs/),
 * its names in inline code and headings, and its raw text (package names in
 * install commands are not inline code).
 */
export function docsIndex(pages) {
  return Object.fromEntries(Object.entries(pages).map(([page, text]) => [page, { names: inlineCodeNames([text]), text }]));
}

function configPage(index, option) {
  const top = option.split('.')[0];
  const page = [`config/test/${top}.md`, `config/build/${top}.md`].find((candidate) => index[candidate]);
  return page ?? `config/test/${top}.md (new page)`;
}

/**
 * The pages (under docs/) a difference concerns: first the page where its kind
 * is documented, when there is one, then every other page that names it, sorted.
 */
export function pagesFor(difference, index) {
  const { category, name } = difference;
  const primary = [];
  const others = [];
  const naming = (folder, forms) => Object.keys(index).filter((page) => page.startsWith(folder) && forms.some((form) => index[page].names.has(form)));
  if (category === 'config option' || category === 'config default' || category === 'documented default') {
    primary.push(configPage(index, name));
  } else if (category === 'CLI flag') {
    primary.push('guide/basic/cli.md');
    const option = name.replace(/^--/, '').split('.')[0];
    if (index[`config/test/${option}.md`] || index[`config/build/${option}.md`]) primary.push(configPage(index, option));
  } else if (category === 'companion package' || category === 'dependency of @rstest/core') {
    primary.push('guide/basic/upgrade-rstest.md');
    others.push(...Object.keys(index).filter((page) => index[page].text.includes(name)));
  } else {
    const group = GROUPS.find((candidate) => candidate.label === category);
    if (group.page) primary.push(group.page);
    for (const [folder, forms] of group.mentions(name)) others.push(...naming(folder, forms));
    if (primary.length === 0 && others.length === 0) primary.push(group.fallback);
  }
  return [...new Set([...primary, ...others.sort()])];
}

/** The report check:release prints: one block per category, each difference with its pages. */
export function formatReport(pinned, checked, { differences, notes }, index) {
  const lines = [`@rstest/core ${checked.version} compared with the pinned ${pinned.version}`];
  if (differences.length === 0) {
    lines.push('', 'No differences in config options and defaults, CLI flags, rs members, expect matchers and statics, test/describe modifiers, reporter hooks, exports, exported types, dependencies or companion peer ranges.');
  }
  for (const category of CATEGORY_ORDER) {
    const group = differences.filter((difference) => difference.category === category);
    if (group.length === 0) continue;
    lines.push('', `${category} (${group.length})`);
    for (const difference of group) {
      lines.push(`  ${difference.name}: ${difference.change}`);
      lines.push(`    pages: ${pagesFor(difference, index).map((page) => `docs/${page}`).join(', ')}`);
    }
  }
  for (const note of notes) lines.push('', `Note: ${note}.`);
  if (differences.length > 0) {
    lines.push('', `${differences.length} difference${differences.length === 1 ? '' : 's'}. Each page listed has a Chinese twin under i18n/zh/docusaurus-plugin-content-docs/current/ that changes with it.`);
  }
  return lines.join('\n');
}
