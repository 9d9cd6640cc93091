import React from 'react';
import { render, screen } from '@testing-library/react';
import { badgeFor, configEntry, decodeLater, encodeLater, headingEntries, pageRule, type AddedInData } from '../../src/utils/addedIn';
import remarkAddedIn from '../../plugins/added-in';
import AddedIn from '../../src/components/AddedIn';
import { renderWithDocusaurus } from './support/render';

const DATA: AddedInData = {
  firstRelease: '0.1',
  config: { retry: '0.1', detectAsyncLeaks: '0.10' },
  rs: { fn: '0.1', setConfig: '0.1', getConfig: '0.1', resetConfig: '0.4', mockObject: '0.7' },
  matchers: { toBeNull: '0.1', toBeUndefined: '0.1', toBeNullable: '0.7', not: '0.1' },
  expect: { soft: '0.1', poll: '0.3', toSatisfy: '0.5' },
  test: { each: '0.1', for: '0.3' },
  describe: { only: '0.1' },
  exports: { beforeAll: '0.1', onTestFinished: '0.5' },
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
    ['rstest.fn', null, ['rstest.fn@0.1']],
    ['`rs.mockObject`', null, ['rs.mockObject@0.7']],
    ['rstest.setConfig, getConfig and resetConfig', null, ['rstest.setConfig@0.1', 'getConfig@0.1', 'resetConfig@0.4']],
    ['rstest.setConfig、getConfig 和 resetConfig {#set-get-reset-config}', null, ['rstest.setConfig@0.1', 'getConfig@0.1', 'resetConfig@0.4']],
    ['toBeNull, toBeUndefined, toBeDefined and toBeNullable', 'matchers', ['toBeNull@0.1', 'toBeUndefined@0.1', 'toBeNullable@0.7']],
    ['expect.soft', 'matchers', ['expect.soft@0.1']],
    ['expect.toSatisfy and expect.toBeOneOf', 'matchers', ['expect.toSatisfy@0.5']],
    ['test.each', null, ['test.each@0.1']],
    ['it.for', null, ['it.for@0.3']],
    ['describe.only {#describe-only}', null, ['describe.only@0.1']],
    ['beforeAll', 'exports', ['beforeAll@0.1']],
    // A bare word is read only on a page whose bare names are API names.
    ['not', null, []],
    ['not', 'matchers', ['not@0.1']],
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
    expect(configEntry(DATA, 'detectAsyncLeaks')).toEqual({ name: 'detectAsyncLeaks', version: '0.10' });
    expect(configEntry(DATA, 'Not an option')).toBeUndefined();
  });

  it('marks the first release, and lists names of a heading that came later', () => {
    expect(badgeFor(DATA, [{ name: 'retry', version: '0.1' }])).toEqual({ version: '0.1', firstRelease: true, later: [] });
    expect(badgeFor(DATA, [{ name: 'detectAsyncLeaks', version: '0.10' }])).toEqual({ version: '0.10', firstRelease: false, later: [] });
    expect(badgeFor(DATA, [{ name: 'a', version: '0.10' }, { name: 'b', version: '0.9' }, { name: 'c', version: '0.10' }])).toEqual({
      version: '0.9',
      firstRelease: false,
      later: [{ name: 'a', version: '0.10' }, { name: 'c', version: '0.10' }],
    });
    expect(badgeFor(DATA, [])).toBeNull();
  });

  it('encodes the later names for an MDX attribute and reads them back, ignoring garbage', () => {
    const later = [{ name: 'toBeNullable', version: '0.7' }, { name: 'expect.poll', version: '0.10' }];
    expect(decodeLater(encodeLater(later))).toEqual(later);
    expect(decodeLater('x@@,<b>@0.1,ok@0.3')).toEqual([{ name: 'ok', version: '0.3' }]);
    expect(decodeLater(undefined)).toEqual([]);
  });
});

describe('remarkAddedIn (issue 25)', () => {
  const heading = (depth: number, text: string) => ({ type: 'heading', depth, children: [{ type: 'text', value: text }] });
  const badges = (tree: { children: Array<{ type: string; attributes?: Array<{ name: string; value: string }> }> }) =>
    tree.children.filter((node) => node.type === 'mdxJsxFlowElement').map((node) => Object.fromEntries((node.attributes ?? []).map((a) => [a.name, a.value])));

  it('puts a badge under a config page\'s title (from the committed data)', () => {
    const tree = { type: 'root', children: [heading(1, 'retry'), { type: 'paragraph', children: [] }, heading(2, 'Default value {#default-value}')] };
    remarkAddedIn()(tree, { path: '/s/docs/config/test/retry.md' });
    expect(tree.children.map((node) => node.type)).toEqual(['heading', 'mdxJsxFlowElement', 'paragraph', 'heading']);
    expect(badges(tree)).toEqual([{ version: '0.1', first: 'true' }]);
  });

  it('puts badges under API headings only, and leaves other pages alone', () => {
    const tree = { type: 'root', children: [heading(1, 'expect'), heading(2, 'Signature'), heading(3, 'toBe {#tobe}'), heading(3, 'expect.soft {#soft}')] };
    remarkAddedIn()(tree, { path: '/s/i18n/zh/docusaurus-plugin-content-docs/current/api/test-api/expect.md' });
    expect(badges(tree)).toHaveLength(2);
    const guide = { type: 'root', children: [heading(2, 'rstest.fn')] };
    remarkAddedIn()(guide, { path: '/s/docs/guide/basic/mock.md' });
    expect(guide.children).toHaveLength(1);
  });
});

describe('AddedIn badge (issue 25)', () => {
  it('says "Added in" for later versions and names the first release otherwise', () => {
    const { rerender } = render(<AddedIn version="0.10" />);
    expect(screen.getByText('Added in v0.10')).toBeTruthy();
    rerender(<AddedIn version="0.1" first="true" later="toBeNullable@0.7" />);
    expect(screen.getByText('Since the first release (v0.1)')).toBeTruthy();
    expect(screen.getByText('toBeNullable: added in v0.7')).toBeTruthy();
  });

  it('renders nothing for a bad version', () => {
    const { container } = render(<AddedIn version="<script>" />);
    expect(container.innerHTML).toBe('');
  });

  it('is translated in Chinese', () => {
    renderWithDocusaurus(<AddedIn version="0.7" later="expect.poll@0.10" />, { locale: 'zh' });
    expect(screen.getByText('v0.7 新增')).toBeTruthy();
    expect(screen.getByText('expect.poll：v0.10 新增')).toBeTruthy();
  });
});
