/**
 * Checks on the documentation sources. Each returns a list of problems
 * ({ file, line, message }); an empty list means the check passed.
 */
import { codeBlocks, headings, parseFrontMatter, wordCount } from './markdown.mjs';

/** Languages whose fenced blocks must be runnable (titled) or marked `fragment`. */
export const CODE_LANGS = new Set(['ts', 'tsx', 'js', 'jsx', 'mjs', 'cjs', 'mts', 'cts', 'json']);

// Upper-case markers only: `test.todo` is a real API the pages document.
const PLACEHOLDER = /\b(TODO|TBD|FIXME)\b|\b(lorem ipsum|coming soon)\b|This page is being written/i;
const UPPER_ONLY = /^(TODO|TBD|FIXME)$/i;

/** spec 2.1 routes that are option pages. */
export const SPEC_TEST_OPTIONS = [
  'include', 'exclude', 'includeSource', 'globals', 'setupFiles', 'testEnvironment', 'retry', 'root', 'name',
  'isolate', 'pool', 'passWithNoTests', 'printConsoleTrace', 'onConsoleLog', 'disableConsoleIntercept', 'update',
  'clearMocks', 'resetMocks', 'restoreMocks',
];
export const SPEC_BUILD_OPTIONS = ['plugins', 'source', 'output', 'resolve', 'tools', 'dev', 'performance'];

/** Pages (relative paths) every locale must have: the spec 2.1 route table. */
export const SPEC_PAGES = [
  'guide/start/index.md', 'guide/start/quick-start.md', 'guide/basic/cli.md', 'guide/basic/configure-rstest.md',
  'guide/advanced/debug-mode.md', 'guide/advanced/profiling.md', 'api/index.md', 'api/test-api/describe.md',
  'api/test-api/test.md', 'api/test-api/hooks.md', 'api/rstest/index.md', 'api/rstest/mockFunctions.md',
  'api/rstest/mockInstance.md', 'api/rstest/fakeTimers.md', 'config/index.md',
  ...SPEC_TEST_OPTIONS.map((name) => `config/test/${name}.md`),
  ...SPEC_BUILD_OPTIONS.map((name) => `config/build/${name}.md`),
];

export function checkPlaceholders(files) {
  const problems = [];
  for (const { file, source } of files) {
    source.split('\n').forEach((line, index) => {
      const match = PLACEHOLDER.exec(line);
      if (match && UPPER_ONLY.test(match[0]) && match[0] !== match[0].toUpperCase()) return;
      if (match) problems.push({ file, line: index + 1, message: `placeholder text "${match[0]}"` });
    });
  }
  return problems;
}

export function checkFenceMarks(files) {
  const problems = [];
  for (const { file, source } of files) {
    for (const block of codeBlocks(source)) {
      if (!CODE_LANGS.has(block.lang)) continue;
      const { title, fragment } = block.attrs;
      if (title && fragment) problems.push({ file, line: block.line, message: 'a code block is both runnable (title) and a fragment' });
      else if (!title && !fragment) problems.push({ file, line: block.line, message: `\`${block.lang}\` block is neither runnable (title="file") nor marked \`fragment\`` });
    }
  }
  return problems;
}

/** Pages must say enough: at least `min` words, overview pages excepted. */
export function checkWordCounts(files, min = 120) {
  return files
    .filter(({ source }) => parseFrontMatter(source).data.overview !== 'true')
    .map(({ file, source }) => ({ file, count: wordCount(source) }))
    .filter(({ count }) => count < min)
    .map(({ file, count }) => ({ file, line: 1, message: `only ${count} words (at least ${min})` }));
}

export function checkFrontMatter(files) {
  const problems = [];
  for (const { file, source } of files) {
    const { data } = parseFrontMatter(source);
    if (!data.title) problems.push({ file, line: 1, message: 'front matter has no title' });
    if (!data.description) problems.push({ file, line: 1, message: 'front matter has no description' });
  }
  return problems;
}

/** Every h2–h4 heading carries an explicit id, unique in its page (anchors stay equal across languages). */
export function checkHeadingIds(files) {
  const problems = [];
  for (const { file, source } of files) {
    const seen = new Set();
    for (const heading of headings(source)) {
      if (!heading.id) problems.push({ file, line: heading.line, message: `heading "${heading.text}" has no explicit {#id}` });
      else if (seen.has(heading.id)) problems.push({ file, line: heading.line, message: `duplicate heading id #${heading.id}` });
      else seen.add(heading.id);
    }
  }
  return problems;
}

/** Every option of spec 2.1 has its page, and the overview pages are marked `overview: true`. */
export function checkSpecPages(relPaths, readSource) {
  const problems = [];
  const present = new Set(relPaths);
  for (const page of SPEC_PAGES) if (!present.has(page)) problems.push({ file: page, line: 0, message: 'page of the spec 2.1 route table is missing' });
  for (const page of ['api/index.md', 'api/rstest/index.md', 'config/index.md']) {
    if (present.has(page) && parseFrontMatter(readSource(page)).data.overview !== 'true') {
      problems.push({ file: page, line: 1, message: 'overview page lacks `overview: true` in its front matter' });
    }
  }
  return problems;
}

// plugins/lean-docs leaves the docs map out of the version prop every page loads;
// DocCard reads it (useDocById) and would throw "no doc found".
const DOC_CARDS = /<DocCard(List)?\b|generated-index/;

/** No page renders DocCard or DocCardList (see plugins/lean-docs). */
export function checkNoDocCards(files) {
  const problems = [];
  for (const { file, source } of files) {
    source.split('\n').forEach((line, index) => {
      const match = DOC_CARDS.exec(line);
      if (match) problems.push({ file, line: index + 1, message: `"${match[0]}" needs the docs map that plugins/lean-docs leaves out of every page` });
    });
  }
  return problems;
}

export function formatProblems(problems) {
  return problems.map(({ file, line, message }) => `${file}${line ? `:${line}` : ''}: ${message}`).join('\n');
}
