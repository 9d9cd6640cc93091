/**
 * @jest-environment node
 */
import fs from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { CATEGORY_ORDER, compareReleases, docsIndex, formatReport, newestAccepting, pagesFor } from '../../scripts/lib/release-diff.mjs';

// issue 40: check:release on stored surfaces (tests/unit/fixtures/release/<case>/).
const siteDir = path.resolve(__dirname, '../..');
const fixtures = path.join(__dirname, 'fixtures', 'release');
const load = (name) => {
  const dir = path.join(fixtures, name);
  const read = (file) => JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8'));
  return { pinned: read('pinned.json'), checked: read('checked.json'), companions: read('companions.json') };
};
const summary = ({ differences }) => differences.map(({ category, name, change }) => `${category} | ${name} | ${change}`);

// A docs tree of a few pages, so the pages each difference names do not depend on today's docs.
const INDEX = docsIndex({
  'config/test/pool.md': '# pool\n\n## pool.memoryLimit {#memory-limit}\n',
  'config/test/testTimeout.md': '# testTimeout\n',
  'config/build/output.md': '# output\n',
  'guide/basic/cli.md': '# CLI\n\n`--pool.memoryLimit`\n',
  'guide/basic/upgrade-rstest.md': '# Upgrading\n\nInstall `@rstest/coverage-v8@0.12.0`; `initCli` is gone.\n',
  'guide/basic/coverage.md': '```bash\nnpm add -D @rstest/coverage-v8\n```\n',
  'api/rstest/fakeTimers.md': '### rstest.getRealSystemTime and getRealTimers {#real}\n',
  'api/rstest/mockFunctions.md': 'Names it in a code block only:\n```ts fragment\nrs.getRealTimers();\n```\n',
  'api/javascript-api/types.md': '| `RealTimers` | returned by `rs.getRealTimers` |\n| `RstestInstance` | |\n',
  'api/javascript-api/reporter.md': '## onTestFileReady {#ready}\n',
  'api/javascript-api/index.md': '## createRstest {#create}\n',
  'api/test-api/expect.md': '### toBeNullable {#nullable}\n### expect.schemaMatching {#schema}\n',
  'api/test-api/test.md': '## test.for {#for}\n',
  'api/test-api/describe.md': '## describe.each {#each}\n',
  'guide/advanced/vscode-extension.md': 'The extension imports `initCli`.\n',
});

describe('compareReleases (issue 40)', () => {
  it('finds nothing between a surface and an identical one', () => {
    const { pinned, checked, companions } = load('identical');
    expect(compareReleases(pinned, checked, companions)).toEqual({ differences: [], notes: [] });
  });

  it('finds a difference in each category, saying which version has what', () => {
    const { pinned, checked, companions } = load('changed');
    const result = compareReleases(pinned, checked, companions);
    expect(summary(result)).toEqual([
      'config option | sequence | only in 0.13.0',
      'config option | pool.memoryLimit | only in 0.12.0 (pinned)',
      'config default | testTimeout | 0.13.0: 10000, 0.12.0 (pinned): 5000',
      'documented default | testEnvironment.prebundle | 0.13.0: "false", 0.12.0 (pinned): "\'auto\'"',
      'CLI flag | --pool.memoryLimit | only in 0.12.0 (pinned)',
      'rs member | waitUntil | only in 0.13.0',
      'rs member | getRealTimers | only in 0.12.0 (pinned)',
      'expect matcher | toBeNullable | only in 0.12.0 (pinned)',
      'expect static | schemaMatching | only in 0.12.0 (pinned)',
      'test modifier | for | only in 0.12.0 (pinned)',
      'describe modifier | shuffle | only in 0.13.0',
      'reporter hook | onTestFileReady | only in 0.12.0 (pinned)',
      'Rstest instance member | watch | only in 0.12.0 (pinned)',
      'export of @rstest/core | initCli | only in 0.13.0',
      'export of @rstest/core | registerFileCleanup | only in 0.12.0 (pinned)',
      'export of @rstest/core/api | runRstest | only in 0.13.0',
      'export of @rstest/core/api | createRstest | only in 0.12.0 (pinned)',
      'type exported by @rstest/core | RunCLIOptions | only in 0.13.0',
      'type exported by @rstest/core/api | RstestInstance | only in 0.12.0 (pinned)',
      'dependency of @rstest/core | @rsbuild/core | 0.13.0: "~2.3.0", 0.12.0 (pinned): "~2.2.7"',
      'companion package | @rstest/coverage-v8 | installs with 0.13.0: none; with 0.12.0 (pinned): 0.12.0 (peer ^0.12.0); latest 0.12.0 has peer ^0.12.0',
    ]);
    // Every category of the report is exercised by this fixture.
    expect(new Set(result.differences.map((difference) => difference.category))).toEqual(new Set(CATEGORY_ORDER));
    expect(result.notes).toEqual([]);
  });

  it('says when a version has no normalizer, instead of comparing no defaults silently', () => {
    const { pinned } = load('identical');
    const old = { ...pinned, version: '0.1.3', defaults: null };
    const { differences, notes } = compareReleases(pinned, old, {});
    expect(differences.filter((difference) => difference.category === 'config default')).toEqual([]);
    expect(notes).toEqual(['config defaults not compared: 0.1.3 has no createRstest to normalize a config with']);
  });

  it('reads a companion\'s newest version whose peer range accepts a core version', () => {
    const releases = [
      { version: '0.2.5', range: '>=0.7.7' },
      { version: '0.11.9', range: '^0.11.0' },
      { version: '0.11.12', range: '^0.11.3' },
      { version: '0.12.0-beta.0', range: '^0.12.0-0' },
      { version: '0.12.0', range: '^0.12.0' },
      { version: '0.1.0' },
    ];
    expect(newestAccepting(releases, '0.11.2')).toBe('0.11.9');
    expect(newestAccepting(releases, '0.11.12')).toBe('0.11.12');
    expect(newestAccepting(releases, '0.12.0')).toBe('0.12.0');
    expect(newestAccepting(releases.slice(1, 3), '0.12.0')).toBe('none');
    // No peer range on the core: any core version will do.
    expect(newestAccepting([{ version: '0.1.0' }], '9.0.0')).toBe('0.1.0');
  });
});

