/**
 * issue 40: how the site reads one version of @rstest/core, in one place.
 * scripts/added-in.mjs (every published version), scripts/check-release.mjs
 * (one version against the pinned one) and the docs checks (the pinned one,
 * through scripts/lib/api-surface.mjs) all go through these functions:
 *
 * - which versions the registry has (`npm view`), and each one's tarball
 *   (`npm pack`, cached in a folder under /tmp);
 * - an install of a version in a scratch folder, or a swap of only
 *   @rstest/core's own files into an install of another patch of the same minor;
 * - its surface: names from its own type declarations (TypeScript compiler),
 *   long flags from `rstest --help`, config defaults from its own normalizer.
 *
 * Functions take `siteDir`, the folder whose node_modules has TypeScript
 * (jest runs these modules as CommonJS, where import.meta is not available).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { execFileSync, spawnSync } from 'node:child_process';

export const PACKAGE = '@rstest/core';

/** The packages released beside the core that declare a peer dependency on it (issue 40). */
export const COMPANIONS = [
  '@rstest/coverage-v8',
  '@rstest/coverage-istanbul',
  '@rstest/browser',
  '@rstest/browser-react',
  '@rstest/adapter-rsbuild',
  '@rstest/adapter-rslib',
  '@rstest/adapter-rspack',
];

// ---------------------------------------------------------------- versions (pure)

const STABLE = /^(\d+)\.(\d+)\.(\d+)$/;

/** Compares two stable versions numerically (`0.9.10` before `0.10.0`). */
export function compareVersions(a, b) {
  const x = a.split('.').map(Number);
  const y = b.split('.').map(Number);
  return x[0] - y[0] || x[1] - y[1] || x[2] - y[2];
}

/**
 * The stable versions of a registry list, oldest first. Pre-releases are left
 * out: @rstest/core has published none so far, and a badge should name a
 * version readers install by default.
 */
export function stableVersions(versions) {
  return versions.filter((version) => STABLE.test(version)).sort(compareVersions);
}

/** `0.7.9` → `0.7`. */
export function minorOf(version) {
  return version.split('.').slice(0, 2).join('.');
}

/** Stable versions grouped by minor, both oldest first: [[minor, [versions…]]…]. */
export function groupByMinor(versions) {
  const groups = new Map();
  for (const version of stableVersions(versions)) {
    const minor = minorOf(version);
    if (!groups.has(minor)) groups.set(minor, []);
    groups.get(minor).push(version);
  }
  return [...groups.entries()];
}

// ------------------------------------------------------------- help text (pure)

/** The lines of one titled section (`Options:`, `Commands:`) of a cac help text. */
function helpSection(help, title) {
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
  for (const line of helpSection(help, 'Options')) {
    const column = line.trim().split(/\s{2,}/)[0];
    for (const [flag] of column.matchAll(/--[A-Za-z][\w.*-]*/g)) {
      if (flag !== '--help' && flag !== '--version') flags.push(flag);
    }
  }
  return flags;
}

/** Named commands of the Commands section (`run`, `list`…; the default `[...filters]` is not one). */
export function parseHelpCommands(help) {
  return helpSection(help, 'Commands')
    .map((line) => line.trim().split(/\s+/)[0])
    .filter((name) => /^[a-z][\w-]*$/.test(name));
}

// ------------------------------------------------------------ registry and files

function npm(args, options = {}) {
  return execFileSync('npm', args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'], ...options });
}

/** Every stable published version of @rstest/core, oldest first. */
export function publishedVersions() {
  return stableVersions(JSON.parse(npm(['view', PACKAGE, 'versions', '--json'])));
}

/** The version the registry's `latest` tag points to. */
export function latestVersion() {
  return JSON.parse(npm(['view', PACKAGE, 'dist-tags', '--json'])).latest;
}

/** Each published version of a package with its peer range on @rstest/core (undefined when it declares none). */
export function peerRanges(name) {
  const raw = JSON.parse(npm(['view', `${name}@>=0.0.0`, 'version', 'peerDependencies', '--json']));
  const list = Array.isArray(raw) ? raw : [raw];
  return list.map((entry) => ({ version: entry.version, range: entry.peerDependencies?.[PACKAGE] }));
}

/**
 * The tarball of one version, fetched once into `cacheDir` (published
 * versions never change, so a cached file stays right).
 */
export function packTarball(version, cacheDir) {
  fs.mkdirSync(cacheDir, { recursive: true });
  const file = path.join(cacheDir, `rstest-core-${version}.tgz`);
  if (!fs.existsSync(file)) npm(['pack', `${PACKAGE}@${version}`, '--pack-destination', cacheDir, '--silent']);
  if (!fs.existsSync(file)) throw new Error(`npm pack did not write ${file}`);
  return file;
}

/** Installs one version with its dependencies in `dir` (emptied first; no install scripts). */
export function installVersion(version, dir) {
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ name: 'rstest-version-probe', private: true }));
  npm(['install', '--no-save', '--ignore-scripts', '--no-audit', '--no-fund', '--loglevel=error', `${PACKAGE}@${version}`], { cwd: dir, stdio: ['ignore', 'ignore', 'inherit'] });
  return dir;
}

