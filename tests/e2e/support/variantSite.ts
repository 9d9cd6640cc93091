import { execFile } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

/**
 * A throwaway build of the site with the options the real site does not use,
 * built in a temporary copy (never in the worktree, never committed):
 * - a released version: `docusaurus docs:version 1.0`, so the docs have two
 *   versions (1.0 at /, the current docs as "Next" at /next/);
 * - one language only (spec 2.1: a /zh/ prefix then redirects without it);
 * - themeConfig.darkMode false and hideNavbar 'scroll';
 * - front matter fixtures on a few current ("Next") pages, and a word that
 *   exists only in the current version (for the per-version search index).
 *
 * tests/e2e/variant.setup.ts builds it once per run (a Playwright setup
 * project), tests/e2e/variant-site.spec.ts tests it.
 */
const execFileAsync = promisify(execFile);

export const SITE_DIR = path.resolve(__dirname, '../../..');
/** Stable per worktree, so reruns replace it (and Rspack's cache stays warm). */
export const VARIANT_DIR = path.join(os.tmpdir(), `rstest-docs-variant-${crypto.createHash('sha1').update(SITE_DIR).digest('hex').slice(0, 10)}`);
export const VARIANT_BUILD_DIR = path.join(VARIANT_DIR, 'build');
export const VERSION = '1.0';
/** A word that only the current ("Next") docs contain. */
export const NEXT_ONLY_WORD = 'zanzibarquokka';

export const FRONT_MATTER_FIXTURES: Record<string, string[]> = {
  // Every spec 3 switch at once.
  'docs/guide/advanced/profiling.md': [
    'titleSuffix: Variant suffix',
    'sidebar: false',
    'outline: false',
    'footer: false',
    'globalUIComponents: false',
    'head:',
    '  - - meta',
    '    - name: variant-fixture',
    '      content: front-matter-head',
  ],
  'docs/guide/advanced/debug-mode.md': ['pageType: custom'],
  'docs/guide/basic/cli.md': ['navbar: false'],
};

const SKIPPED = new Set(['node_modules', 'build', '.docusaurus', 'test-results', 'playwright-report', 'tmp', '.git']);

/**
 * The variant tests read the guide, these config and API pages, and the links
 * between them; the other config and API pages (about 70 of the ~100 docs, twice
 * with the version) are left out of the copy, and out of its sidebars, to make
 * its build shorter (it runs during the end-to-end tests, issue 23).
 */
const KEPT_OUTSIDE_GUIDE = ['config/index.md', 'config/test/retry.md', 'api/index.md'];

/** Deletes the config and API docs the variant tests do not read (KEPT_OUTSIDE_GUIDE). */
function pruneDocs(docsDir: string) {
  for (const section of ['config', 'api']) {
    const walk = (dir: string) => {
      for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
        const file = path.join(dir, entry.name);
        if (entry.isDirectory()) walk(file);
        else if (!KEPT_OUTSIDE_GUIDE.includes(path.relative(docsDir, file).split(path.sep).join('/'))) fs.rmSync(file);
      }
    };
    walk(path.join(docsDir, section));
  }
}

/**
 * The copy's sidebars.ts: the site's sidebars without the docs pruneDocs left
 * out (a category that loses all its docs goes too).
 */
const PRUNED_SIDEBARS = `import fs from 'node:fs';
import path from 'node:path';
import type { SidebarsConfig } from '@docusaurus/plugin-content-docs';
import full from './sidebars.full';

type Item = any;
const exists = (id: string) => ['.md', '.mdx'].some((ext) => fs.existsSync(path.join(__dirname, 'docs', id + ext)));
const prune = (items: Item[]): Item[] =>
  items.flatMap((item: Item) => {
    if (typeof item === 'string') return exists(item) ? [item] : [];
    if (item.type === 'doc') return exists(item.id) ? [item] : [];
    if (item.type !== 'category') return [item];
    const kept = prune(item.items);
    if (!kept.some((child: Item) => typeof child === 'string' || child.type === 'doc' || child.type === 'category')) return [];
    return [{ ...item, items: kept }];
  });

const sidebars: SidebarsConfig = Object.fromEntries(Object.entries(full).map(([name, items]) => [name, prune(items as Item[])]));
export default sidebars;
`;

