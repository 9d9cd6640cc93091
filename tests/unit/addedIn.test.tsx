import { BADGE_MESSAGES, badgeFor, compareVersions, badgeTexts, configEntry, headingEntries, pageRule, type AddedInData } from '../../src/utils/addedIn';
import remarkAddedIn from '../../plugins/added-in';
import zhCode from '../../i18n/zh/code.json';

const DATA: AddedInData = {
  firstRelease: '0.1.3',
  config: { retry: '0.1.3', detectAsyncLeaks: '0.10.3', onlyFailures: '0.11.5', expect: '0.11.6' },
  rs: { fn: '0.1.3', setConfig: '0.1.3', getConfig: '0.1.3', resetConfig: '0.4.0', mockObject: '0.7.2' },
  matchers: { toBeNull: '0.1.3', toBeUndefined: '0.1.3', toBeNullable: '0.7.2', not: '0.1.3' },
  expect: { soft: '0.1.3', poll: '0.3.2', toSatisfy: '0.5.1' },
  test: { each: '0.1.3', for: '0.3.2' },
  describe: { only: '0.1.3' },
  exports: { beforeAll: '0.1.3', onTestFinished: '0.5.1', registerWorkerCleanup: '0.11.9', registerFileCleanup: '0.11.10' },
};

describe('pageRule (issue 25)', () => {
  it.each([
    ['/site/docs/config/test/retry.md', { kind: 'config' }],
    ['/site/i18n/zh/docusaurus-plugin-content-docs/current/config/test/retry.md', { kind: 'config' }],
    ['/site/docs/config/build/output.md', { kind: 'config' }],
    ['/site/docs/api/test-api/expect.md', { kind: 'api', bareGroup: 'matchers' }],
    ['C:\\site\\docs\\api\\test-api\\hooks.md', { kind: 'api', bareGroup: 'exports' }],
    ['/site/docs/api/test-api/test.md', { kind: 'api', bareGroup: null }],
    ['/site/docs/config/index.md', null],
    ['/site/docs/guide/start/index.md', null],
    ['/site/src/pages/index.tsx', null],
    ['', null],
  ])('%s', (file, rule) => {
    expect(pageRule(file)).toEqual(rule);
  });
});

describe('headingEntries (issue 25)', () => {
  it.each<[string, string | null, string[]]>([
    ['rstest.fn', null, ['rstest.fn@0.1.3']],
    ['`rs.mockObject`', null, ['rs.mockObject@0.7.2']],
    ['rstest.setConfig, getConfig and resetConfig', null, ['rstest.setConfig@0.1.3', 'getConfig@0.1.3', 'resetConfig@0.4.0']],
    ['rstest.setConfig、getConfig 和 resetConfig {#set-get-reset-config}', null, ['rstest.setConfig@0.1.3', 'getConfig@0.1.3', 'resetConfig@0.4.0']],
    ['toBeNull, toBeUndefined, toBeDefined and toBeNullable', 'matchers', ['toBeNull@0.1.3', 'toBeUndefined@0.1.3', 'toBeNullable@0.7.2']],
    ['expect.soft', 'matchers', ['expect.soft@0.1.3']],
    ['expect.toSatisfy and expect.toBeOneOf', 'matchers', ['expect.toSatisfy@0.5.1']],
    ['test.each', null, ['test.each@0.1.3']],
    ['it.for', null, ['it.for@0.3.2']],
    ['describe.only {#describe-only}', null, ['describe.only@0.1.3']],
    ['beforeAll', 'exports', ['beforeAll@0.1.3']],
    // A bare word is read only on a page whose bare names are API names.
    ['not', null, []],
    ['not', 'matchers', ['not@0.1.3']],
    // A heading must start with a name: prose headings get nothing, even when they mention one later.
    ['Clearing all mocks with rstest.fn', null, []],
    ['Hook timeouts', 'exports', []],
    ['Signature', 'matchers', []],
    // Unknown members and prototype names are not entries.
    ['rstest.nope', null, []],
    ['rs.constructor', null, []],
    ['toString', 'matchers', []],
    ['', 'matchers', []],
  ])('%s', (text, bare, expected) => {
    expect(headingEntries(DATA, text, bare as never).map((entry) => `${entry.name}@${entry.version}`)).toEqual(expected);
  });
});