/** The @rstest/core version installed in a project folder. */
export function installedVersion(dir) {
  return JSON.parse(fs.readFileSync(path.join(dir, 'node_modules', '@rstest', 'core', 'package.json'), 'utf8')).version;
}

/**
 * Replaces node_modules/@rstest/core of an install with the files of a
 * tarball, keeping the dependencies installed for another patch of the same
 * minor. scripts/added-in.mjs uses it to read every patch with one install per
 * minor; its header says why that gives the same names as a full install.
 */
export function swapCore(dir, tarball) {
  const target = path.join(dir, 'node_modules', '@rstest', 'core');
  fs.rmSync(target, { recursive: true, force: true });
  fs.mkdirSync(target, { recursive: true });
  execFileSync('tar', ['-xzf', tarball, '-C', target, '--strip-components=1']);
}

// ------------------------------------------------------------------ the surface

/** Property paths of config objects are read this deep (`coverage.thresholds.lines`). */
const CONFIG_DEPTH = 3;
// `extends` takes a whole config again: its members are the top-level options.
const NOT_NESTED = new Set(['extends']);

/**
 * The names one installed @rstest/core declares, read with the site's
 * TypeScript from `projectDir/node_modules/@rstest/core`. Works for every
 * published version: types are looked up by name among the exports, so an
 * early version without `RstestUtilities` or `@rstest/core/api` still reads
 * (the missing groups are empty).
 *
 * Only members declared by @rstest/core itself count (its dist/ or dist-types/
 * declarations, not chai's types in compiled/); `present` also lists the
 * members other packages' types gave a value (`expect(x).not` came from chai's
 * types before Rstest declared it).
 */
