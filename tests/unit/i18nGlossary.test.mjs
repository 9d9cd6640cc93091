/**
 * @jest-environment node
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { glossaryHits, glossaryRules, proseLines } from '../../scripts/lib/i18n-glossary.mjs';

const siteDir = path.resolve(__dirname, '../..');
const glossary = {
  terms: [
    { en: 'hook', use: ['hook'], avoid: ['钩子'] },
    { en: 'fixture', use: ['fixture'], avoid: ['fixtures'] },
  ],
  // The shape of ../shared/i18n/zh-glossary.json's calque patterns.
  patterns: [{ en: 'fails/stops with `X` (a calque)', pattern: '以\\s?`[^`]+`\\s?(失败|停止)', use: '报错 `X`' }],
};
const rules = glossaryRules(glossary);

describe('glossary rule for Chinese prose', () => {
  it('finds avoided terms in prose and front matter, with their lines', () => {
    const page = '---\ndescription: 注册钩子\n---\n# 标题\n它依赖的其他 fixtures。\n';
    expect(glossaryHits(rules, [{ file: 'a.md', source: page }])).toEqual([
      { file: 'a.md', line: 2, variant: '钩子', use: 'hook' },
      { file: 'a.md', line: 5, variant: 'fixtures', use: 'fixture' },
    ]);
  });
  it('leaves code blocks, inline code and longer words alone', () => {
    const page = '```ts fragment\n// 钩子\n```\n`钩子` 与 `fixtures`；fixturesque 不是术语。\n````md\n```\n钩子\n````\n';
    expect(glossaryHits(rules, [{ file: 'a.md', source: page }])).toEqual([]);
    expect(proseLines(page).filter((entry) => entry.text.trim()).map((entry) => entry.line)).toEqual([4]);
  });
  it('matches calque patterns on the whole line, inline code included, and leaves legal uses alone', () => {
    const page = '运行会以 `Unknown option` 失败。\n以 `rstest.config.ts` 为准。\n```text\n以 `X` 失败\n```\n';
    expect(glossaryHits(rules, [{ file: 'a.md', source: page }])).toEqual([
      { file: 'a.md', line: 1, variant: '以 `Unknown option` 失败', use: '报错 `X`' },
    ]);
    const json = JSON.stringify({ 'search.failed': { message: '搜索以 `X` 停止' } });
    expect(glossaryHits(rules, [{ file: 'code.json', source: json }])).toEqual([
      { file: 'code.json', id: 'search.failed', variant: '以 `X` 停止', use: '报错 `X`' },
    ]);
  });
  it('reads the message values of UI string files, by id', () => {
    const json = JSON.stringify({ 'home.hooks': { message: '生命周期钩子', description: '钩子 in a description is not shown' } });
    expect(glossaryHits(rules, [{ file: 'code.json', source: json }])).toEqual([{ file: 'code.json', id: 'home.hooks', variant: '钩子', use: 'hook' }]);
  });
  it('fails i18n:check on a tree that uses an avoided term', () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'glossary-'));
    const zh = path.join(root, 'i18n/zh/docusaurus-plugin-content-docs/current');
    fs.mkdirSync(zh, { recursive: true });
    fs.mkdirSync(path.join(root, 'docs'));
    fs.mkdirSync(path.join(root, 'src'));
    fs.writeFileSync(path.join(root, 'docs/a.md'), '# A\n');
    fs.writeFileSync(path.join(zh, 'a.md'), '# A\n使用钩子。\n');
    fs.writeFileSync(path.join(root, 'glossary.json'), JSON.stringify(glossary));
    const result = spawnSync(process.execPath, [path.join(siteDir, 'scripts/i18n-check.mjs'), '--site', root, '--glossary', path.join(root, 'glossary.json')], { encoding: 'utf8' });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('glossary: i18n/zh/docusaurus-plugin-content-docs/current/a.md:2: "钩子" → write "hook"');
  });
});