describe('configEntry and badgeFor (issue 25)', () => {
  it('finds a config page\'s option by its title', () => {
    expect(configEntry(DATA, 'detectAsyncLeaks')).toEqual({ name: 'detectAsyncLeaks', version: '0.10.3' });
    expect(configEntry(DATA, 'Not an option')).toBeUndefined();
  });

  it('marks the first release, and lists names of a heading that came later', () => {
    expect(badgeFor(DATA, [{ name: 'retry', version: '0.1.3' }])).toEqual({ version: '0.1.3', firstRelease: true, later: [] });
    expect(badgeFor(DATA, [{ name: 'detectAsyncLeaks', version: '0.10.3' }])).toEqual({ version: '0.10.3', firstRelease: false, later: [] });
    expect(badgeFor(DATA, [{ name: 'a', version: '0.10.0' }, { name: 'b', version: '0.9.10' }, { name: 'c', version: '0.10.0' }])).toEqual({
      version: '0.9.10',
      firstRelease: false,
      later: [{ name: 'a', version: '0.10.0' }, { name: 'c', version: '0.10.0' }],
    });
    expect(badgeFor(DATA, [])).toBeNull();
  });

  it('orders patches numerically (issue 40): 0.11.9 comes before 0.11.10, and a later patch of the same minor is "later"', () => {
    expect(compareVersions('0.11.9', '0.11.10')).toBeLessThan(0);
    expect(compareVersions('0.10.3', '0.9.10')).toBeGreaterThan(0);
    expect(compareVersions('0.11.5', '0.11.5')).toBe(0);
    expect(badgeFor(DATA, headingEntries(DATA, 'registerFileCleanup and registerWorkerCleanup', 'exports'))).toEqual({
      version: '0.11.9',
      firstRelease: false,
      later: [{ name: 'registerFileCleanup', version: '0.11.10' }],
    });
    expect(badgeFor(DATA, [{ name: 'onlyFailures', version: '0.11.5' }, { name: 'expect', version: '0.11.6' }])?.later).toEqual([{ name: 'expect', version: '0.11.6' }]);
  });

  it('words a badge, filling its placeholders', () => {
    expect(badgeTexts({ version: '0.1.3', firstRelease: true, later: [{ name: 'toBeNullable', version: '0.11.5' }] }, BADGE_MESSAGES)).toEqual([
      'Since the first release (v0.1.3)',
      'toBeNullable: added in v0.11.5',
    ]);
    expect(badgeTexts({ version: '0.11.9', firstRelease: false, later: [] }, BADGE_MESSAGES)).toEqual(['Added in v0.11.9']);
    expect(badgeTexts({ version: '0.10.3', firstRelease: false, later: [] }, { ...BADGE_MESSAGES, version: 'v{version} {unknown}' })).toEqual(['v0.10.3 {unknown}']);
  });
});

type Node = { type: string; name?: string; value?: string; attributes?: Array<{ name: string; value: string }>; children?: Node[] };
const texts = (tree: { children: Node[] }) =>
  tree.children.filter((node) => node.type === 'mdxJsxFlowElement').map((node) => (node.children ?? []).map((span) => `${span.attributes?.[0].value}: ${span.children?.[0].value}`));

describe('remarkAddedIn (issue 25)', () => {
  const heading = (depth: number, text: string): Node => ({ type: 'heading', depth, children: [{ type: 'text', value: text }] } as Node);

  it('puts a badge under a config page\'s title, from the committed data', () => {
    const tree = { type: 'root', children: [heading(1, 'retry'), { type: 'paragraph', children: [] }, heading(2, 'Default value {#default-value}')] };
    remarkAddedIn()(tree, { path: '/s/docs/config/test/retry.md' });
    expect(tree.children.map((node) => node.type)).toEqual(['heading', 'mdxJsxFlowElement', 'paragraph', 'heading']);
    expect(texts(tree)).toEqual([['added-in__badge added-in__badge--first: Since the first release (v0.1.3)']]);
  });

  it('writes Chinese badges on Chinese pages, from i18n/zh/code.json', () => {
    const tree = { type: 'root', children: [heading(1, 'detectAsyncLeaks')] };
    remarkAddedIn()(tree, { path: '/s/i18n/zh/docusaurus-plugin-content-docs/current/config/test/detectAsyncLeaks.md' });
    const message = (zhCode as Record<string, { message: string }>)['docs.addedIn.version'].message;
    expect(message).toMatch(/新增/);
    // issue 40: the patch that added it (the audit found it absent from 0.10.0, present from 0.10.3).
    expect(texts(tree)).toEqual([[`added-in__badge: ${message.replace('{version}', '0.10.3')}`]]);
  });

  it('puts badges under API headings only, and leaves other pages alone', () => {
    const tree = { type: 'root', children: [heading(1, 'expect'), heading(2, 'Signature'), heading(3, 'toBe {#tobe}'), heading(3, 'toBeNull, toBeUndefined, toBeDefined and toBeNullable {#tobenull}')] };
    remarkAddedIn()(tree, { path: '/s/docs/api/test-api/expect.md' });
    expect(texts(tree)).toEqual([
      ['added-in__badge added-in__badge--first: Since the first release (v0.1.3)'],
      ['added-in__badge added-in__badge--first: Since the first release (v0.1.3)', 'added-in__badge: toBeNullable: added in v0.11.5'],
    ]);
    const guide = { type: 'root', children: [heading(2, 'rstest.fn')] };
    remarkAddedIn()(guide, { path: '/s/docs/guide/basic/mock.md' });
    expect(guide.children).toHaveLength(1);
  });
});
