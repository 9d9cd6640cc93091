/**
 * @jest-environment node
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * Issue 38: the files of Docusaurus 3.10.2 (and its theme) that this site
 * replaces, rewrites or relies on the inside of, each with a hash of the file at
 * the pinned version. An upgrade that changes one fails here, naming the file:
 * re-derive our version from the new one (the README's "Upgrading Docusaurus"),
 * then update its hash.
 */
const siteDir = path.resolve(__dirname, '../..');
const hashOf = (file: string) => crypto.createHash('sha256').update(fs.readFileSync(path.join(siteDir, 'node_modules', file))).digest('hex').slice(0, 16);

/** Files our plugins replace, rewrite or depend on the shape of. */
const PLUGIN_FILES = [
  { file: '@docusaurus/core/lib/client/exports/ComponentCreator.js', by: 'plugins/lean-main (replaced by client/ComponentCreator.tsx)', sha256: '5f99bdbd725f6e0b' },
  { file: '@docusaurus/core/lib/client/preload.js', by: 'plugins/lean-main (replaced by client/preload.ts)', sha256: '8c1e3de18d307e2f' },
  { file: '@docusaurus/core/lib/client/normalizeLocation.js', by: 'plugins/lean-main (replaced by client/normalizeLocation.ts)', sha256: '2759003e81bfa6c3' },
  { file: '@docusaurus/core/lib/client/docusaurus.js', by: 'plugins/lean-main (replaced by client/docusaurus.ts)', sha256: 'b0d1dbdc1e3a706f' },
  { file: '@docusaurus/core/lib/client/App.js', by: 'plugins/lean-main (its @generated/routes import rewritten)', sha256: '1442f48492b53516' },
  { file: '@docusaurus/theme-common/lib/utils/routesUtils.js', by: 'plugins/lean-main (its @generated/routes import rewritten)', sha256: 'f5f678e39a00ecf3' },
  { file: '@docusaurus/utils-common/lib/index.js', by: 'plugins/lean-main (tslib replaced by tslibShim.js, the one helper it calls)', sha256: 'f67a902f603f736c' },
  { file: '@docusaurus/core/lib/client/PendingNavigation.js', by: 'plugins/lean-main and static-bodies (rely on its preload-then-render and its reload on a failed preload)', sha256: '1c489db32b5665b0' },
  { file: '@docusaurus/core/lib/client/clientEntry.js', by: 'plugins/lean-main (relies on its preload before hydrateRoot)', sha256: 'a9d6514eaf79c05c' },
  { file: '@docusaurus/mdx-loader/lib/loader.js', by: 'plugins/static-bodies (mdxModule.js reads the module it returns)', sha256: '90bbdae6eed64a30' },
  { file: '@docusaurus/core/lib/server/plugins/synthetic.js', by: 'plugins/static-bodies (its MDX fallback rule excludes the include of rules whose test matches MDX)', sha256: '9be8a41031fac8d8' },
  { file: '@docusaurus/core/lib/client/exports/Head.js', by: 'plugins/lean-main (react-helmet-async is client/helmet.tsx in the browser build: Head passes its children to Helmet)', sha256: 'cffe1438651ffcd1' },
  { file: '@docusaurus/theme-classic/lib/nprogress.js', by: 'plugins/lean-main (replaced by client/nprogress.ts, which loads nprogress at the first navigation)', sha256: '58b21ff3eb278f6c' },
  { file: '@docusaurus/theme-classic/lib/prism-include-languages.js', by: 'plugins/code-highlight (replaced by emptyClientModule.js)', sha256: 'a464a26897ccb5b2' },
];

