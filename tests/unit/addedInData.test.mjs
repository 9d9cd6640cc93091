/**
 * @jest-environment node
 */
import fs from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { readApiSurface } from '../../scripts/lib/api-surface.mjs';
import { addedInNames, firstVersions } from '../../scripts/lib/added-in.mjs';
import { compareVersions, groupByMinor, minorOf, parseHelpCommands, parseHelpFlags, stableVersions } from '../../scripts/lib/rstest-package.mjs';

const siteDir = path.resolve(__dirname, '../..');
const data = JSON.parse(fs.readFileSync(path.join(siteDir, 'src/data/addedIn.json'), 'utf8'));
const pinned = JSON.parse(fs.readFileSync(path.join(siteDir, 'node_modules/@rstest/core/package.json'), 'utf8')).version;

const atMost = (version, limit) => compareVersions(version, limit) <= 0;

describe('scripts/lib/added-in.mjs and rstest-package.mjs (issues 25, 40)', () => {
  it('reads every stable version, oldest first, without pre-releases, grouped by minor', () => {
    const published = ['0.1.3', '0.10.0', '0.3.2', '0.3.4', '0.9.10', '0.9.9', '0.10.6', '0.11.0-beta.1', '1.0.0'];
    expect(stableVersions(published)).toEqual(['0.1.3', '0.3.2', '0.3.4', '0.9.9', '0.9.10', '0.10.0', '0.10.6', '1.0.0']);
    expect(groupByMinor(published)).toEqual([['0.1', ['0.1.3']], ['0.3', ['0.3.2', '0.3.4']], ['0.9', ['0.9.9', '0.9.10']], ['0.10', ['0.10.0', '0.10.6']], ['1.0', ['1.0.0']]]);
    expect(minorOf('0.11.12')).toBe('0.11');
  });

  it('reads long flags from the first column of Options, and the named commands', () => {
    const help = [
      'Commands:',
      '  [...filters]        run tests',
      '  run [...filters]    run tests without watch mode',
      '  merge-reports [path]  Merge blob reports',
      '',
      'Options:',
      '  -w, --watch                    Run tests in watch mode ',
      '  --related, --findRelatedTests  Treat positional arguments as source file paths ',
      '  --coverage.provider <provider>  Coverage provider to use ',
      '  --browser.providerOptions.*    Provider-specific browser options ',
      '  --unstubEnvs                   Restores env values changed with `--not-a-flag` ',
      '  -h, --help                     Display this message ',
    ].join('\n');
    expect(parseHelpFlags(help)).toEqual(['--watch', '--related', '--findRelatedTests', '--coverage.provider', '--browser.providerOptions.*', '--unstubEnvs']);
    expect(parseHelpCommands(help)).toEqual(['run', 'merge-reports']);
    expect(parseHelpFlags('no options here')).toEqual([]);
  });

  it('keeps the first version, to the patch, that has each name, whatever order the versions come in', () => {
    expect(firstVersions([
      { version: '0.11.10', names: { rs: ['fn', 'spyOn', 'late'] } },
      { version: '0.1.3', names: { rs: ['fn'] } },
      { version: '0.11.9', names: { rs: ['spyOn', 'fn'] } },
      { version: '0.11.0', names: { rs: ['fn'] } },
      // Dropped in a later patch: the first version that had it still counts.
      { version: '0.11.12', names: { rs: ['fn', 'late'] } },
    ])).toEqual({ rs: { fn: '0.1.3', late: '0.11.10', spyOn: '0.11.9' } });
  });

  it('dates a name by the version where it was present, also when another package declared it', () => {
    expect(firstVersions([
      { version: '0.1.3', names: { matchers: [] }, present: { matchers: ['not'] } },
      { version: '0.5.1', names: { matchers: ['not'] }, present: { matchers: ['not'] } },
    ])).toEqual({ matchers: { not: '0.1.3' } });
  });

  it('takes the data file\'s groups from a surface and the CLI flags', () => {
    const surface = { configKeys: ['retry'], utilities: ['fn'], matchers: ['toBe'], expectStatics: ['soft'], testModifiers: ['each'], describeModifiers: ['only'], coreExports: ['rs'], present: { matchers: ['toBe', 'not'], expectStatics: ['soft'], testModifiers: ['each'], describeModifiers: ['only'] } };
    expect(addedInNames(surface, ['--retry'])).toEqual({
      names: { config: ['retry'], rs: ['fn'], matchers: ['toBe'], expect: ['soft'], test: ['each'], describe: ['only'], exports: ['rs'], cli: ['--retry'] },
      present: { matchers: ['toBe', 'not'], expect: ['soft'], test: ['each'], describe: ['only'] },
    });
  });
});

describe('src/data/addedIn.json against the pinned @rstest/core (issue 25)', () => {
  const surface = readApiSurface(siteDir);
  const groups = [
    ['config', surface.configKeys],
    ['rs', surface.utilities],
    ['matchers', surface.matchers],
    ['expect', surface.expectStatics],
    ['test', surface.testModifiers],
    ['describe', surface.describeModifiers],
    ['exports', surface.coreExports],
  ];

  it('comes from every published version up to the pinned one, patches included (issue 40)', () => {
    expect(data.firstRelease).toBe(data.versions[0]);
    expect(data.versions).toContain(pinned);
    expect(data.versions).toEqual(stableVersions(data.versions));
    // More than one patch of a minor was read, not only the last one.
    expect(data.versions.filter((version) => minorOf(version) === '0.11').length).toBeGreaterThan(1);
  });

  it.each(groups)('has an entry, no newer than the pinned version, for every %s name the docs checks list', (group, names) => {
    expect(names.length).toBeGreaterThan(0);
    const missing = names.filter((name) => typeof data[group]?.[name] !== 'string');
    expect(missing).toEqual([]);
    const tooNew = names.filter((name) => !atMost(data[group][name], pinned));
    expect(tooNew).toEqual([]);
    // Every date is a version that was read.
    expect(Object.values(data[group]).filter((version) => !data.versions.includes(version))).toEqual([]);
  }, 60_000);

  it('dates the patch arrivals the accuracy audit found (issue 40)', () => {
    expect(data.exports.registerWorkerCleanup).toBe('0.11.9');
    expect(data.config.expect).toBe('0.11.6');
    expect(data.config.onlyFailures).toBe('0.11.5');
    expect(data.rs.getRealTimers).toBe('0.11.5');
    expect(data.matchers.toBeNullable).toBe('0.11.5');
    expect(data.expect.schemaMatching).toBe('0.11.5');
    expect(data.config.detectAsyncLeaks).toBe('0.10.3');
  });

  it('has an entry for every flag of the pinned CLI', () => {
    const help = spawnSync(process.execPath, [path.join(siteDir, 'node_modules/@rstest/core/bin/rstest.js'), '--help'], {
      encoding: 'utf8', env: { ...process.env, RSTEST_NO_AGENT: '1', NO_COLOR: '1' },
    }).stdout;
    const flags = parseHelpFlags(help);
    expect(flags).toContain('--testTimeout');
    expect(flags.filter((flag) => typeof data.cli?.[flag] !== 'string')).toEqual([]);
  }, 60_000);
});
