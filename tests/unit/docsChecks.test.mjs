/**
 * @jest-environment node
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { codeBlocks, headings, parseMeta, wordCount } from '../../scripts/lib/markdown.mjs';
import {
  checkFenceMarks, checkHeadingIds, checkNoDocCards, checkPlaceholders, checkSpecPages, checkWordCounts, SPEC_PAGES,
} from '../../scripts/lib/docs-checks.mjs';
import { coverageSource, documentedOptions, typeCheckCoverage } from '../../scripts/lib/config-coverage.mjs';
import {
  codeWithoutComments, extractProjects, hasTestFile, missingOutputLines, normalizeOutputLine, projectKey, splitCommand, unmetDependencies,
} from '../../scripts/lib/examples.mjs';

const siteDir = path.resolve(__dirname, '../..');
const page = (source, file = 'docs/x.md') => [{ file, source }];

describe('markdown readers', () => {
  it('parses fence meta with quotes and flags', () => {
    expect(parseMeta('title="src/a b.ts" example=two fragment')).toEqual({ title: 'src/a b.ts', example: 'two', fragment: true });
  });
  it('finds code blocks with their lines and ignores headings inside them', () => {
    const source = 'text\n```ts title="a.ts"\n## not a heading\n```\n## Real {#real}\n';
    expect(codeBlocks(source)).toMatchObject([{ line: 2, lang: 'ts', attrs: { title: 'a.ts' }, code: '## not a heading' }]);
    expect(headings(source)).toEqual([{ depth: 2, text: 'Real', id: 'real', line: 5 }]);
  });
  it('counts prose words, not code', () => {
    expect(wordCount('---\ntitle: x\n---\none two three\n```ts\nmany words in code here\n```\n测试')).toBe(5);
  });
});

describe('docs checks fail on known-bad pages', () => {
  it('flags placeholder text but not the test.todo API', () => {
    expect(checkPlaceholders(page('Use `test.todo` for later.'))).toEqual([]);
    expect(checkPlaceholders(page('line\nTODO: write this'))).toEqual([{ file: 'docs/x.md', line: 2, message: 'placeholder text "TODO"' }]);
    expect(checkPlaceholders(page('Lorem ipsum dolor'))).toHaveLength(1);
    expect(checkPlaceholders(page('More coming soon.'))).toHaveLength(1);
  });
  it('flags unmarked code blocks and contradictory marks', () => {
    const problems = checkFenceMarks(page('```ts\nconst a = 1;\n```\n```js title="a.js" fragment\nx\n```\n```bash\nnpm test\n```\n```ts fragment\nok\n```'));
    expect(problems.map((problem) => problem.line)).toEqual([1, 4]);
  });
  it('flags missing and duplicate heading ids', () => {
    const problems = checkHeadingIds(page('## One\n## Two {#two}\n### Three {#two}'));
    expect(problems.map((problem) => problem.message)).toEqual(['heading "One" has no explicit {#id}', 'duplicate heading id #two']);
  });
  it('flags short pages unless they are overviews', () => {
    expect(checkWordCounts(page('---\ntitle: t\n---\nshort page'))).toHaveLength(1);
    expect(checkWordCounts(page('---\noverview: true\ntitle: t\n---\nshort page'))).toEqual([]);
  });
  it('flags a missing spec page and an overview without its front matter flag', () => {
    const present = SPEC_PAGES.filter((p) => p !== 'config/test/retry.md');
    const problems = checkSpecPages(present, () => '---\ntitle: x\n---\n');
    expect(problems.map((problem) => problem.file)).toEqual(['config/test/retry.md', 'api/index.md', 'api/rstest/index.md', 'config/index.md']);
  });
});

describe('config coverage against @rstest/core', () => {
  it('reads option.sub headings', () => {
    expect(documentedOptions('output', '## output.distPath {#d}\n## `output.module` {#m}\n## Example {#e}')).toEqual({ option: 'output', subs: ['distPath', 'module'] });
  });
  it('passes for real options and fails for invented ones', () => {
    expect(typeCheckCoverage(siteDir, coverageSource([{ page: 'ok', option: 'retry', subs: [] }, { page: 'ok2', option: 'output', subs: ['distPath'] }]))).toEqual([]);
    const errors = typeCheckCoverage(siteDir, coverageSource([{ page: 'bad', option: 'retries', subs: [] }, { page: 'bad2', option: 'output', subs: ['notAnOption'] }]));
    expect(errors.join('\n')).toMatch(/"retries"/);
    expect(errors.join('\n')).toMatch(/"notAnOption"/);
  }, 60_000);
});

describe('example extraction', () => {
  const source = [
    '```ts title="src/sum.ts"', 'export const sum = (a, b) => a + b;', '```',
    '```ts title="src/sum.test.ts"', "import { expect, test } from '@rstest/core';", '```',
    '```ts title="rstest.config.ts" example="other"', 'export default {};', '```',
    '```ts fragment', 'ignored', '```',
  ].join('\n');
  it('groups titled blocks into projects', () => {
    const projects = extractProjects('p.md', source);
    expect(projects.map((project) => [project.name, [...project.files.keys()]])).toEqual([
      ['default', ['src/sum.ts', 'src/sum.test.ts']],
      ['other', ['rstest.config.ts']],
    ]);
    expect(hasTestFile(projects[0])).toBe(true);
    expect(hasTestFile(projects[1])).toBe(false);
  });
  it('reads a project\'s command, exit code and output lines', () => {
    const [project] = extractProjects('p.md', [
      '```ts title="src/a.test.ts" command="rstest run -t \'two words\'" exit=1', 'x', '```',
      '```text output', ' ✗ src/a.test.ts (1)', '...', '  Tests 1 failed', '```',
    ].join('\n'));
    expect(project.args).toEqual(['run', '-t', 'two words']);
    expect(project.exit).toBe(1);
    expect(project.output).toEqual([{ line: 5, text: ' ✗ src/a.test.ts (1)' }, { line: 7, text: '  Tests 1 failed' }]);
  });
  it('refuses contradictory or unattached run options', () => {
    expect(() => extractProjects('p.md', '```ts title="a.ts" command="npx vitest"\n```')).toThrow(/must start with "rstest"/);
    expect(() => extractProjects('p.md', '```ts title="a.ts" exit=1\n```\n```ts title="b.ts" exit=2\n```')).toThrow(/two different exit codes/);
    expect(() => extractProjects('p.md', '```ts title="a.ts"\n```\n```text output example="nope"\nx\n```')).toThrow(/has no files/);
  });
  it('refuses files that leave the project or repeat', () => {
    expect(() => extractProjects('p.md', '```ts title="../x.ts"\n```')).toThrow(/leaves its project/);
    expect(() => extractProjects('p.md', '```ts title="a.ts"\n```\n```ts title="a.ts"\n```')).toThrow(/appears twice/);
  });
});

describe('examples that differ only in comments', () => {
  const english = [
    '```ts title="src/sum.test.ts"',
    "import { expect, test } from '@rstest/core';",
    '// Adds two numbers.',
    "test('adds', () => {",
    '  expect(1 + 2).toBe(3); // three',
    '});',
    '```',
  ].join('\n');
  const key = (source) => projectKey(extractProjects('p.md', source)[0]);
  it('run once: a translated comment does not make another project', () => {
    expect(key(english.replace('// Adds two numbers.', '// 两数相加。').replace('// three', '// 三'))).toBe(key(english));
  });
  it('run again when anything but a comment differs, or a comment moves a line', () => {
    expect(key(english.replace("'adds'", "'sums'"))).not.toBe(key(english));
    expect(key(english.replace("'adds'", "'// adds'"))).not.toBe(key(english.replace("'adds'", "'// sums'")));
    expect(key(english.replace('// Adds two numbers.', '/* Adds\n   two numbers. */'))).not.toBe(key(english));
    expect(key(`${english}\n\`\`\`text output\nTests 1 passed\n\`\`\``)).not.toBe(key(english));
  });
  it('keeps directive comments, comments before code on their line, JSX text and other files as they are', () => {
    expect(codeWithoutComments('a.ts', '// @ts-expect-error\nx(); // note\n')).toBe('// @ts-expect-error\nx(); /**/\n');
    expect(codeWithoutComments('a.ts', '/* istanbul ignore next */\nf();\n/* a */ g();\n')).toBe('/* istanbul ignore next */\nf();\n/* a */ g();\n');
    expect(codeWithoutComments('a.js', 'const u = "http://x"; const r = /\\/\\//; // c\n')).toBe('const u = "http://x"; const r = /\\/\\//; /**/\n');
    expect(codeWithoutComments('a.tsx', 'const e = (\n  <p>\n    // shown\n  </p>\n);\n')).toBe('const e = (\n  <p>\n    // shown\n  </p>\n);\n');
    expect(codeWithoutComments('a.ts', '/* one\n   two */\nf();\n')).toBe('/**/\n\nf();\n');
    expect(codeWithoutComments('tsconfig.json', '{ // c\n}')).toBe('{ // c\n}');
    // Code the parser does not read cleanly is compared as written.
    expect(codeWithoutComments('a.ts', 'const = ; // c\n')).toBe('const = ; // c\n');
  });
  it('keeps what a directive says at the start of a comment, not prose that names a tool', () => {
    for (const directive of ['// eslint-disable-next-line', '/* c8 ignore next */', '// v8 ignore next', '//# sourceMappingURL=a.js.map', '/// <reference types="node" />', '/* webpackIgnore: true */', '/*#__PURE__*/']) {
      expect(codeWithoutComments('a.ts', `${directive}\nf();\n`)).toBe(`${directive}\nf();\n`);
    }
    expect(codeWithoutComments('a.ts', '// rstest.fn() falls back to its implementation.\nf();\n// Rstest names the suite.\n')).toBe('/**/\nf();\n/**/\n');
    expect(codeWithoutComments('a.ts', '// Values from rstest.config.ts, see webpack docs.\nf();\n')).toBe('/**/\nf();\n');
    // A TypeScript directive keeps its word; its explanation, which TypeScript ignores, goes.
    expect(codeWithoutComments('a.ts', '// @ts-expect-error: not a tuple option\nf();\n')).toBe('// @ts-expect-error\nf();\n');
    expect(codeWithoutComments('a.ts', '// @ts-expect-errors are rare\nf();\n')).toBe('// @ts-expect-errors are rare\nf();\n');
  });
  it('finds a comment alone in a block (trivia of the closing brace)', () => {
    expect(codeWithoutComments('a.ts', 'onCleanup(() => {\n  // Close the server here.\n});\n')).toBe('onCleanup(() => {\n  /**/\n});\n');
    expect(codeWithoutComments('a.ts', 'class A {\n  /* nothing yet */\n}\n')).toBe('class A {\n  /**/\n}\n');
  });
});

