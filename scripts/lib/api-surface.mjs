/**
 * The public surface of the pinned @rstest/core, read from its own type
 * declarations with the TypeScript compiler: config keys, the members of the
 * `rs`/`rstest` utility, the matchers of `expect(…)`, the statics of `expect`,
 * the `test`/`describe` modifiers, the reporter hooks, and the value and type
 * exports of both entry points. Members that come from other packages' types (chai's own
 * language chains such as `to.be`) are left out: the site documents Rstest.
 * Used by the docs checks, so a newer package that adds a name fails them
 * until a page documents it. The reading itself is scripts/lib/rstest-package.mjs,
 * shared with the "Added in" scan and check:release (issue 40).
 */
import { readSurface } from './rstest-package.mjs';

/** Reads the surface; `siteDir` is where node_modules/@rstest/core and typescript live. */
export function readApiSurface(siteDir) {
  return readSurface(siteDir, siteDir);
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
