#!/usr/bin/env node
/**
 * Writes src/data/addedIn.json: for every config key, runtime name and CLI flag
 * of @rstest/core, the first minor version that has it. Run by hand when a new
 * minor version is published (it needs the npm registry, so it is not in CI):
 *
 *   node scripts/added-in.mjs [--scratch /tmp/rstest-added-in] [--keep] [--reuse]
 *
 * For each minor version it installs that minor's last patch in a scratch
 * folder (one at a time, no install scripts), reads the names from the
 * package's own type declarations (the same rules as scripts/lib/api-surface.mjs:
 * only members declared by @rstest/core, not chai's) and its CLI flags from
 * `rstest --help` and `rstest <command> --help`.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execFileSync, spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { firstVersions, lastPatchPerMinor, parseHelpCommands, parseHelpFlags } from './lib/added-in.mjs';

const siteDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const scratchRoot = args.includes('--scratch') ? path.resolve(args[args.indexOf('--scratch') + 1]) : path.join(os.tmpdir(), 'rstest-added-in');
// --keep leaves the installs in place; --reuse uses an install kept by an earlier run.
const keep = args.includes('--keep');
const reuse = args.includes('--reuse');
const outFile = path.join(siteDir, 'src', 'data', 'addedIn.json');

// Value types work for every version: the early ones do not export ExpectStatic or Rstest.
const PROBE = `import * as core from '@rstest/core';
export type Probe = [core.RstestConfig, typeof core.rs, core.Assertion<any>, typeof core.expect, typeof core.test, typeof core.describe];
export { core };
`;

/** The names one installed version declares, read with the site's TypeScript. */
function readSurface(projectDir) {
  const ts = createRequire(path.join(siteDir, 'package.json'))('typescript');
  const file = path.join(projectDir, 'probe.ts');
  fs.writeFileSync(file, PROBE);
  const program = ts.createProgram([file], {
    module: ts.ModuleKind.NodeNext, moduleResolution: ts.ModuleResolutionKind.NodeNext,
    target: ts.ScriptTarget.ES2022, strict: true, skipLibCheck: true, noEmit: true,
  });
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(file);
  // dist/ (0.12) and dist-types/ (0.1): the package's own declarations, not compiled/ (chai's).
  const own = `${path.sep}@rstest${path.sep}core${path.sep}dist`;
  const isOwn = (symbol) => (symbol.declarations ?? []).some((declaration) => declaration.getSourceFile().fileName.includes(own));
  const ownProperties = (type) => checker.getPropertiesOfType(type).filter(isOwn).map((symbol) => symbol.name).sort();
  const allProperties = (type) => checker.getPropertiesOfType(type).map((symbol) => symbol.name).sort();
  const probe = source.statements.find((statement) => ts.isTypeAliasDeclaration(statement));
  const [config, utilities, assertion, expectStatic, testFn, describeFn] = probe.type.elements.map((element) => checker.getTypeFromTypeNode(element));
  const declaration = source.statements.find((statement) => ts.isImportDeclaration(statement));
  const moduleSymbol = checker.getAliasedSymbol(checker.getSymbolAtLocation(declaration.importClause.namedBindings.name));
  const exports = checker.getExportsOfModule(moduleSymbol)
    .filter((symbol) => ((symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol).flags & ts.SymbolFlags.Value) !== 0)
    .map((symbol) => symbol.name)
    .sort();
  const surface = {
    config: ownProperties(config),
    rs: ownProperties(utilities),
    matchers: ownProperties(assertion),
    expect: ownProperties(expectStatic),
    test: ownProperties(testFn),
    describe: ownProperties(describeFn),
    exports,
  };
  if (surface.config.length === 0 || surface.rs.length === 0) throw new Error(`could not read the types in ${projectDir}`);
  // Whether a name worked in a version does not depend on who declared it:
  // `expect(x).not` came from chai's types until Rstest declared it itself.
  const present = {
    matchers: allProperties(assertion),
    expect: allProperties(expectStatic),
    test: allProperties(testFn),
    describe: allProperties(describeFn),
  };
  return { surface, present };
}

/** Long flags of `rstest --help` and of each command's help. */
function readFlags(projectDir) {
  const bin = path.join(projectDir, 'node_modules', '@rstest', 'core', 'bin', 'rstest.js');
  const help = (...command) => {
    const result = spawnSync(process.execPath, [bin, ...command, '--help'], {
      cwd: projectDir, encoding: 'utf8', env: { ...process.env, RSTEST_NO_AGENT: '1', NO_COLOR: '1', FORCE_COLOR: '0' },
    });
    return `${result.stdout}\n${result.stderr}`;
  };
  const top = help();
  const flags = new Set(parseHelpFlags(top));
  for (const command of parseHelpCommands(top)) for (const flag of parseHelpFlags(help(command))) flags.add(flag);
  return [...flags].sort();
}

function install(version) {
  const dir = path.join(scratchRoot, version);
  const installed = path.join(dir, 'node_modules', '@rstest', 'core', 'package.json');
  if (reuse && fs.existsSync(installed) && JSON.parse(fs.readFileSync(installed, 'utf8')).version === version) return dir;
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ name: 'added-in-probe', private: true }));
  execFileSync('npm', ['install', '--no-save', '--ignore-scripts', '--no-audit', '--no-fund', `@rstest/core@${version}`], { cwd: dir, stdio: ['ignore', 'ignore', 'inherit'] });
  return dir;
}

const published = JSON.parse(execFileSync('npm', ['view', '@rstest/core', 'versions', '--json'], { encoding: 'utf8' }));
const versions = lastPatchPerMinor(published);
console.log(`@rstest/core: ${published.length} versions, ${versions.length} minors: ${versions.join(', ')}`);

const perVersion = [];
for (const version of versions) {
  const started = Date.now();
  const dir = install(version);
  try {
    const { surface, present } = readSurface(dir);
    const names = { ...surface, cli: readFlags(dir) };
    perVersion.push({ version, names, present });
    const counts = Object.entries(names).map(([group, list]) => `${group} ${list.length}`).join(', ');
    console.log(`${version}: ${counts} (${((Date.now() - started) / 1000).toFixed(0)} s)`);
  } finally {
    if (!keep) fs.rmSync(dir, { recursive: true, force: true });
  }
}

const data = {
  $comment: 'Generated by scripts/added-in.mjs from the published @rstest/core packages; do not edit by hand.',
  firstRelease: perVersion[0].version.split('.').slice(0, 2).join('.'),
  versions,
  ...firstVersions(perVersion),
};
fs.mkdirSync(path.dirname(outFile), { recursive: true });
fs.writeFileSync(outFile, `${JSON.stringify(data, null, 2)}\n`);
console.log(`wrote ${path.relative(siteDir, outFile)}`);
