/**
 * @jest-environment node
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { comparePages, compareUiStrings, needsChinese } from '../../scripts/lib/i18n-parity.mjs';

const siteDir = path.resolve(__dirname, '../..');

/** A small site whose Chinese locale has one of every problem the checker knows. */
function badSite() {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'i18n-bad-'));
  const write = (file, text) => {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), text);
  };
  const zh = 'i18n/zh/docusaurus-plugin-content-docs/current';
  write('docs/a.md', '# A\n## One {#one}\n```ts fragment\nx\n```\n');
  write('docs/b.md', '# B\n## Two {#two}\n');
  write('docs/c.md', '# C\n```ts fragment\nx\n```\n```ts fragment\ny\n```\n');
  write(`${zh}/a.md`, '# A\n## 一 {#uno}\n```ts fragment\nx\n```\n');
  write(`${zh}/c.md`, '# C\n```ts fragment\nx\n```\n');
  write(`${zh}/orphan.md`, '# 孤儿\n');
  write('src/Thing.tsx', "import {translate} from '@docusaurus/Translate';\ntranslate({ id: 'thing.label', message: 'Thing' });\n");
  write('i18n/en/code.json', JSON.stringify({ 'theme.docs.paginator.next': { message: 'Next Page' } }));
  write('i18n/zh/code.json', JSON.stringify({ 'theme.docs.paginator.next': { message: 'Next Page' } }));
  write('i18n/zh/docusaurus-theme-classic/navbar.json', JSON.stringify({ 'item.label.Guide': { message: 'Guide' }, 'item.label.API': { message: 'API' } }));
  return { root, zh };
}

describe('i18n parity checker on a known-bad tree', () => {
  const { root, zh } = badSite();

  it('finds missing, extra, anchor and code block differences', () => {
    const problems = comparePages(path.join(root, 'docs'), path.join(root, zh));
    expect(problems.missing).toEqual(['b.md']);
    expect(problems.extra).toEqual(['orphan.md']);
    expect(problems.anchors).toEqual([{ page: 'a.md', onlyEn: ['one'], onlyZh: ['uno'], orderDiffers: false }]);
    expect(problems.codeBlocks).toEqual([{ page: 'c.md', en: 2, zh: 1 }]);
  });

  it('finds UI ids without a Chinese value and untranslated theme strings', () => {
    const ui = compareUiStrings({ srcDir: path.join(root, 'src'), enCodeJson: path.join(root, 'i18n/en/code.json'), zhI18nDir: path.join(root, 'i18n/zh') });
    expect(ui.missingIds).toEqual(['code.json: thing.label']);
    expect(ui.untranslated.sort()).toEqual(['code.json: theme.docs.paginator.next = "Next Page"', 'docusaurus-theme-classic/navbar.json: item.label.Guide = "Guide"']);
  });

  it('exits non-zero from the command line', () => {
    const result = spawnSync(process.execPath, [path.join(siteDir, 'scripts/i18n-check.mjs'), '--site', root], { encoding: 'utf8' });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('missing in zh: b.md');
  });

  it('knows which values need Chinese', () => {
    expect(needsChinese('Next Page')).toBe(true);
    expect(needsChinese('下一页')).toBe(false);
    expect(needsChinese('{count} / {total}')).toBe(false);
    expect(needsChinese('API')).toBe(false);
  });
});
