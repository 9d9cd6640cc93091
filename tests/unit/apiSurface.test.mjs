/**
 * @jest-environment node
 */
import path from 'node:path';
import { apiRequirements, inlineCodeNames, readApiSurface, undocumentedNames } from '../../scripts/lib/api-surface.mjs';

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
});
