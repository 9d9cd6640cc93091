/**
 * @jest-environment node
 */
import path from 'node:path';
import { apiRequirements, inlineCodeNames, readApiSurface, requirementPages, undocumentedNames } from '../../scripts/lib/api-surface.mjs';

const siteDir = path.resolve(__dirname, '../..');

describe('API surface of the installed @rstest/core', () => {
  const surface = readApiSurface(siteDir);
  it('reads config keys, utility members, matchers, statics, hooks and exports', () => {
    expect(surface.configKeys).toEqual(expect.arrayContaining(['include', 'testTimeout', 'coverage', 'plugins']));
    expect(surface.utilities).toEqual(expect.arrayContaining(['fn', 'mock', 'stubEnv', 'waitFor']));
    expect(surface.matchers).toEqual(expect.arrayContaining(['toBe', 'toHaveBeenCalledWith', 'toMatchSnapshot', 'calledWith', 'resolves']));
    expect(surface.expectStatics).toEqual(expect.arrayContaining(['soft', 'poll', 'extend', 'objectContaining']));
    expect(surface.reporterHooks).toEqual(expect.arrayContaining(['onTestRunEnd', 'onTestCaseResult']));
    expect(surface.apiExports).toEqual(expect.arrayContaining(['createRstest', 'runCLI']));
    expect(surface.coreExports).toEqual(expect.arrayContaining(['describe', 'expect', 'rs', 'defineConfig']));
  }, 60_000);
  it('reads the type exports of both entry points, classes and namespaces included, and no plain values', () => {
    expect(surface.coreTypes).toEqual(expect.arrayContaining(['TestContext', 'TaskMeta', 'Mock', 'RstestConfig', 'CoverageProvider', 'Rspack']));
    expect(surface.apiTypes).toEqual(expect.arrayContaining(['RstestInstance', 'TestRunResult', 'ListTestsError', 'TaskMeta']));
    expect(surface.coreTypes).not.toContain('describe');
    expect(surface.apiTypes).not.toContain('createRstest');
  });
  it('leaves out the members that come from chai\'s own types', () => {
    expect(surface.matchers).not.toContain('to');
    expect(surface.matchers).not.toContain('equal');
  });
});

describe('documented names', () => {
  it('counts inline code and headings, not code blocks', () => {
    const names = inlineCodeNames(['## expect.soft {#soft}\nUse `rs.mock(path)` or `toBe`.\n```ts fragment\nexpect(a).toEqual(b);\n```\n']);
    expect(names.has('expect.soft')).toBe(true);
    expect(names.has('rs.mock')).toBe(true);
    expect(names.has('toBe')).toBe(true);
    expect(names.has('toEqual')).toBe(false);
  });
  it('reports the names a folder does not explain, in the form each kind needs', () => {
    const surface = { utilities: ['mock', 'stubEnv'], matchers: ['toBe'], expectStatics: ['any'], testModifiers: [], describeModifiers: [], coreExports: [], apiExports: [], instanceMembers: [], reporterHooks: [] };
    const [utilities, matchers, statics] = apiRequirements(surface);
    const names = inlineCodeNames(['`rs.mock()` and `toBe` and `any`']);
    expect(undocumentedNames(utilities, names)).toEqual(['stubEnv']);
    expect(undocumentedNames(matchers, names)).toEqual([]);
    expect(undocumentedNames(statics, names)).toEqual(['any']);
  });
  it('requires every exported type on the Types page alone, and reports the ones it lacks', () => {
    const surface = { utilities: [], matchers: [], expectStatics: [], testModifiers: [], describeModifiers: [], coreExports: [], apiExports: [], instanceMembers: [], reporterHooks: [], coreTypes: ['TaskMeta', 'TestContext'], apiTypes: ['TaskMeta', 'RunOptions'] };
    const types = apiRequirements(surface).find((requirement) => requirement.page);
    expect(types.names).toEqual(['RunOptions', 'TaskMeta', 'TestContext']);
    // Other pages of the folder do not count: only the Types page is read.
    expect(requirementPages(types, () => ['index.md', 'reporter.md'])).toEqual(['api/javascript-api/types.md']);
    // A type named only inside a code block is not documented.
    const page = '## Test API {#test-api}\n| `TaskMeta` | metadata |\n```ts title="a.ts"\nimport type { TestContext, RunOptions } from \'@rstest/core\';\n```\n';
    expect(undocumentedNames(types, inlineCodeNames([page]))).toEqual(['RunOptions', 'TestContext']);
    // A missing page reads as empty: every type is reported.
    expect(undocumentedNames(types, inlineCodeNames(['']))).toEqual(['RunOptions', 'TaskMeta', 'TestContext']);
  });
  it('lists every page of a folder for the folder-wide requirements', () => {
    const [utilities] = apiRequirements({ utilities: ['fn'], matchers: [], expectStatics: [], testModifiers: [], describeModifiers: [], coreExports: [], apiExports: [], instanceMembers: [], reporterHooks: [] });
    expect(requirementPages(utilities, (folder) => (folder === 'api' ? ['index.md', 'rstest/utilities.md'] : []))).toEqual(['api/index.md', 'api/rstest/utilities.md']);
  });
});
