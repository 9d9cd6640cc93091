/**
 * The public surface of the installed @rstest/core, read from its own type
 * declarations with the TypeScript compiler: config keys, the members of the
 * `rs`/`rstest` utility, the matchers of `expect(…)`, the statics of `expect`,
 * the `test`/`describe` modifiers, the reporter hooks, and the value and type
 * exports of both entry points. Members that come from other packages' types (chai's own
 * language chains such as `to.be`) are left out: the site documents Rstest.
 * Used by the docs checks, so a newer package that adds a name fails them
 * until a page documents it.
 */
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';

const PROBE = `import type { RstestConfig, RstestUtilities, Assertion, ExpectStatic, Reporter, Rstest } from '@rstest/core';
import type { RstestInstance } from '@rstest/core/api';
import * as core from '@rstest/core';
import * as api from '@rstest/core/api';
export type Probe = [RstestConfig, RstestUtilities, Assertion<any>, ExpectStatic, Reporter, RstestInstance, Rstest['test'], Rstest['describe']];
export { core, api };
`;

/** Reads the surface; `siteDir` is where node_modules/@rstest/core and typescript live. */
export function readApiSurface(siteDir) {
  const ts = createRequire(path.join(siteDir, 'package.json'))('typescript');
  const cacheDir = path.join(siteDir, 'node_modules', '.cache');
  fs.mkdirSync(cacheDir, { recursive: true });
  const dir = fs.mkdtempSync(path.join(cacheDir, 'api-surface-'));
  try {
    const file = path.join(dir, 'probe.ts');
    fs.writeFileSync(file, PROBE);
    const program = ts.createProgram([file], {
      module: ts.ModuleKind.NodeNext, moduleResolution: ts.ModuleResolutionKind.NodeNext,
      target: ts.ScriptTarget.ES2022, strict: true, skipLibCheck: true, noEmit: true,
    });
    const checker = program.getTypeChecker();
    const source = program.getSourceFile(file);
    const ownPackage = `${path.sep}@rstest${path.sep}core${path.sep}dist${path.sep}`;
    const isOwn = (symbol) => (symbol.declarations ?? []).some((declaration) => declaration.getSourceFile().fileName.includes(ownPackage));
    const ownProperties = (type) => checker.getPropertiesOfType(type).filter(isOwn).map((symbol) => symbol.name).sort();

    const probe = source.statements.find((statement) => ts.isTypeAliasDeclaration(statement));
    const [config, utilities, assertion, expectStatic, reporter, instance, testFn, describeFn] = probe.type.elements.map((element) => checker.getTypeFromTypeNode(element));
    const exportsWith = (name, flags) => {
      const declaration = source.statements.find((statement) => ts.isImportDeclaration(statement) && statement.importClause?.namedBindings?.name?.text === name);
      const moduleSymbol = checker.getAliasedSymbol(checker.getSymbolAtLocation(declaration.importClause.namedBindings.name));
      return checker.getExportsOfModule(moduleSymbol)
        .filter((symbol) => ((symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol).flags & flags) !== 0)
        .map((symbol) => symbol.name)
        .sort();
    };
    const valueExports = (name) => exportsWith(name, ts.SymbolFlags.Value);
    // Types, classes and namespaces (`Rspack`): what an `import type` can name.
    const typeExports = (name) => exportsWith(name, ts.SymbolFlags.Type | ts.SymbolFlags.Namespace);
    if (checker.getPropertiesOfType(config).length === 0) throw new Error('could not read RstestConfig from @rstest/core');
    return {
      configKeys: ownProperties(config),
      utilities: ownProperties(utilities),
      matchers: ownProperties(assertion),
      expectStatics: ownProperties(expectStatic),
      testModifiers: ownProperties(testFn),
      describeModifiers: ownProperties(describeFn),
      reporterHooks: ownProperties(reporter),
      instanceMembers: ownProperties(instance),
      coreExports: valueExports('core'),
      apiExports: valueExports('api'),
      coreTypes: typeExports('core'),
      apiTypes: typeExports('api'),
    };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * What the pages under one folder name in inline code or in a heading: every
 * `a.b(c)` gives the tokens a, b, c and the dotted paths a.b; code blocks do not
 * count, since a name used in an example is not yet a name explained.
 */
export function inlineCodeNames(sources) {
  const names = new Set();
  for (const source of sources) {
    let fence = false;
    for (const line of source.split('\n')) {
      if (/^\s*(```|~~~)/.test(line)) {
        fence = !fence;
        continue;
      }
      if (fence) continue;
      const heading = /^#{1,6}\s+(.*?)(\s*\{#[\w-]+\})?\s*$/.exec(line);
      const spans = heading ? [heading[1]] : [...line.matchAll(/`([^`]+)`/g)].map((match) => match[1]);
      for (const code of spans) {
        for (const [dotted] of code.matchAll(/[A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)*/g)) {
          names.add(dotted);
          const parts = dotted.split('.');
          parts.forEach((part, index) => {
            names.add(part);
            if (index > 0) names.add(`${parts[index - 1]}.${part}`);
          });
        }
      }
    }
  }
  return names;
}

/**
 * The API names each folder of pages must explain. `as` is how a name must be
 * written: `expect.soft` for a static (a bare `any` or `not` would be ambiguous
 * with the matchers), the bare or qualified name for everything else.
 */
export function apiRequirements(surface) {
  return [
    { label: 'rs / rstest utility members', folder: 'api', names: surface.utilities, forms: (name) => [name, `rs.${name}`, `rstest.${name}`] },
    { label: 'expect(…) matchers and modifiers', folder: 'api', names: surface.matchers, forms: (name) => [name] },
    { label: 'expect statics', folder: 'api', names: surface.expectStatics, forms: (name) => [`expect.${name}`] },
    { label: 'test modifiers', folder: 'api', names: surface.testModifiers, forms: (name) => [name, `test.${name}`, `it.${name}`] },
    { label: 'describe modifiers', folder: 'api', names: surface.describeModifiers, forms: (name) => [name, `describe.${name}`] },
    { label: '@rstest/core exports', folder: 'api', names: surface.coreExports, forms: (name) => [name] },
    { label: '@rstest/core/api exports', folder: 'api/javascript-api', names: surface.apiExports, forms: (name) => [name] },
    { label: 'Rstest instance members', folder: 'api/javascript-api', names: surface.instanceMembers, forms: (name) => [name] },
    { label: 'Reporter hooks', folder: 'api/javascript-api', names: surface.reporterHooks, forms: (name) => [name] },
    // One page lists every exported type, so an upgrade that adds a type fails until that page explains it.
    { label: 'exported types of @rstest/core and @rstest/core/api', folder: 'api/javascript-api', page: 'api/javascript-api/types.md', names: [...new Set([...(surface.coreTypes ?? []), ...(surface.apiTypes ?? [])])].sort(), forms: (name) => [name] },
  ];
}

/**
 * The pages (relative to the docs tree) whose inline code counts for a
 * requirement: its single `page` when it names one, else every page of its folder.
 */
export function requirementPages(requirement, listFolder) {
  if (requirement.page) return [requirement.page];
  return listFolder(requirement.folder).map((page) => `${requirement.folder}/${page}`);
}

/** Names of a requirement that no page of its folder writes in inline code, in any accepted form. */
export function undocumentedNames(requirement, names) {
  return requirement.names.filter((name) => !requirement.forms(name).some((form) => names.has(form)));
}