/** Theme components ejected (src/theme files with an upstream twin that do not wrap it through @theme-original). */
const EJECTED = [
  { file: '@docusaurus/theme-classic/lib/theme/BackToTopButton/index.js', by: 'src/theme/BackToTopButton/index.tsx', sha256: 'd890f1873f4a86b5' },
  { file: '@docusaurus/theme-classic/lib/theme/BlogPostItem/Content/index.js', by: 'src/theme/BlogPostItem/Content/index.tsx', sha256: 'fd294ae5cd3ea5ed' },
  { file: '@docusaurus/theme-classic/lib/theme/CodeBlock/Buttons/CopyButton/index.js', by: 'src/theme/CodeBlock/Buttons/CopyButton/index.tsx', sha256: '936a841fd6a5778e' },
  { file: '@docusaurus/theme-classic/lib/theme/CodeBlock/Buttons/WordWrapButton/index.js', by: 'src/theme/CodeBlock/Buttons/WordWrapButton/index.tsx', sha256: '20c279c98024a2b8' },
  { file: '@docusaurus/theme-classic/lib/theme/CodeBlock/Buttons/index.js', by: 'src/theme/CodeBlock/Buttons/index.tsx', sha256: '8cc39d7b3812bfb9' },
  { file: '@docusaurus/theme-classic/lib/theme/CodeBlock/Container/index.js', by: 'src/theme/CodeBlock/Container/index.tsx', sha256: '55ebecf7d04da066' },
  { file: '@docusaurus/theme-classic/lib/theme/CodeBlock/Content/String.js', by: 'src/theme/CodeBlock/Content/String.tsx', sha256: '81ab153e9e797be7' },
  { file: '@docusaurus/theme-classic/lib/theme/CodeBlock/Content/index.js', by: 'src/theme/CodeBlock/Content/index.tsx', sha256: '0d361f5894590ea4' },
  { file: '@docusaurus/theme-classic/lib/theme/CodeBlock/index.js', by: 'src/theme/CodeBlock/index.tsx', sha256: '639f8655d319e123' },
  { file: '@docusaurus/theme-classic/lib/theme/DocItem/Content/index.js', by: 'src/theme/DocItem/Content/index.tsx', sha256: '0902dcb538c3dbbe' },
  { file: '@docusaurus/theme-classic/lib/theme/DocItem/Layout/index.js', by: 'src/theme/DocItem/Layout/index.tsx', sha256: 'c1f1bbed07409f0a' },
  { file: '@docusaurus/theme-classic/lib/theme/DocItem/TOC/Desktop/index.js', by: 'src/theme/DocItem/TOC/Desktop/index.tsx', sha256: '766572affae79e62' },
  { file: '@docusaurus/theme-classic/lib/theme/DocRoot/Layout/Main/index.js', by: 'src/theme/DocRoot/Layout/Main/index.tsx', sha256: '041934865c76c201' },
  { file: '@docusaurus/theme-classic/lib/theme/DocRoot/Layout/Sidebar/index.js', by: 'src/theme/DocRoot/Layout/Sidebar/index.tsx', sha256: '040a6959d7953662' },
  { file: '@docusaurus/theme-classic/lib/theme/DocSidebarItem/Category/index.js', by: 'src/theme/DocSidebarItem/Category/index.tsx', sha256: 'bebff3ac5f7761e5' },
  { file: '@docusaurus/theme-classic/lib/theme/LastUpdated/index.js', by: 'src/theme/LastUpdated/index.tsx', sha256: '30948229c5140094' },
  { file: '@docusaurus/theme-classic/lib/theme/MDXContent/index.js', by: 'src/theme/MDXContent/index.tsx', sha256: '0cb23f35eeadce85' },
  { file: '@docusaurus/theme-classic/lib/theme/Navbar/MobileSidebar/Layout/index.js', by: 'src/theme/Navbar/MobileSidebar/Layout/index.tsx', sha256: '25a9f4a9c4a55a7e' },
  { file: '@docusaurus/theme-classic/lib/theme/Navbar/Search/index.js', by: 'src/theme/Navbar/Search/index.tsx', sha256: '3eeaa44561871110' },
  { file: '@docusaurus/theme-classic/lib/theme/NavbarItem/DropdownNavbarItem/Desktop/index.js', by: 'src/theme/NavbarItem/DropdownNavbarItem/Desktop/index.tsx', sha256: 'c49755ffce7ccfbd' },
  { file: '@docusaurus/theme-classic/lib/theme/NotFound/Content/index.js', by: 'src/theme/NotFound/Content/index.tsx', sha256: '1339cadd0fe0b2a2' },
  { file: '@docusaurus/theme-classic/lib/theme/SearchBar.js', by: 'src/theme/SearchBar/index.tsx', sha256: 'b528b71d23818ff3' },
  { file: '@docusaurus/theme-classic/lib/theme/TOCItems/index.js', by: 'src/theme/TOCItems/index.tsx', sha256: '790e025537df9e23' },
  { file: '@docusaurus/theme-classic/lib/theme/TabItem/index.js', by: 'src/theme/TabItem/index.tsx', sha256: 'beef630741839e81' },
  { file: '@docusaurus/theme-classic/lib/theme/Tabs/index.js', by: 'src/theme/Tabs/index.tsx', sha256: '7fe3d248d13cc48d' },
];

describe('upstream files this site replaces or rewrites (Docusaurus 3.10.2)', () => {
  it('are unchanged since our versions were derived from them', () => {
    const changed = [...PLUGIN_FILES, ...EJECTED].filter((entry) => hashOf(entry.file) !== entry.sha256).map((entry) => `${entry.file} (${entry.by})`);
    expect(changed).toEqual([]);
  });

  it('include every theme component ejected from the classic theme', () => {
    const themeDir = path.join(siteDir, 'src/theme');
    const files: string[] = [];
    const walk = (dir: string) => {
      for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
        const file = path.join(dir, entry.name);
        if (entry.isDirectory()) walk(file);
        else if (/\.tsx?$/.test(entry.name)) files.push(file);
      }
    };
    walk(themeDir);
    const ejected = files
      .filter((file) => !fs.readFileSync(file, 'utf8').includes('@theme-original/'))
      .flatMap((file) => {
        const name = path.relative(themeDir, file).split(path.sep).join('/').replace(/\.tsx?$/, '').replace(/\/index$/, '');
        return [`@docusaurus/theme-classic/lib/theme/${name}.js`, `@docusaurus/theme-classic/lib/theme/${name}/index.js`]
          .filter((upstream) => fs.existsSync(path.join(siteDir, 'node_modules', upstream)))
          .slice(0, 1);
      });
    expect(ejected.sort()).toEqual(EJECTED.map((entry) => entry.file).sort());
  });
});
