import { extractHeadings, headingText } from '../../plugins/overview-data/headings';
import { buildOverviews, groupsForOverview, type OverviewDoc, type SidebarNode } from '../../plugins/overview-data/groups';

describe('extractHeadings', () => {
  it('reads levels 2 to 4 with explicit or generated ids and skips code fences', () => {
    const source = [
      '# Title',
      '## Default value {#default-value}',
      'text',
      '```ts',
      '## not a heading',
      '```',
      '### The `retry` option',
      '#### Deep [link](./x.md)',
      '##### too deep',
      '## 默认值 {#defaults}',
    ].join('\n');
    expect(extractHeadings(source)).toEqual([
      { text: 'Default value', id: 'default-value', depth: 2 },
      { text: 'The retry option', id: 'the-retry-option', depth: 3 },
      { text: 'Deep link', id: 'deep-link', depth: 4 },
      { text: '默认值', id: 'defaults', depth: 2 },
    ]);
  });

  it('gives repeated headings unique ids like Docusaurus', () => {
    expect(extractHeadings('## Example\n## Example').map((h) => h.id)).toEqual(['example', 'example-1']);
  });

  it('unwraps emphasis and escapes', () => {
    expect(headingText('**bold** and _it_ and \\<tag\\>')).toBe('bold and it and <tag>');
  });
});

const doc = (id: string, overview = false): OverviewDoc => ({ id, title: id.split('/').pop() ?? id, permalink: `/${id}`, overview, headings: [] });

const sidebars: Record<string, SidebarNode[]> = {
  api: [
    { type: 'category', label: 'Overview', items: [{ type: 'doc', id: 'api/index' }] },
    { type: 'category', label: 'Test API', items: [{ type: 'doc', id: 'api/test-api/test' }] },
    { type: 'html', value: '<hr/>' },
    {
      type: 'category',
      label: 'Rstest Utility',
      link: { type: 'doc', id: 'api/rstest/index' },
      items: [{ type: 'doc', id: 'api/rstest/mockFunctions' }],
    },
  ],
};
const docs = [doc('api/index', true), doc('api/test-api/test'), doc('api/rstest/index', true), doc('api/rstest/mockFunctions')];

describe('overview groups (spec 2.5)', () => {
  it('lists the other categories of the sidebar for a plain overview page', () => {
    const groups = groupsForOverview('api/index', sidebars, new Map(docs.map((d) => [d.id, d])));
    expect(groups.map((g) => [g.label, g.pages.map((p) => p.title)])).toEqual([
      ['Test API', ['test']],
      ['Rstest Utility', ['mockFunctions']],
    ]);
  });

  it("lists a category's own pages for the overview that is its link", () => {
    const groups = groupsForOverview('api/rstest/index', sidebars, new Map(docs.map((d) => [d.id, d])));
    expect(groups).toEqual([{ label: 'Rstest Utility', pages: [{ title: 'mockFunctions', permalink: '/api/rstest/mockFunctions', headings: [] }] }]);
  });

  it('tells each page the section header it sits under (issue 14)', () => {
    const config: Record<string, SidebarNode[]> = {
      config: [
        { type: 'category', label: 'Overview', items: [{ type: 'doc', id: 'config/index' }] },
        {
          type: 'category',
          label: 'Test Configurations',
          items: [
            { type: 'doc', id: 'config/test/root' },
            { type: 'html', value: 'x', customProps: { sectionHeader: { id: 'sidebar.config.section.files', text: 'Test files' } } },
            { type: 'doc', id: 'config/test/include' },
          ],
        },
      ],
    };
    const all = [doc('config/index', true), doc('config/test/root'), doc('config/test/include')];
    const [group] = groupsForOverview('config/index', config, new Map(all.map((d) => [d.id, d])));
    expect(group.pages.map((page) => [page.title, page.section?.text])).toEqual([['root', undefined], ['include', 'Test files']]);
  });

  it('builds groups only for docs marked as overview', () => {
    expect(Object.keys(buildOverviews(docs, sidebars))).toEqual(['api/index', 'api/rstest/index']);
  });

  it('gives nothing for a doc that is in no sidebar', () => {
    expect(groupsForOverview('elsewhere', sidebars, new Map())).toEqual([]);
  });
});

