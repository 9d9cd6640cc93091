import { stripSourcePaths } from '../../plugins/lean-main/stripSourcePaths';

// issue 23: the browser's route registry without the source paths it never reads.
describe('stripSourcePaths', () => {
  const registry = [
    'export default {',
    '  "00da1406": [() => import(/* webpackChunkName: "00da1406" */ "@site/docs/a.md"), "@site/docs/a.md", require.resolveWeak("@site/docs/a.md")],',
    '  "0e384e19": [() => import(/* webpackChunkName: "0e384e19" */ "@theme/DocItem"), "@theme/DocItem", require.resolveWeak("@theme/DocItem")],',
    '};',
  ].join('\n');

  it('replaces the second element of every entry and keeps the loaders and module ids', () => {
    const lean = stripSourcePaths(registry);
    expect(lean).toContain('import(/* webpackChunkName: "00da1406" */ "@site/docs/a.md"), 0, require.resolveWeak("@site/docs/a.md")]');
    expect(lean).toContain('"@theme/DocItem"), 0, require.resolveWeak("@theme/DocItem")]');
    expect(lean.match(/, 0, /g)).toHaveLength(2);
  });

  it('fails loudly when the format changed instead of doing nothing', () => {
    expect(() => stripSourcePaths('export default { "a": [load, require.resolveWeak("x")] };')).toThrow(/format/);
    expect(stripSourcePaths('export default {};')).toBe('export default {};');
  });
});