describe('example output and dependencies', () => {
  it('ignores colours, timings, clock times, sizes and spacing', () => {
    expect(normalizeOutputLine('\u001b[32m   Duration\u001b[0m 1.46s (build 288ms, tests 1.18 s)')).toBe('Duration <time> (build <time>, tests <time>)');
    expect(normalizeOutputLine(' Start at  10:23:45 (12.3 MB heap used)')).toBe('Start at <clock> (<size> heap used)');
  });
  it('finds expected lines in order and reports the rest', () => {
    const out = ' ✓ src/a.test.ts (2)\n\n Test Files 1 passed\n      Tests 2 passed\n   Duration 12ms';
    const line = (text) => ({ line: 1, text });
    expect(missingOutputLines([line('✓ src/a.test.ts (2)'), line('Tests 2 passed'), line('Duration 300ms')], out)).toEqual([]);
    expect(missingOutputLines([line('Tests 2 passed'), line('Test Files 1 passed')], out)).toEqual([line('Test Files 1 passed')]);
    expect(missingOutputLines([line('Tests 3 passed')], out)).toEqual([line('Tests 3 passed')]);
  });
  it('splits a command line like a shell, quotes included', () => {
    expect(splitCommand('rstest run "a b" \'c\' -u')).toEqual(['rstest', 'run', 'a b', 'c', '-u']);
    // A quoted positional filter (exact path) reaches Rstest with its quotes.
    expect(splitCommand('rstest run \\"src/a.test.ts\\" x\\ y')).toEqual(['rstest', 'run', '"src/a.test.ts"', 'x y']);
    expect(splitCommand('rstest run -t ""')).toEqual(['rstest', 'run', '-t', '']);
    expect(() => splitCommand('rstest run "open')).toThrow(/unclosed/);
  });
  it('asks for site dependencies at satisfying versions', () => {
    const site = { devDependencies: { react: '19.3.1', vue: '3.5.45' } };
    const installed = (name) => ({ react: '19.3.1', vue: '3.5.45' })[name] ?? null;
    const satisfies = (version, range) => range === '*' || range === `^${version}` || range === version;
    expect(unmetDependencies({ devDependencies: { react: '^19.3.1' } }, site, installed, satisfies)).toEqual([]);
    expect(unmetDependencies({ dependencies: { vue: '^2.0.0', lodash: '*' } }, site, installed, satisfies)).toEqual([
      'vue@^2.0.0 is asked for, but 3.5.45 is installed',
      "lodash is not a dependency of the site: add it to the site's devDependencies",
    ]);
  });
});

