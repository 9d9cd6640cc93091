#!/usr/bin/env node
/**
 * Runs the documentation's runnable examples against the pinned @rstest/core.
 * Every titled code block of a page is written into a fresh temporary project
 * (node_modules linked to the site's), then `rstest run` (or the project's
 * `command`) must end with the expected exit code (0 unless `exit=` says
 * otherwise) and print the lines of its `output` blocks (scripts/lib/examples.mjs).
 * Packages an example's package.json names must be site dependencies.
 * A failure names the page and line. English and Chinese pages are both read;
 * a project identical to one already run, comments aside (a translated page's
 * examples differ in their comments only), is not run twice.
 * Rstest's AI-agent detection is turned off (RSTEST_NO_AGENT=1): examples show
 * what a reader's terminal prints, wherever the runner runs.
 * Usage: node scripts/run-examples.mjs [page-filter] [--root dir ...]
 * (--root replaces the two doc trees, e.g. for the runner's own tests).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { listPages } from './lib/markdown.mjs';
import { createRequire } from 'node:module';
import { extractProjects, hasTestFile, missingOutputLines, projectKey, unmetDependencies } from './lib/examples.mjs';

const siteDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const rstestBin = path.join(siteDir, 'node_modules/@rstest/core/bin/rstest.js');
const { values: options, positionals } = parseArgs({ allowPositionals: true, options: { root: { type: 'string', multiple: true } } });
const filter = positionals[0];
const CONCURRENCY = 2;
const TIMEOUT_MS = 120_000;

const trees = options.root?.map((dir) => path.resolve(dir)) ?? ['docs', 'i18n/zh/docusaurus-plugin-content-docs/current'];
const projects = [];
const seen = new Set();
let skipped = 0;
for (const tree of trees) {
  for (const rel of listPages(path.resolve(siteDir, tree))) {
    const page = path.isAbsolute(tree) ? path.join(tree, rel) : path.posix.join(tree, rel);
    if (filter && !page.includes(filter)) continue;
    for (const project of extractProjects(page, fs.readFileSync(path.resolve(siteDir, page), 'utf8'))) {
      const key = projectKey(project);
      if (seen.has(key)) {
        skipped++;
        continue;
      }
      seen.add(key);
      projects.push(project);
    }
  }
}

const requireFromSite = createRequire(path.join(siteDir, 'package.json'));
const semver = requireFromSite('semver');
const sitePackage = JSON.parse(fs.readFileSync(path.join(siteDir, 'package.json'), 'utf8'));
const installedVersion = (name) => {
  const file = path.join(siteDir, 'node_modules', name, 'package.json');
  return fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')).version : null;
};

const workRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'rstest-examples-'));

/**
 * Packages are linked from the site's node_modules. Each project gets its own
 * node_modules folder with links to the site's direct dependencies (the packages
 * a reader installs, whose files an example may name by path, such as
 * node_modules/@rstest/core/bin/rstest.js); every other package resolves from
 * one folder of links in the projects' parent, made once instead of a thousand
 * links per project. Rstest keeps its results cache (used by --onlyFailures and
 * for the file order) in the project's own node_modules/.cache: a shared folder
 * would let one example's earlier failures change another's run.
 */
const sitePackages = fs.readdirSync(path.join(siteDir, 'node_modules')).filter((name) => name !== '.cache');
const sharedModules = path.join(workRoot, 'node_modules');
fs.mkdirSync(sharedModules);
for (const name of sitePackages) fs.symlinkSync(path.join(siteDir, 'node_modules', name), path.join(sharedModules, name), 'dir');
const directDependencies = [...Object.keys({ ...sitePackage.dependencies, ...sitePackage.devDependencies }), '.bin'];
function linkDirectDependencies(modulesDir) {
  for (const name of directDependencies) {
    fs.mkdirSync(path.dirname(path.join(modulesDir, name)), { recursive: true });
    fs.symlinkSync(path.join(siteDir, 'node_modules', name), path.join(modulesDir, name), 'dir');
  }
}

