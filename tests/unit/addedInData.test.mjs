/**
 * @jest-environment node
 */
import fs from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { readApiSurface } from '../../scripts/lib/api-surface.mjs';
import { firstVersions, lastPatchPerMinor, minorOf, parseHelpCommands, parseHelpFlags } from '../../scripts/lib/added-in.mjs';

const siteDir = path.resolve(__dirname, '../..');
const data = JSON.parse(fs.readFileSync(path.join(siteDir, 'src/data/addedIn.json'), 'utf8'));
const pinned = JSON.parse(fs.readFileSync(path.join(siteDir, 'node_modules/@rstest/core/package.json'), 'utf8')).version;

const atMost = (version, limit) => {
  const [a1, a2] = version.split('.').map(Number);
  const [b1, b2] = limit.split('.').map(Number);
  return a1 < b1 || (a1 === b1 && a2 <= b2);
};

describe('scripts/lib/added-in.mjs (issue 25)', () => {
  it('installs the last patch of each minor, oldest first, without pre-releases', () => {
    expect(lastPatchPerMinor(['0.1.3', '0.10.0', '0.3.2', '0.3.4', '0.9.10', '0.9.9', '0.10.6', '0.11.0-beta.1', '1.0.0'])).toEqual(['0.1.3', '0.3.4', '0.9.10', '0.10.6', '1.0.0']);
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

  it('keeps the first minor that has each name', () => {
    expect(firstVersions([
      { version: '0.1.3', names: { rs: ['fn'] } },
      { version: '0.3.4', names: { rs: ['spyOn', 'fn'] } },
      { version: '0.4.1', names: { rs: ['fn'] } },
      { version: '0.5.4', names: { rs: ['fn', 'spyOn'] } },
    ])).toEqual({ rs: { fn: '0.1', spyOn: '0.3' } });
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

  it('comes from the published minors up to the pinned one', () => {
    expect(data.firstRelease).toBe(minorOf(data.versions[0]));
    expect(data.versions.map(minorOf)).toContain(minorOf(pinned));
  });

  it.each(groups)('has an entry, no newer than the pinned minor, for every %s name the docs checks list', (group, names) => {
    expect(names.length).toBeGreaterThan(0);
    const missing = names.filter((name) => typeof data[group]?.[name] !== 'string');
    expect(missing).toEqual([]);
    const tooNew = names.filter((name) => !atMost(data[group][name], minorOf(pinned)));
    expect(tooNew).toEqual([]);
  }, 60_000);

  it('has an entry for every flag of the pinned CLI', () => {
    const help = spawnSync(process.execPath, [path.join(siteDir, 'node_modules/@rstest/core/bin/rstest.js'), '--help'], {
      encoding: 'utf8', env: { ...process.env, RSTEST_NO_AGENT: '1', NO_COLOR: '1' },
    }).stdout;
    const flags = parseHelpFlags(help);
    expect(flags).toContain('--testTimeout');
    expect(flags.filter((flag) => typeof data.cli?.[flag] !== 'string')).toEqual([]);
  }, 60_000);
});