describe('example runner', () => {
  it('fails with the page and line of a broken example, and passes a good one', () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'examples-runner-'));
    fs.mkdirSync(path.join(root, 'guide'));
    fs.writeFileSync(
      path.join(root, 'guide/bad.md'),
      ['# Bad', '', '```ts title="src/math.test.ts"', "import { expect, test } from '@rstest/core';", "test('adds', () => expect(1 + 1).toBe(3));", '```', ''].join('\n'),
    );
    fs.writeFileSync(
      path.join(root, 'guide/good.md'),
      ['# Good', '', '```ts title="src/math.test.ts" example="ok"', "import { expect, test } from '@rstest/core';", "test('adds', () => expect(1 + 1).toBe(2));", '```', ''].join('\n'),
    );
    // An expected failure with the lines it prints, and the same run with a line it does not print.
    const failing = (outputLine) => [
      '```ts title="src/math.test.ts" exit=1', "import { expect, test } from '@rstest/core';", "test('adds', () => expect(1 + 1).toBe(3));", '```',
      '```text output', 'FAIL src/math.test.ts > adds', '...', outputLine, '```', '',
    ].join('\n');
    fs.writeFileSync(path.join(root, 'guide/expected.md'), failing('Tests 1 failed'));
    fs.writeFileSync(path.join(root, 'guide/invented.md'), failing('Tests 7 passed'));
    const result = spawnSync(process.execPath, [path.join(siteDir, 'scripts/run-examples.mjs'), '--root', root], { encoding: 'utf8' });
    expect(result.status).toBe(1);
    expect(result.stdout + result.stderr).toMatch(/guide\/bad\.md:3 example "default": exited with 1, expected 0/);
    // With the runner's stderr, so that a failure shows why the project failed.
    const report = `${result.stdout}\n--- stderr ---\n${result.stderr}`;
    expect(report).toMatch(/✔ .*guide\/good\.md:3 \[ok\]/);
    expect(report).toMatch(/✔ .*guide\/expected\.md:1 /);
    expect(result.stderr).toMatch(/guide\/invented\.md:1 example "default": line 8 of its output block was not printed: Tests 7 passed/);
    expect(result.stdout).toMatch(/^2 passed, 2 failed$/m);
  }, 120_000);
});

describe('no DocCard (plugins/lean-docs leaves the docs map out)', () => {
  it('reports DocCardList, DocCard and generated-index, and nothing on a plain page', () => {
    expect(checkNoDocCards(page('intro\n\n<DocCardList />\n'))).toEqual([expect.objectContaining({ line: 3 })]);
    expect(checkNoDocCards(page('<DocCard item={x} />'))).toHaveLength(1);
    expect(checkNoDocCards(page('link:\n  type: generated-index'))).toHaveLength(1);
    expect(checkNoDocCards(page('A card game, not a DocCards component.'))).toEqual([]);
  });
  it('sidebars.ts makes no generated-index category', () => {
    expect(fs.readFileSync(path.join(siteDir, 'sidebars.ts'), 'utf8')).not.toMatch(/generated-index/);
  });
});
