/**
 * @jest-environment node
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { renderedText, spacingHits } from '../../scripts/lib/i18n-spacing.mjs';

const siteDir = path.resolve(__dirname, '../..');
const hitsOf = (source) => spacingHits([{ file: 'a.md', source }]).map(({ line, pair }) => `${line}:${pair}`);

describe('space between Chinese and Latin text', () => {
  it('finds Chinese right before a link whose text starts with a Latin letter', () => {
    expect(hitsOf('# 标题\n\n详见[CI 中的快照](./ci.md#snapshots)。\n')).toEqual(['3:见C']);
  });
  it('finds a link whose Latin text ends right before Chinese, and bold Latin text', () => {
    expect(hitsOf('[Mock](../mocking.md)指南讲解了提升。\n使用**Vitest**时\n')).toEqual(['1:k指', '2:用V', '2:t时']);
  });
  it('finds a bare Latin word touching Chinese', () => {
    expect(hitsOf('写到job 摘要中\n')).toEqual(['1:到j']);
  });
  it('accepts spaced text, links starting with Chinese or code, punctuation, code and anchors', () => {
    const page = [
      '---',
      'title: 在 CI 中运行',
      '---',
      '## 会沿用哪些设置 {#what-is-carried-over}',
      '参见 [CI 中的快照](./ci.md)，以及[快照](./snapshot.md)和[`root`](./root.md)。',
      '（[GitHub 注解](#github-actions)）与 **`resolves`/`rejects` 前漏写 `await`** 时。',
      '`x`的值、<kbd>Ctrl</kbd>键和 snake_case 名称。',
      '```ts',
      "test('中文test名', () => {}); // 注释x",
      '```',
    ].join('\n');
    expect(hitsOf(page)).toEqual([]);
  });
  it('reduces link markup to the text a reader sees', () => {
    expect(renderedText('见 [A](./a.md "标题") 和 [B](x(1).md)')).toBe('见 A 和 B');
  });
  it('fails i18n:check on a tree with a missing space', () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'spacing-'));
    const zh = path.join(root, 'i18n/zh/docusaurus-plugin-content-docs/current');
    fs.mkdirSync(zh, { recursive: true });
    fs.mkdirSync(path.join(root, 'docs'));
    fs.mkdirSync(path.join(root, 'src'));
    fs.writeFileSync(path.join(root, 'docs/a.md'), '# A\n');
    fs.writeFileSync(path.join(zh, 'a.md'), '# A\n另请参见[Hook 超时](#hook)。\n');
    fs.writeFileSync(path.join(root, 'glossary.json'), JSON.stringify({ terms: [] }));
    const result = spawnSync(process.execPath, [path.join(siteDir, 'scripts/i18n-check.mjs'), '--site', root, '--glossary', path.join(root, 'glossary.json')], { encoding: 'utf8' });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('spacing: i18n/zh/docusaurus-plugin-content-docs/current/a.md:2: "见H"');
  });
});
