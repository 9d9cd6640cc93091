#!/usr/bin/env node
/**
 * Checks the English and Chinese doc sources: spec pages present, no
 * placeholder text, every code block runnable or marked `fragment`, explicit
 * heading ids, front matter, 120 words per page (overviews excepted), every
 * documented config option present in the pinned @rstest/core, and the other
 * way round: every config key of the installed package has its page, every
 * API name it exports is written on the API pages of both languages, and every
 * type it exports on the Types page.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { listPages } from './lib/markdown.mjs';
import {
  checkFenceMarks, checkFrontMatter, checkNoDocCards, checkHeadingIds, checkPlaceholders, checkSpecPages, checkWordCounts, formatProblems,
} from './lib/docs-checks.mjs';
import { coverageSource, documentedOptions, typeCheckCoverage } from './lib/config-coverage.mjs';
import { apiRequirements, inlineCodeNames, readApiSurface, requirementPages, undocumentedNames } from './lib/api-surface.mjs';

const siteDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const trees = [
  { name: 'docs', dir: path.join(siteDir, 'docs') },
  { name: 'zh', dir: path.join(siteDir, 'i18n/zh/docusaurus-plugin-content-docs/current') },
];

let failed = false;
const report = (title, problems) => {
  if (problems.length === 0) {
    console.log(`✔ ${title}`);
    return;
  }
  failed = true;
  console.error(`✖ ${title}\n${formatProblems(problems)}`);
};

for (const tree of trees) {
  const rel = listPages(tree.dir);
  const files = rel.map((page) => ({ file: path.relative(siteDir, path.join(tree.dir, page)), source: fs.readFileSync(path.join(tree.dir, page), 'utf8') }));
  report(`${tree.name}: every spec 2.1 page exists (${rel.length} pages)`, checkSpecPages(rel, (page) => fs.readFileSync(path.join(tree.dir, page), 'utf8')));
  report(`${tree.name}: no placeholder text`, checkPlaceholders(files));
  report(`${tree.name}: code blocks are runnable or marked fragment`, checkFenceMarks(files));
  report(`${tree.name}: headings have explicit, unique ids`, checkHeadingIds(files));
  report(`${tree.name}: front matter has title and description`, checkFrontMatter(files));
  report(`${tree.name}: no DocCard or DocCardList (plugins/lean-docs)`, checkNoDocCards(files));
  if (tree.name === 'docs') report('docs: every page has at least 120 words (overviews excepted)', checkWordCounts(files));
}

const optionPages = ['test', 'build'].flatMap((group) =>
  listPages(path.join(siteDir, 'docs/config', group)).map((file) => {
    const source = fs.readFileSync(path.join(siteDir, 'docs/config', group, file), 'utf8');
    return { page: `docs/config/${group}/${file}`, ...documentedOptions(path.basename(file, '.md'), source) };
  }),
);
const subCount = optionPages.reduce((sum, entry) => sum + entry.subs.length, 0);
report(
  `config: ${optionPages.length} documented options and ${subCount} sub-options exist in @rstest/core's RstestConfig`,
  typeCheckCoverage(siteDir, coverageSource(optionPages)).map((message) => ({ file: 'config coverage', line: 0, message })),
);

const surface = readApiSurface(siteDir);
const pagedKeys = new Set(optionPages.map((entry) => entry.option));
report(
  `config: every one of the ${surface.configKeys.length} keys of the installed RstestConfig has its page under docs/config/test or docs/config/build`,
  surface.configKeys.filter((key) => !pagedKeys.has(key)).map((key) => ({ file: 'docs/config', line: 0, message: `no page documents the config key "${key}"` })),
);

for (const tree of trees) {
  for (const requirement of apiRequirements(surface)) {
    const pages = requirementPages(requirement, (folder) => listPages(path.join(tree.dir, folder)));
    // A missing page counts as empty, so every name it should explain is reported.
    const read = (page) => (fs.existsSync(path.join(tree.dir, page)) ? fs.readFileSync(path.join(tree.dir, page), 'utf8') : '');
    const names = inlineCodeNames(pages.map(read));
    const missing = undocumentedNames(requirement, names);
    const where = requirement.page ? `on ${requirement.page}` : `on the pages under ${requirement.folder}/`;
    const file = path.relative(siteDir, path.join(tree.dir, requirement.page ?? requirement.folder));
    report(
      `${tree.name}: ${requirement.names.length - missing.length} of ${requirement.names.length} ${requirement.label} are written ${where}`,
      missing.map((name) => ({ file, line: 0, message: `"${name}" appears in no heading or inline code` })),
    );
  }
}

process.exit(failed ? 1 : 0);