describe('overview data travels with the overview pages (issue 23)', () => {
  const fs = require('node:fs') as typeof import('node:fs');
  const os = require('node:os') as typeof import('node:os');
  const path = require('node:path') as typeof import('node:path');
  const overviewDataPlugin = require('../../plugins/overview-data').default;
  const remarkOverviewData = require('../../plugins/overview-data/remark').default;
  const { overviewDataFileName, overviewDataImport } = require('../../plugins/overview-data/dataFile');

  async function runPlugin() {
    const siteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'overview-data-'));
    const meta = (id: string, overview = false) => {
      const file = path.join(siteDir, 'docs', `${id}.md`);
      fs.mkdirSync(path.dirname(file), { recursive: true });
      fs.writeFileSync(file, `# ${id}\n\n## Heading of ${id}\n`);
      return { id, title: id, permalink: `/${id}`, source: `@site/docs/${id}.md`, frontMatter: overview ? { overview: true } : {} };
    };
    const loadedDocs = [meta('api/index', true), meta('api/test-api/test'), meta('api/rstest/index', true), meta('api/rstest/mockFunctions')];
    const setGlobalData = jest.fn();
    const createData = jest.fn(async (_name: string, _content: string) => '');
    await overviewDataPlugin({ siteDir }).allContentLoaded({
      allContent: { 'docusaurus-plugin-content-docs': { default: { loadedVersions: [{ versionName: 'current', docs: loadedDocs, sidebars }] } } },
      actions: { setGlobalData, createData, addRoute: jest.fn() },
    });
    return { siteDir, setGlobalData, createData };
  }

  it('puts nothing in global data, so no page ships every page’s headings', async () => {
    const { setGlobalData } = await runPlugin();
    expect(setGlobalData).not.toHaveBeenCalled();
  });

  it('writes one data module per overview page, named after its source file', async () => {
    const { siteDir, createData } = await runPlugin();
    const written = new Map(createData.mock.calls.map(([name, content]) => [name, JSON.parse(content)]));
    expect([...written.keys()].sort()).toEqual(
      [overviewDataFileName(path.join(siteDir, 'docs/api/index.md')), overviewDataFileName(path.join(siteDir, 'docs/api/rstest/index.md'))].sort(),
    );
    const groups = written.get(overviewDataFileName(path.join(siteDir, 'docs/api/rstest/index.md')));
    expect(groups).toEqual([
      { label: 'Rstest Utility', pages: [{ title: 'api/rstest/mockFunctions', permalink: '/api/rstest/mockFunctions', headings: [{ text: 'Heading of api/rstest/mockFunctions', id: 'heading-of-apirstestmockfunctions', depth: 2 }] }] },
    ]);
  });

  const overviewTree = () => ({
    type: 'root',
    children: [{ type: 'paragraph', children: [] }, { type: 'mdxJsxFlowElement', name: 'Overview', attributes: [], children: [] }],
  });

  const esmOf = (tree: { children: { type: string; value?: string }[] }) => tree.children.filter((node) => node.type === 'mdxjsEsm').map((node) => node.value);
  const COMPONENT_IMPORT = 'import Overview from "@site/src/components/Overview";';

  it('imports that module into the overview page and passes it to <Overview />', () => {
    const tree = overviewTree();
    remarkOverviewData()(tree, { path: '/site/docs/api/index.md', data: { frontMatter: { overview: true } } });
    expect(esmOf(tree)).toEqual([COMPONENT_IMPORT, `import __overviewData from "${overviewDataImport('/site/docs/api/index.md')}";`]);
    const element = tree.children.find((node) => node.type === 'mdxJsxFlowElement') as { attributes: { name: string; value: { value: string } }[] };
    expect(element.attributes).toEqual([expect.objectContaining({ name: 'data', value: expect.objectContaining({ value: '__overviewData' }) })]);
  });

  it('gives a page that uses <Overview /> without being an overview the component, without data', () => {
    const tree = overviewTree();
    remarkOverviewData()(tree, { path: '/site/docs/guide/x.md', data: { frontMatter: {} } });
    expect(esmOf(tree)).toEqual([COMPONENT_IMPORT]);
    expect(tree.children.slice(1)).toEqual(overviewTree().children);
  });

  it('does not import the component twice into a page that imports it', () => {
    const own = { type: 'mdxjsEsm', value: "import Overview from '@site/src/components/Overview';" };
    const tree = { ...overviewTree(), children: [own, ...overviewTree().children] };
    remarkOverviewData()(tree, { path: '/site/docs/guide/x.md', data: { frontMatter: {} } });
    expect(esmOf(tree)).toEqual([own.value]);
  });

  it('leaves pages without <Overview /> alone, overviews or not', () => {
    const tree = { type: 'root', children: [{ type: 'paragraph', children: [] }] };
    remarkOverviewData()(tree, { path: '/site/docs/api/index.md', data: { frontMatter: { overview: true } } });
    expect(tree).toEqual({ type: 'root', children: [{ type: 'paragraph', children: [] }] });
  });
});
