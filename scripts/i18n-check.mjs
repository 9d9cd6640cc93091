#!/usr/bin/env node
/**
 * `npm run i18n:check`: tells translators what the Chinese locale lacks.
 * Fails (exit 1) on a missing or extra page, differing heading anchors or
 * code block counts, UI strings without a Chinese value, and Chinese prose that
 * uses a term the shared glossary says to avoid (../shared/i18n/zh-glossary.json
 * beside the site, or --glossary file). Pages older than their English source
 * (by git date) are listed as a warning. Chinese touching a Latin word or link text
 * without a space ("参见[CI 中的快照]") is an error too.
 * Usage: node scripts/i18n-check.mjs [--site dir] [--glossary file]
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import fs from 'node:fs';
import { comparePages, compareUiStrings, stalePages } from './lib/i18n-parity.mjs';
import { chineseFiles, glossaryHits, glossaryPath, glossaryRules } from './lib/i18n-glossary.mjs';
import { spacingHits } from './lib/i18n-spacing.mjs';

const { values } = parseArgs({ options: { site: { type: 'string' }, glossary: { type: 'string' } } });
const siteDir = path.resolve(values.site ?? path.join(path.dirname(fileURLToPath(import.meta.url)), '..'));
const enDir = path.join(siteDir, 'docs');
const zhI18nDir = path.join(siteDir, 'i18n/zh');
const zhDir = path.join(zhI18nDir, 'docusaurus-plugin-content-docs/current');

const pages = comparePages(enDir, zhDir);
const ui = compareUiStrings({ srcDir: path.join(siteDir, 'src'), enCodeJson: path.join(siteDir, 'i18n/en/code.json'), zhI18nDir });
const zhFiles = chineseFiles(zhI18nDir);
const glossaryFile = path.resolve(values.glossary ?? glossaryPath(siteDir));
const glossaryErrors = [];
if (fs.existsSync(glossaryFile)) {
  const rules = glossaryRules(JSON.parse(fs.readFileSync(glossaryFile, 'utf8')));
  for (const hit of glossaryHits(rules, zhFiles)) {
    glossaryErrors.push(`glossary: ${path.relative(siteDir, hit.file)}${hit.id ? ` (${hit.id})` : `:${hit.line}`}: "${hit.variant}" → write "${hit.use}"`);
  }
} else if (process.env.CI) {
  glossaryErrors.push(`glossary: ${glossaryFile} not found (CI runs with ../shared beside the site)`);
} else {
  console.warn(`⚠ ${glossaryFile} not found: Chinese terms not checked (clone the shared folder beside the site)`);
}
const errors = [
  ...pages.missing.map((page) => `missing in zh: ${page}`),
  ...pages.extra.map((page) => `zh page without an English source: ${page}`),
  ...pages.anchors.map(({ page, onlyEn, onlyZh, orderDiffers }) =>
    orderDiffers ? `heading anchors in a different order: ${page}` : `heading anchors differ: ${page} (only en: ${onlyEn.join(', ') || '-'}; only zh: ${onlyZh.join(', ') || '-'})`),
  ...pages.codeBlocks.map(({ page, en, zh }) => `code blocks differ: ${page} (en ${en}, zh ${zh})`),
  ...ui.missingIds.map((id) => `UI string without a Chinese value: ${id}`),
  ...ui.untranslated.map((entry) => `UI string not translated: ${entry}`),
  ...glossaryErrors,
  ...spacingHits(zhFiles).map((hit) =>
    `spacing: ${path.relative(siteDir, hit.file)}:${hit.line}: "${hit.pair}" → put a space between Chinese and Latin text`),
];
const stale = stalePages(siteDir, enDir, zhDir);

for (const line of errors) console.error(`✖ ${line}`);
if (stale === null) console.log('(not a git work tree: freshness not checked)');
else for (const { page, en, zh } of stale) console.warn(`⚠ zh older than en: ${page} (en ${en.toISOString().slice(0, 10)}, zh ${zh.toISOString().slice(0, 10)})`);
console.log(errors.length === 0 ? '✔ i18n: the Chinese locale is complete' : `\n${errors.length} translation problems`);
process.exit(errors.length === 0 ? 0 : 1);
