/**
 * Turns the runnable code blocks of a page into example projects.
 * A block is runnable when its meta has `title="path/in/project"`; blocks with
 * `example="name"` form a separate project of that name (default: "default").
 *
 * A project may also say how it is run and what it prints:
 * - `command="rstest run --coverage"` on one of its blocks replaces `rstest run`;
 * - `exit=1` on one of its blocks is the exit code the run must end with (default 0);
 * - an untitled block marked `output` (e.g. ```` ```text output ````) lists lines the
 *   run must print, in that order; timings, clock times and sizes may differ, and a
 *   line of `...` or `…` stands for lines left out.
 */
import { createRequire } from 'node:module';
import { codeBlocks } from './markdown.mjs';

const TEST_FILE = /\.(test|spec)\.[cm]?[jt]sx?$/;

export function extractProjects(page, source) {
  const projects = new Map();
  const project = (name, line) => {
    if (!projects.has(name)) projects.set(name, { page, name, line, files: new Map(), args: null, exit: 0, output: [] });
    return projects.get(name);
  };
  const blocks = codeBlocks(source);
  for (const block of blocks) {
    const title = block.attrs.title;
    if (!title || block.attrs.fragment) continue;
    const target = project(typeof block.attrs.example === 'string' ? block.attrs.example : 'default', block.line);
    const file = String(title).replace(/^\.?\//, '');
    if (file.split('/').includes('..')) throw new Error(`${page}:${block.line}: example file "${title}" leaves its project`);
    if (target.files.has(file)) throw new Error(`${page}:${block.line}: example file "${file}" appears twice in project "${target.name}"`);
    target.files.set(file, { code: block.code.endsWith('\n') ? block.code : `${block.code}\n`, line: block.line });
    setRunOptions(target, block);
  }
  for (const block of blocks) {
    if (!block.attrs.output) continue;
    const name = typeof block.attrs.example === 'string' ? block.attrs.example : 'default';
    if (block.attrs.title) throw new Error(`${page}:${block.line}: an output block has no file title`);
    if (!projects.has(name)) throw new Error(`${page}:${block.line}: output block for example "${name}", which has no files`);
    const target = projects.get(name);
    setRunOptions(target, block);
    block.code.split('\n').forEach((text, index) => {
      if (text.trim() && !/^\s*(\.\.\.|…)\s*$/.test(text)) target.output.push({ line: block.line + 1 + index, text });
    });
  }
  return [...projects.values()];
}

/** Reads `command` and `exit` from a block's meta into its project; two blocks may not disagree. */
function setRunOptions(project, block) {
  const where = `${project.page}:${block.line}`;
  if (typeof block.attrs.command === 'string') {
    const words = splitCommand(block.attrs.command);
    if (words[0] !== 'rstest') throw new Error(`${where}: command="${block.attrs.command}" must start with "rstest"`);
    if (project.args && project.args.join(' ') !== words.slice(1).join(' ')) throw new Error(`${where}: example "${project.name}" has two different commands`);
    project.args = words.slice(1);
  }
  if (block.attrs.exit !== undefined) {
    const exit = Number(block.attrs.exit);
    if (!Number.isInteger(exit)) throw new Error(`${where}: exit="${block.attrs.exit}" is not an exit code`);
    if (project.exitSet && project.exit !== exit) throw new Error(`${where}: example "${project.name}" has two different exit codes`);
    project.exit = exit;
    project.exitSet = true;
  }
}

/**
 * Splits a command line into words like a POSIX shell would for simple cases:
 * "double" and 'single' quotes group words, and a backslash keeps the next
 * character as it is, so `rstest run \\"src/a.test.ts\\"` passes the quotes on.
 */
export function splitCommand(command) {
  const words = [];
  let word = null;
  let quote = null;
  for (let i = 0; i < command.length; i++) {
    const char = command[i];
    if (char === '\\' && quote !== "'" && i + 1 < command.length) {
      word = (word ?? '') + command[++i];
    } else if (quote) {
      if (char === quote) quote = null;
      else word += char;
    } else if (char === '"' || char === "'") {
      quote = char;
      word ??= '';
    } else if (/\s/.test(char)) {
      if (word !== null) words.push(word);
      word = null;
    } else {
      word = (word ?? '') + char;
    }
  }
  if (quote) throw new Error(`unclosed ${quote} in command: ${command}`);
  if (word !== null) words.push(word);
  return words;
}

/** Whether a project has a file the default include pattern picks up. */
export function hasTestFile(project) {
  return [...project.files.keys()].some((file) => TEST_FILE.test(file));
}

/**
 * A stable key of the project's files and run options, to run identical projects
 * once. Comments do not count (codeWithoutComments): a translated page whose
 * examples differ from the English ones only in their translated comments runs
 * the same program, so it is not run a second time. Its output blocks still
 * count, word for word.
 */
export function projectKey(project) {
  const files = [...project.files.entries()].map(([file, { code }]) => [file, codeWithoutComments(file, code)]).sort();
  return JSON.stringify([files, project.args, project.exit, project.output.map(({ text }) => text)]);
}

/**
 * Comments that can change what a run does or prints, kept as they are: any
 * with an `@` (@ts-expect-error, @rstest-environment, @__PURE__, JSDoc types),
 * and those that start as a tool's directive does: coverage hints (istanbul,
 * c8, v8), bundler magic comments (`webpackChunkName: "x"`), `#__PURE__` and
 * source maps, triple-slash references, linter switches. Directives act only
 * at the start of a comment, so a sentence that names a tool ("rstest.fn()
 * falls back…", "values from rstest.config.ts") is prose, and a translation of
 * it does not make a second run.
 */
const DIRECTIVE_COMMENT = /@|^[/*!\s]*(<reference|#|istanbul\b|[cv]8\b|eslint|(webpack|rspack|rstest|vite)\w*\s*:)/i;
const TS_DIRECTIVE = /^(\/\/\s*@ts-(?:expect-error|ignore|nocheck))(?![\w-])/;
const SCRIPT_FILE = /\.([cm]?[jt]sx?)$/;
let typescript;

/**
 * The code of a JavaScript or TypeScript file with its comments blanked, for
 * projectKey: each comment that ends its line becomes an empty one with the same
 * line breaks, so line numbers (in stack traces, coverage tables and code frames)
 * stay what they were. A comment followed by code on its line, a directive
 * comment, other files, and code the parser does not read cleanly stay as they are.
 */
export function codeWithoutComments(file, code) {
  const extension = SCRIPT_FILE.exec(file)?.[1];
  if (!extension) return code;
  typescript ??= createRequire(import.meta.url)('typescript');
  const ts = typescript;
  const kind = extension.endsWith('x') ? (extension.includes('t') ? ts.ScriptKind.TSX : ts.ScriptKind.JSX) : extension.includes('t') ? ts.ScriptKind.TS : ts.ScriptKind.JS;
  const source = ts.createSourceFile(file, code, ts.ScriptTarget.Latest, true, kind);
  if (source.parseDiagnostics?.length) return code;
  // Comments are trivia before or after a node or token (tokens too: a comment
  // alone in a block is trivia of its closing brace). JSX text is not trivia: a
  // `//` in it is text, so nothing that starts inside JSX text counts as a comment.
  const comments = new Map();
  const jsxTexts = [];
  const add = (ranges) => {
    for (const range of ranges ?? []) comments.set(range.pos, range);
  };
  const visit = (node) => {
    if (node.kind === ts.SyntaxKind.JsxText) jsxTexts.push([node.pos, node.end]);
    add(ts.getLeadingCommentRanges(code, node.pos));
    add(ts.getTrailingCommentRanges(code, node.end));
    for (const child of node.getChildren(source)) visit(child);
  };
  visit(source);
  add(ts.getLeadingCommentRanges(code, source.endOfFileToken.pos));
  let result = '';
  let from = 0;
  for (const { pos, end } of [...comments.values()].sort((a, b) => a.pos - b.pos)) {
    if (pos < from || jsxTexts.some(([start, stop]) => pos >= start && pos < stop)) continue;
    const text = code.slice(pos, end);
    const lineEnd = code.indexOf('\n', end);
    const restOfLine = code.slice(end, lineEnd === -1 ? code.length : lineEnd);
    if (restOfLine.trim() !== '') continue;
    // A TypeScript directive's own words are its explanation, which TypeScript ignores.
    const tsDirective = TS_DIRECTIVE.exec(text)?.[1];
    if (!tsDirective && DIRECTIVE_COMMENT.test(text)) continue;
    result += `${code.slice(from, pos)}${tsDirective ?? '/**/'}${'\n'.repeat(text.split('\n').length - 1)}`;
    from = end;
  }
  return result + code.slice(from);
}

/** One line of terminal output made comparable: no colours, no timings, clock times or sizes, single spaces. */
export function normalizeOutputLine(line) {
  return line
    // eslint-disable-next-line no-control-regex
    .replace(/\u001b\[[0-9;]*m/g, '')
    .replace(/\b\d{1,2}:\d{2}:\d{2}\b/g, '<clock>')
    .replace(/\b\d+(\.\d+)?\s?(ms|s|m)\b/g, '<time>')
    .replace(/\b\d+(\.\d+)?\s?(B|KB|kB|MB|GB|KiB|MiB)\b/g, '<size>')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * The expected lines that the actual output does not contain, in order: each
 * expected line must be part of an output line that comes after the previous match.
 */
export function missingOutputLines(expected, actualOutput) {
  const actual = actualOutput.split('\n').map(normalizeOutputLine);
  const missing = [];
  let from = 0;
  for (const entry of expected) {
    const wanted = normalizeOutputLine(entry.text);
    const found = actual.findIndex((line, index) => index >= from && line.includes(wanted));
    if (found === -1) missing.push(entry);
    else from = found + 1;
  }
  return missing;
}

/**
 * Packages an example's package.json asks for that the site does not provide:
 * each must be a dependency of the site (so `npm install` brings it) and the
 * installed version must satisfy the example's range.
 */
export function unmetDependencies(examplePackage, sitePackage, installedVersion, satisfies) {
  const wanted = { ...examplePackage.dependencies, ...examplePackage.devDependencies };
  const site = { ...sitePackage.dependencies, ...sitePackage.devDependencies };
  const problems = [];
  for (const [name, range] of Object.entries(wanted)) {
    if (!site[name]) {
      problems.push(`${name} is not a dependency of the site: add it to the site's devDependencies`);
      continue;
    }
    const version = installedVersion(name);
    if (!version) problems.push(`${name} is not installed: run npm install`);
    else if (!satisfies(version, range)) problems.push(`${name}@${range} is asked for, but ${version} is installed`);
  }
  return problems;
}
