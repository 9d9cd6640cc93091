/**
 * Translation parity between the English docs and the Chinese locale:
 * pages, heading anchors, code blocks, UI strings and freshness.
 */
import fs from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { codeBlocks, headings, listPages } from './markdown.mjs';

const CJK = /[\u3000-\u303f\u3400-\u9fff\uff00-\uffef]/;

/** A UI value needs no translation when it has no letters besides {placeholders}, or is a name. */
export const SAME_IN_BOTH = new Set(['404', 'API', 'JavaScript API', 'Rstest', 'GitHub', 'Discord', 'X', 'Next', 'English']);

export function needsChinese(message) {
  const letters = message.replace(/\{\w+\}/g, '').replace(/[^A-Za-z]/g, '');
  return letters.length > 0 && !CJK.test(message) && !SAME_IN_BOTH.has(message.trim());
}

/** Pages, anchors and code blocks of two doc trees. */
export function comparePages(enDir, zhDir) {
  const en = listPages(enDir);
  const zh = new Set(listPages(zhDir));
  const problems = { missing: [], extra: [], anchors: [], codeBlocks: [] };
  for (const page of en) {
    if (!zh.has(page)) {
      problems.missing.push(page);
      continue;
    }
    const enSource = fs.readFileSync(path.join(enDir, page), 'utf8');
    const zhSource = fs.readFileSync(path.join(zhDir, page), 'utf8');
    const ids = (source) => headings(source).map((heading) => heading.id ?? `(no id: ${heading.text})`);
    const enIds = ids(enSource);
    const zhIds = ids(zhSource);
    if (enIds.join('\n') !== zhIds.join('\n')) {
      const onlyEn = enIds.filter((id) => !zhIds.includes(id));
      const onlyZh = zhIds.filter((id) => !enIds.includes(id));
      problems.anchors.push({ page, onlyEn, onlyZh, orderDiffers: onlyEn.length === 0 && onlyZh.length === 0 });
    }
    const enBlocks = codeBlocks(enSource).length;
    const zhBlocks = codeBlocks(zhSource).length;
    if (enBlocks !== zhBlocks) problems.codeBlocks.push({ page, en: enBlocks, zh: zhBlocks });
  }
  for (const page of zh) if (!en.includes(page)) problems.extra.push(page);
  return problems;
}

/** Translation ids our own components use: translate({id: '…'}) and <Translate id="…">. */
export function sourceTranslationIds(srcDir) {
  const ids = new Set();
  const walk = (dir) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (/\.(tsx?|jsx?)$/.test(entry.name)) {
        const text = fs.readFileSync(file, 'utf8');
        for (const match of text.matchAll(/\bid[:=]\s*\{?\s*['"]([\w.-]+)['"]/g)) {
          if (/translate\(|<Translate/.test(text)) ids.add(match[1]);
        }
      }
    }
  };
  walk(srcDir);
  return ids;
}

/**
 * UI strings: every id our components use (and every id of the English
 * overrides) has a Chinese value in code.json; every message of the theme and
 * plugin JSON files is translated.
 */
export function compareUiStrings({ srcDir, enCodeJson, zhI18nDir }) {
  const problems = { missingIds: [], untranslated: [] };
  const zhCodeFile = path.join(zhI18nDir, 'code.json');
  const zhCode = fs.existsSync(zhCodeFile) ? JSON.parse(fs.readFileSync(zhCodeFile, 'utf8')) : {};
  const wanted = new Set(sourceTranslationIds(srcDir));
  if (fs.existsSync(enCodeJson)) for (const id of Object.keys(JSON.parse(fs.readFileSync(enCodeJson, 'utf8')))) wanted.add(id);
  for (const id of [...wanted].sort()) {
    if (!zhCode[id] || !zhCode[id].message) problems.missingIds.push(`code.json: ${id}`);
  }
  const jsonFiles = [];
  const walk = (dir) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (entry.name.endsWith('.json')) jsonFiles.push(file);
    }
  };
  if (fs.existsSync(zhI18nDir)) walk(zhI18nDir);
  for (const file of jsonFiles) {
    const data = JSON.parse(fs.readFileSync(file, 'utf8'));
    for (const [id, entry] of Object.entries(data)) {
      if (typeof entry?.message === 'string' && needsChinese(entry.message)) {
        problems.untranslated.push(`${path.relative(zhI18nDir, file)}: ${id} = "${entry.message}"`);
      }
    }
  }
  return problems;
}

/** Chinese pages whose English source changed after them (by last commit date). */
export function stalePages(siteDir, enDir, zhDir) {
  const git = (file) => {
    const result = spawnSync('git', ['log', '-1', '--format=%ct', '--', file], { cwd: siteDir, encoding: 'utf8' });
    return result.status === 0 && result.stdout.trim() ? Number(result.stdout.trim()) : null;
  };
  if (spawnSync('git', ['rev-parse', '--is-inside-work-tree'], { cwd: siteDir }).status !== 0) return null;
  const stale = [];
  for (const page of listPages(enDir)) {
    const zhFile = path.join(zhDir, page);
    if (!fs.existsSync(zhFile)) continue;
    const enTime = git(path.join(enDir, page));
    const zhTime = git(zhFile);
    if (enTime && zhTime && enTime > zhTime) stale.push({ page, en: new Date(enTime * 1000), zh: new Date(zhTime * 1000) });
  }
  return stale;
}