describe('pagesFor (issue 40)', () => {
  const pages = (category, name) => pagesFor({ category, name, change: '' }, INDEX);

  it('sends options and defaults to the option\'s page, or a new one', () => {
    expect(pages('config option', 'pool.memoryLimit')).toEqual(['config/test/pool.md']);
    expect(pages('config default', 'output.distPath.root')).toEqual(['config/build/output.md']);
    expect(pages('documented default', 'sequence.shuffle')).toEqual(['config/test/sequence.md (new page)']);
  });

  it('sends a flag to the CLI page and to its option\'s page', () => {
    expect(pages('CLI flag', '--pool.memoryLimit')).toEqual(['guide/basic/cli.md', 'config/test/pool.md']);
    expect(pages('CLI flag', '--related')).toEqual(['guide/basic/cli.md']);
  });

  it('finds the pages that name an API in inline code or a heading, not in code blocks', () => {
    expect(pages('rs member', 'getRealTimers')).toEqual(['api/javascript-api/types.md', 'api/rstest/fakeTimers.md']);
    expect(pages('rs member', 'notYetDocumented')).toEqual(['api/rstest/ (no page names it yet)']);
    expect(pages('expect matcher', 'toBeNullable')).toEqual(['api/test-api/expect.md']);
    expect(pages('expect static', 'schemaMatching')).toEqual(['api/test-api/expect.md']);
    expect(pages('test modifier', 'for')).toEqual(['api/test-api/test.md']);
    expect(pages('describe modifier', 'shuffle')).toEqual(['api/test-api/describe.md']);
    expect(pages('reporter hook', 'onTestFileReady')).toEqual(['api/javascript-api/reporter.md']);
    expect(pages('export of @rstest/core', 'initCli')).toEqual(['guide/advanced/vscode-extension.md', 'guide/basic/upgrade-rstest.md']);
    expect(pages('export of @rstest/core', 'brandNew')).toEqual(['api/index.md']);
    expect(pages('type exported by @rstest/core/api', 'RstestInstance')).toEqual(['api/javascript-api/types.md']);
  });

  it('sends a companion package or a dependency to the upgrade page and every page that names it', () => {
    expect(pages('companion package', '@rstest/coverage-v8')).toEqual(['guide/basic/upgrade-rstest.md', 'guide/basic/coverage.md']);
    expect(pages('dependency of @rstest/core', '@rsbuild/core')).toEqual(['guide/basic/upgrade-rstest.md']);
  });

  it('prints each difference with its pages', () => {
    const { pinned, checked, companions } = load('changed');
    const report = formatReport(pinned, checked, compareReleases(pinned, checked, companions), INDEX);
    expect(report).toContain('config option (2)\n  sequence: only in 0.13.0\n    pages: docs/config/test/sequence.md (new page)');
    expect(report).toContain('CLI flag (1)\n  --pool.memoryLimit: only in 0.12.0 (pinned)\n    pages: docs/guide/basic/cli.md, docs/config/test/pool.md');
    expect(report).toMatch(/21 differences\./);
  });
});

describe('scripts/check-release.mjs --stored (issue 40)', () => {
  const run = (name) => spawnSync(process.execPath, [path.join(siteDir, 'scripts/check-release.mjs'), '--stored', path.join(fixtures, name)], { encoding: 'utf8' });

  it('exits 0 on an identical pair', () => {
    const result = run('identical');
    expect(result.stderr).toBe('');
    expect(result.stdout).toContain('No differences');
    expect(result.status).toBe(0);
  });

  it('exits 1 and lists the differences with pages of the real docs', () => {
    const result = run('changed');
    expect(result.status).toBe(1);
    expect(result.stdout).toContain('pool.memoryLimit: only in 0.12.0 (pinned)\n    pages: docs/config/test/pool.md');
    expect(result.stdout).toContain('toBeNullable: only in 0.12.0 (pinned)\n    pages: docs/api/test-api/expect.md');
  });

  it('exits 2 when it cannot read what it compares', () => {
    const result = run('missing');
    expect(result.status).toBe(2);
    expect(result.stderr).toMatch(/could not check/);
  });
});