export function readSurface(projectDir, siteDir) {
  const ts = createRequire(path.join(siteDir, 'package.json'))('typescript');
  const corePackage = JSON.parse(fs.readFileSync(path.join(projectDir, 'node_modules', '@rstest', 'core', 'package.json'), 'utf8'));
  const hasApi = Boolean(corePackage.exports?.['./api']);
  const cacheDir = path.join(projectDir, 'node_modules', '.cache');
  fs.mkdirSync(cacheDir, { recursive: true });
  const dir = fs.mkdtempSync(path.join(cacheDir, 'rstest-surface-'));
  try {
    const file = path.join(dir, 'probe.ts');
    fs.writeFileSync(file, `import * as core from '@rstest/core';\nexport { core };\n${hasApi ? "import * as api from '@rstest/core/api';\nexport { api };\n" : ''}`);
    const program = ts.createProgram([file], {
      module: ts.ModuleKind.NodeNext, moduleResolution: ts.ModuleResolutionKind.NodeNext,
      target: ts.ScriptTarget.ES2022, strict: true, skipLibCheck: true, noEmit: true,
    });
    const checker = program.getTypeChecker();
    const source = program.getSourceFile(file);
    const own = `${path.sep}@rstest${path.sep}core${path.sep}dist`;
    const isOwn = (symbol) => (symbol.declarations ?? []).some((declaration) => declaration.getSourceFile().fileName.includes(own));
    const names = (symbols) => [...new Set(symbols.map((symbol) => symbol.name))].sort();
    const ownProperties = (type) => (type ? names(checker.getPropertiesOfType(type).filter(isOwn)) : []);
    const allProperties = (type) => (type ? names(checker.getPropertiesOfType(type)) : []);
    const resolve = (symbol) => (symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol);

    const moduleExports = (alias) => {
      const declaration = source.statements.find((statement) => ts.isImportDeclaration(statement) && statement.importClause?.namedBindings?.name?.text === alias);
      if (!declaration) return new Map();
      const moduleSymbol = checker.getAliasedSymbol(checker.getSymbolAtLocation(declaration.importClause.namedBindings.name));
      return new Map(checker.getExportsOfModule(moduleSymbol).map((symbol) => [symbol.name, resolve(symbol)]));
    };
    const core = moduleExports('core');
    const api = moduleExports('api');
    if (core.size === 0) throw new Error(`could not read the exports of @rstest/core in ${projectDir}`);
    const valueType = (exports, name) => (exports.get(name)?.flags & ts.SymbolFlags.Value ? checker.getTypeOfSymbol(exports.get(name)) : undefined);
    const declaredType = (exports, name) => (exports.get(name)?.flags & ts.SymbolFlags.Type ? checker.getDeclaredTypeOfSymbol(exports.get(name)) : undefined);
    const withFlags = (exports, flags) => [...exports.entries()].filter(([, symbol]) => (symbol.flags & flags) !== 0).map(([name]) => name).sort();

    const config = declaredType(core, 'RstestConfig');
    const utilities = valueType(core, 'rs') ?? valueType(core, 'rstest');
    const assertion = declaredType(core, 'Assertion');
    const expectStatic = valueType(core, 'expect');
    const testFn = valueType(core, 'test');
    const describeFn = valueType(core, 'describe');
    const reporter = declaredType(core, 'Reporter');
    const instance = declaredType(api, 'RstestInstance');

    // Nested options (`pool.memoryLimit`) and the `@default` tags of every option:
    // some defaults are applied where they are used, not by the config normalizer.
    const configOptions = [];
    const configDocDefaults = {};
    const walk = (type, prefix, depth) => {
      for (const symbol of checker.getPropertiesOfType(type).filter(isOwn)) {
        const key = prefix ? `${prefix}.${symbol.name}` : symbol.name;
        configOptions.push(key);
        const tag = (symbol.declarations ?? []).flatMap((declaration) => ts.getJSDocTags(declaration)).find((jsDocTag) => jsDocTag.tagName.text === 'default');
        if (tag) configDocDefaults[key] = (ts.getTextOfJSDocComment(tag.comment) ?? '').replace(/\s+/g, ' ').trim();
        if (depth >= CONFIG_DEPTH || NOT_NESTED.has(symbol.name)) continue;
        const propertyType = checker.getNonNullableType(checker.getTypeOfSymbol(symbol));
        const parts = propertyType.isUnion() ? propertyType.types : [propertyType];
        for (const part of parts) {
          // Only plain option objects: not arrays, functions, or a reporter object in `reporters`.
          if (!(part.flags & ts.TypeFlags.Object) || checker.isArrayType(part) || part.getCallSignatures().length > 0 || part === reporter) continue;
          walk(part, key, depth + 1);
        }
      }
    };
    if (config) walk(config, '', 1);

    const surface = {
      version: corePackage.version,
      // What installs with it: `@rsbuild/core ~2.2.7`, the DOM environments as optional peers.
      dependencies: { ...corePackage.dependencies, ...Object.fromEntries(Object.entries(corePackage.peerDependencies ?? {}).map(([name, range]) => [name, `${range} (peer)`])) },
      configKeys: ownProperties(config),
      configOptions: [...new Set(configOptions)].sort(),
      configDocDefaults: Object.fromEntries(Object.entries(configDocDefaults).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))),
      utilities: ownProperties(utilities),
      matchers: ownProperties(assertion),
      expectStatics: ownProperties(expectStatic),
      testModifiers: ownProperties(testFn),
      describeModifiers: ownProperties(describeFn),
      reporterHooks: ownProperties(reporter),
      instanceMembers: ownProperties(instance),
      coreExports: withFlags(core, ts.SymbolFlags.Value),
      apiExports: withFlags(api, ts.SymbolFlags.Value),
      // Types, classes and namespaces (`Rspack`): what an `import type` can name.
      coreTypes: withFlags(core, ts.SymbolFlags.Type | ts.SymbolFlags.Namespace),
      apiTypes: withFlags(api, ts.SymbolFlags.Type | ts.SymbolFlags.Namespace),
      present: {
        matchers: allProperties(assertion),
        expectStatics: allProperties(expectStatic),
        testModifiers: allProperties(testFn),
        describeModifiers: allProperties(describeFn),
      },
    };
    if (surface.configKeys.length === 0 || surface.utilities.length === 0) throw new Error(`could not read RstestConfig and rs from @rstest/core in ${projectDir}`);
    return surface;
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * Long flags of `rstest --help` and of each command's `--help`, from the
 * installed bin. Throws when the help cannot be printed (a missing dependency
 * after a swap), so a broken install never reads as "no flags".
 */