function replaceOrFail(file: string, search: string, replacement: string) {
  const text = fs.readFileSync(file, 'utf8');
  if (!text.includes(search)) throw new Error(`${file} no longer contains ${JSON.stringify(search)}: update tests/e2e/support/variantSite.ts`);
  fs.writeFileSync(file, text.replace(search, replacement));
}

function addFrontMatter(file: string, lines: string[]) {
  const text = fs.readFileSync(file, 'utf8');
  if (!text.startsWith('---\n')) throw new Error(`${file} has no front matter`);
  fs.writeFileSync(file, `---\n${lines.join('\n')}\n${text.slice(4)}`);
}

async function run(command: string, args: string[], log: string[], env: Record<string, string> = {}) {
  const { stdout, stderr } = await execFileAsync(command, args, {
    cwd: VARIANT_DIR,
    env: { ...process.env, FORCE_COLOR: '0', ...env },
    maxBuffer: 64 * 1024 * 1024,
  }).catch((error: { stdout?: string; stderr?: string; message: string }) => {
    throw new Error(`${command} ${args.join(' ')} failed:\n${error.stdout ?? ''}\n${error.stderr ?? error.message}`);
  });
  log.push(`$ ${command} ${args.join(' ')}`, stdout, stderr);
}

/** Copies the site, adds a version and the fixtures, and builds it. */
export async function buildVariantSite(): Promise<string[]> {
  const log: string[] = [];
  fs.rmSync(VARIANT_DIR, { recursive: true, force: true });
  fs.cpSync(SITE_DIR, VARIANT_DIR, {
    recursive: true,
    filter: (source) => !(path.dirname(source) === SITE_DIR && SKIPPED.has(path.basename(source))),
  });
  fs.symlinkSync(path.join(SITE_DIR, 'node_modules'), path.join(VARIANT_DIR, 'node_modules'), 'dir');

  fs.writeFileSync(
    path.join(VARIANT_DIR, 'src/config/themeSettings.ts'),
    [
      "import type { HideNavbar, LocaleRedirect } from '../utils/themeSettings';",
      'export const DARK_MODE = false;',
      "export const HIDE_NAVBAR: HideNavbar = 'scroll';",
      "export const LOCALE_REDIRECT: LocaleRedirect = 'auto';",
      '',
    ].join('\n'),
  );
  replaceOrFail(path.join(VARIANT_DIR, 'src/config/site.ts'), "export const LOCALES = ['en', 'zh'] as const;", "export const LOCALES = ['en'] as const;");

  pruneDocs(path.join(VARIANT_DIR, 'docs'));
  fs.renameSync(path.join(VARIANT_DIR, 'sidebars.ts'), path.join(VARIANT_DIR, 'sidebars.full.ts'));
  fs.writeFileSync(path.join(VARIANT_DIR, 'sidebars.ts'), PRUNED_SIDEBARS);

  const docusaurus = path.join(VARIANT_DIR, 'node_modules/.bin/docusaurus');
  await run(docusaurus, ['docs:version', VERSION], log);

  // Changes after the release exist only in the current ("Next") docs.
  for (const [file, lines] of Object.entries(FRONT_MATTER_FIXTURES)) addFrontMatter(path.join(VARIANT_DIR, file), lines);
  fs.appendFileSync(path.join(VARIANT_DIR, 'docs/guide/start/quick-start.md'), `\nThe next release adds ${NEXT_ONLY_WORD} support.\n`);

  // Last-updated dates come from Git history, as in the real repository.
  await run('git', ['init', '-q'], log);
  await run('git', ['add', '-A'], log);
  await run('git', ['-c', 'user.name=e2e', '-c', 'user.email=e2e@localhost', 'commit', '-q', '-m', 'variant site'], log);

  // Unminified: the tests read behaviour, not bytes, and minifying the JavaScript,
  // CSS and HTML of two versions' pages is a good part of this build's time.
  // The kept pages link to pages left out: reported, not fatal (the site's own
  // build checks every link).
  await run(docusaurus, ['build', '--no-minify'], log, { DOCS_LINKS: 'warn' });
  return log;
}