function writeProject(project, index) {
  const dir = path.join(workRoot, `${index}-${project.page.replace(/[^\w]+/g, '_')}-${project.name}`);
  for (const [file, { code }] of project.files) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), code);
  }
  if (!project.files.has('package.json')) fs.writeFileSync(path.join(dir, 'package.json'), '{ "private": true, "type": "module" }\n');
  linkDirectDependencies(path.join(dir, 'node_modules'));
  return dir;
}

function runProject(project, index) {
  const dir = writeProject(project, index);
  const examplePackage = project.files.get('package.json');
  if (examplePackage) {
    const unmet = unmetDependencies(JSON.parse(examplePackage.code), sitePackage, installedVersion, semver.satisfies);
    if (unmet.length > 0) return Promise.resolve({ project, code: null, problems: unmet, output: '' });
  }
  const args = [rstestBin, ...(project.args ?? ['run', ...(hasTestFile(project) ? [] : ['--passWithNoTests'])])];
  // A clean environment for the example: no CI provider's reporter, no AI-agent reporter.
  const env = { ...process.env, CI: 'true', FORCE_COLOR: '0', NO_COLOR: '1', RSTEST_NO_AGENT: '1' };
  delete env.GITHUB_ACTIONS;
  // stdout and stderr go to one file, as they go to one terminal: Rstest writes
  // its failures to stderr and its summary to stdout, and two pipes read side by
  // side would mix them in whatever order the chunks arrive.
  const logFile = `${dir}.log`;
  const log = fs.openSync(logFile, 'w');
  return new Promise((resolve) => {
    const child = spawn(process.execPath, args, { cwd: dir, env, stdio: ['ignore', log, log] });
    fs.closeSync(log);
    const timer = setTimeout(() => child.kill('SIGKILL'), TIMEOUT_MS);
    child.on('close', (code) => {
      clearTimeout(timer);
      const output = fs.readFileSync(logFile, 'utf8');
      const problems = [];
      if (code !== project.exit) problems.push(`exited with ${code}, expected ${project.exit}`);
      for (const { line, text } of missingOutputLines(project.output, output)) problems.push(`line ${line} of its output block was not printed: ${text.trim()}`);
      resolve({ project, code, problems, output });
    });
  });
}

const started = Date.now();
const results = [];
let next = 0;
await Promise.all(
  Array.from({ length: CONCURRENCY }, async () => {
    while (next < projects.length) {
      const index = next++;
      const projectStarted = Date.now();
      const result = await runProject(projects[index], index);
      const { project, problems } = result;
      const seconds = ((Date.now() - projectStarted) / 1000).toFixed(1);
      const label = `${project.page}:${project.line}${project.name === 'default' ? '' : ` [${project.name}]`} (${project.files.size} files, ${seconds} s)`;
      console.log(`${problems.length === 0 ? '✔' : '✖'} ${label}`);
      results.push(result);
    }
  }),
);

const failures = results.filter((result) => result.problems.length > 0);
for (const { project, problems, output } of failures) {
  console.error(`\n✖ ${project.page}:${project.line} example "${project.name}": ${problems.join('; ')}. Files: ${[...project.files.keys()].join(', ')}`);
  if (output) console.error(output.trim().split('\n').slice(-40).join('\n'));
}
const fileCount = results.reduce((sum, { project }) => sum + project.files.size, 0);
console.log(`\nRan ${results.length} example projects (${fileCount} files) in ${((Date.now() - started) / 1000).toFixed(1)} s; ${skipped} projects identical to one already run, comments aside (translations), not run twice.`);
console.log(`${results.length - failures.length} passed, ${failures.length} failed`);
if (failures.length === 0) fs.rmSync(workRoot, { recursive: true, force: true });
else console.error(`Example projects kept in ${workRoot}`);
process.exit(failures.length === 0 && results.length > 0 ? 0 : 1);