export function readCliFlags(projectDir) {
  const bin = path.join(projectDir, 'node_modules', '@rstest', 'core', 'bin', 'rstest.js');
  const help = (...command) => {
    const result = spawnSync(process.execPath, [bin, ...command, '--help'], {
      cwd: projectDir, encoding: 'utf8', env: { ...process.env, RSTEST_NO_AGENT: '1', NO_COLOR: '1', FORCE_COLOR: '0' },
    });
    const text = `${result.stdout}\n${result.stderr}`;
    // A command may have no flag of its own; the top-level help always lists some.
    if (result.status !== 0 || (command.length === 0 && parseHelpFlags(text).length === 0)) {
      throw new Error(`\`rstest ${[...command, '--help'].join(' ')}\` failed in ${projectDir} (exit ${result.status}):\n${text.slice(0, 600)}`);
    }
    return text;
  };
  const top = help();
  const flags = new Set(parseHelpFlags(top));
  for (const command of parseHelpCommands(top)) for (const flag of parseHelpFlags(help(command))) flags.add(flag);
  return [...flags].sort();
}

/**
 * Runs the package's own config normalizer on an empty config and prints the
 * result: `createRstest` of `@rstest/core/api` (0.12 on) resolves to an
 * instance whose `context.config` is the normalized config; 0.11's
 * `createRstest` of the main entry returns one with `context.normalizedConfig`.
 */
const DEFAULTS_PROBE = `import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
const require = createRequire(process.argv[2] + '/');
const load = async (specifier) => { try { return await import(pathToFileURL(require.resolve(specifier)).href); } catch { return null; } };
const api = await load('@rstest/core/api');
const core = await load('@rstest/core');
let config = null;
if (typeof api?.createRstest === 'function') {
  config = (await api.createRstest({ cwd: process.cwd(), config: {} })).context.config;
} else if (typeof core?.createRstest === 'function') {
  config = core.createRstest({ config: {}, projects: [], cwd: process.cwd() }, 'run', []).context.normalizedConfig;
}
process.stdout.write(JSON.stringify(config, (key, value) => (typeof value === 'function' ? '[Function]' : value instanceof RegExp ? String(value) : value)));
`;

/** Every leaf of a plain object as a dotted path (`coverage.provider`); arrays and empty objects are leaves. */
export function flattenConfig(value, prefix = '', out = {}) {
  if (value && typeof value === 'object' && !Array.isArray(value) && Object.keys(value).length > 0) {
    for (const [key, child] of Object.entries(value)) flattenConfig(child, prefix ? `${prefix}.${key}` : key, out);
  } else if (prefix) {
    out[prefix] = value;
  }
  return out;
}

/**
 * The config defaults one installed version applies up front: its normalizer
 * run on `{}` in an empty folder, with CI variables unset (the reporters and
 * `browser.headless` follow them) and the folder's path written as `<root>`.
 * Defaults the package applies later, where an option is read
 * (`testEnvironment.prebundle` in 0.12), are not in it: see the `@default`
 * tags of readSurface. Returns null for a version without `createRstest`.
 */
export function readConfigDefaults(projectDir) {
  const cwd = fs.mkdtempSync(path.join(os.tmpdir(), 'rstest-defaults-'));
  try {
    const probe = path.join(cwd, 'probe.mjs');
    fs.writeFileSync(probe, DEFAULTS_PROBE);
    const env = { ...process.env, RSTEST_NO_AGENT: '1', NO_COLOR: '1' };
    for (const name of ['CI', 'GITHUB_ACTIONS', 'DEBUG']) delete env[name];
    const result = spawnSync(process.execPath, [probe, projectDir], { cwd, encoding: 'utf8', env });
    if (result.status !== 0) throw new Error(`reading the config defaults in ${projectDir} failed:\n${result.stderr.slice(0, 600)}`);
    const config = JSON.parse(result.stdout || 'null');
    if (!config) return null;
    const root = fs.realpathSync(cwd);
    const flat = flattenConfig(config);
    const rooted = (value) => (typeof value === 'string' ? value.split(root).join('<root>').split(cwd).join('<root>') : Array.isArray(value) ? value.map(rooted) : value);
    return Object.fromEntries(Object.entries(flat).map(([key, value]) => [key, rooted(value)]));
  } finally {
    fs.rmSync(cwd, { recursive: true, force: true });
  }
}
