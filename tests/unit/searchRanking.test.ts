/**
 * The ranking rules (issue 39, src/utils/search/rank.ts) through the whole
 * engine, on small hand-made sites: built as plugins/search-index publishes
 * them (identifiers of titles and headings split into words), searched as
 * the panel searches.
 */
import { easyopsPart, type EasyopsDoc } from './support/easyopsIndex';
import { compactIndex } from '../../plugins/search-index/indexFile';
import { shardIndex } from '../../plugins/search-index/shards';
import { splitIdentifiers } from '../../plugins/search-index/identifiers';
import { HEADING_PART, markSharedHeadings } from '../../plugins/search-index/sharedHeadings';
import { shardFileName } from '../../src/utils/search/shardFormat';
import { createLocalEngine } from '../../src/theme/SearchBar/localEngine';
import { pageOf } from '../../src/utils/search/group';

interface Page {
  url: string;
  title: string;
  description?: string;
  /** Heading text and its section's text. */
  sections: [heading: string, text: string][];
  /** Texts of links to the page from other pages (the keywords part, plugins/search-index/linkTexts.ts). */
  linkTexts?: string[];
}

/**
 * A site of these pages, published and served from memory; search returns the pages in the panel's order.
 * `separator`: what separates words (Chinese text is written here already cut into words, by spaces, as jieba would).
 */
function site(pages: Page[], { separator = /[^A-Za-z0-9_]+/, words: chinese = false }: { separator?: RegExp; words?: boolean } = {}) {
  let id = 0;
  const titles: EasyopsDoc[] = [];
  const headings: EasyopsDoc[] = [];
  const descriptions: EasyopsDoc[] = [];
  const contents: EasyopsDoc[] = [];
  const keywords: EasyopsDoc[] = [];
  for (const page of pages) {
    const title = { i: ++id, t: page.title, u: page.url };
    titles.push(title);
    descriptions.push({ i: ++id, t: page.description ?? page.title, u: page.url, p: title.i, s: page.title });
    page.sections.forEach(([heading, text], k) => {
      headings.push({ i: ++id, t: heading, u: page.url, h: `#s${k}`, p: title.i });
      contents.push({ i: ++id, t: text, u: page.url, h: `#s${k}`, p: title.i, s: heading });
    });
    for (const text of page.linkTexts ?? []) keywords.push({ i: ++id, t: text, u: page.url, p: title.i, s: page.title });
  }
  // As plugins/search-index publishes them: identifiers split, headings that many pages share marked.
  const { parts, words } = splitIdentifiers(compactIndex([titles, headings, descriptions, keywords, contents].map((documents) => easyopsPart(documents, { separator, words: chinese }))));
  words[HEADING_PART] &&= markSharedHeadings(parts[HEADING_PART].documents, words[HEADING_PART]);
  const { manifest, files } = shardIndex(parts, { words });
  const byName = new Map(files.map((file) => [shardFileName({ lang: 'en', key: file.key, hash: 'abcd0123' }), file.content]));
  const engine = createLocalEngine(JSON.parse(JSON.stringify(manifest('abcd0123'))), { load: async (url) => JSON.parse(byName.get(url)!) });
  return async (query: string) => [...new Set((await engine.search(query, 7)).map((suggestion) => pageOf(suggestion.link)))];
}

/** A Chinese site: its texts are written already cut into words, by spaces, as jieba cuts them for easyops. */
const chineseSite = (pages: Page[]) => site(pages, { separator: /\s+/, words: true });

const filler = 'Runs in every project of the workspace, with the same defaults as the command line.';

describe('ranking on small sites (issue 39)', () => {
  it('puts the page whose title names the query before a page that mentions it, however often', async () => {
    const search = site([
      { url: '/guide/memory', title: 'Finding memory leaks', sections: [['Leaks', 'Turn on logHeapUsage to see the heap. logHeapUsage prints it.'], ['Heap', 'logHeapUsage again, and logHeapUsage.']] },
      { url: '/config/logHeapUsage', title: 'logHeapUsage', sections: [['Default', filler]] },
    ]);
    expect((await search('logHeapUsage'))[0]).toBe('/config/logHeapUsage');
  });

  it('finds an identifier written apart by its page: "log heap usage" is logHeapUsage', async () => {
    const search = site([
      { url: '/guide/memory', title: 'Finding memory leaks', sections: [['The heap', 'The heap grows; a log of its usage helps.']] },
      { url: '/config/logHeapUsage', title: 'logHeapUsage', sections: [['Default', filler]] },
      { url: '/config/silent', title: 'silent', sections: [['Logs', 'Hide the log of each test.']] },
    ]);
    expect((await search('log heap usage'))[0]).toBe('/config/logHeapUsage');
    expect((await search('heap usage'))[0]).toBe('/config/logHeapUsage');
  });

  it('sends an identifier to its reference page before a guide that names it as well', async () => {
    const search = site([
      { url: '/guide/basic/mocking', title: 'Mocking', sections: [['rs.mock', 'Replace a module in a test with rs.mock.'], ['Spies', filler]] },
      { url: '/api/rstest/mockModules', title: 'Mock modules', sections: [['rs.mock', 'Replaces a module with a factory.'], ['Options', filler]] },
    ]);
    expect((await search('rs.mock'))[0]).toBe('/api/rstest/mockModules');
    expect((await search('mockModules'))[0]).toBe('/api/rstest/mockModules');
  });

  it('sends a task to a guide before a reference page that names it as well', async () => {
    const search = site([
      { url: '/api/rstest/modules', title: 'Modules', sections: [['Mock a module', 'rs.mock replaces a module.'], ['Options', filler]] },
      { url: '/guide/basic/mocking', title: 'Mocking', sections: [['Mock a module', 'Replace a module in a test.'], ['Spies', filler]] },
    ]);
    expect((await search('mock a module'))[0]).toBe('/guide/basic/mocking');
    // A heading that names the task wins over a title that only has its words (naming comes first).
    const titled = site([
      { url: '/api/rstest/mockModules', title: 'Mock modules', sections: [['Options', filler]] },
      { url: '/guide/basic/mocking', title: 'Mocking', sections: [['Mock a module', 'Replace a module in a test.']] },
    ]);
    expect(await titled('mock a module')).toEqual(['/guide/basic/mocking', '/api/rstest/mockModules']);
  });

  it('puts a heading that names the query before one that only contains it', async () => {
    const search = site([
      { url: '/guide/a', title: 'Coverage', sections: [['Thresholds for coverage in CI', 'Fail the run below a threshold.']] },
      { url: '/guide/b', title: 'Reports', sections: [['Coverage thresholds', 'Set the thresholds.']] },
    ]);
    expect((await search('coverage thresholds'))[0]).toBe('/guide/b');
  });

  it('weighs a heading and the description above the text', async () => {
    const search = site([
      { url: '/guide/a', title: 'Alpha', sections: [['Setup', 'The sandbox is created here, and the sandbox is reset after.']] },
      { url: '/guide/b', title: 'Beta', description: 'Run each file in a sandbox.', sections: [['Setup', filler]] },
    ]);
    expect((await search('sandbox'))[0]).toBe('/guide/b');
  });

  it('reads rs, rstest, jest and vi as one optional namespace in an API name', async () => {
    const search = site([
      { url: '/config/env', title: 'env', sections: [['Values', 'Set values here; in a test, call rs.stubEnv instead.']] },
      { url: '/api/rstest/utilities', title: 'Utilities', sections: [['rstest.stubEnv', 'Changes a variable for the test.']] },
    ]);
    expect((await search('rs.stubEnv'))[0]).toBe('/api/rstest/utilities');
    expect((await search('vi.stubEnv'))[0]).toBe('/api/rstest/utilities');
  });

  it('puts a page that other pages link to by the name of the query before pages with a heading of that name', async () => {
    const search = site([
      { url: '/guide/migrate', title: 'Migrating', sections: [['Test environment', 'Pick jsdom for DOM tests.'], ['Timers', filler]] },
      { url: '/config/runtime', title: 'Runtime', sections: [['Options', 'Choose where test files run.']], linkTexts: ['test environment', 'runtime'] },
      { url: '/guide/features', title: 'Features', sections: [['Test environment', 'Node.js, jsdom or happy-dom.']] },
    ]);
    expect((await search('test environment'))[0]).toBe('/config/runtime');
    // A link text that only contains the words does not name the page.
    const containing = site([
      { url: '/guide/migrate', title: 'Migrating', sections: [['Test environment', 'Pick jsdom for DOM tests.']] },
      { url: '/config/runtime', title: 'Runtime', sections: [['Options', 'Choose where test files run.']], linkTexts: ['the test environment option of the config'] },
    ]);
    expect((await containing('test environment'))[0]).toBe('/guide/migrate');
  });

  it('takes a heading that many pages share for a section of a template, which names none of them', async () => {
    const withSection = (name: string) => ({ url: `/config/${name}`, title: name, sections: [['Command line', `Set ${name} from the command line with a flag.`] as [string, string]] });
    const search = site([withSection('bail'), withSection('retry'), withSection('silent'), { url: '/guide/cli', title: 'Command line tool', sections: [['Usage', filler]] }]);
    expect((await search('command line'))[0]).toBe('/guide/cli');
    // A heading of two pages still names them.
    const two = site([withSection('bail'), withSection('retry'), { url: '/guide/cli', title: 'Command line tool', sections: [['Usage', filler]] }]);
    expect((await two('command line'))[0]).not.toBe('/guide/cli');
  });

  it('sends an API name to its reference page even where only the text of the pages has it', async () => {
    const search = site([
      { url: '/guide/basic/mocking', title: 'Mocking', sections: [['Functions', 'Give a mock a value with mockResolvedValue.'], ['Modules', 'The mock of a module can use mockResolvedValue too.'], ['Cleanup', 'Cleanup removes what mockResolvedValue set.']] },
      { url: '/api/rstest/mockInstance', title: 'MockInstance', sections: [['Return values', 'mockResolvedValue(value) returns a resolved promise.']] },
    ]);
    expect((await search('mockResolvedValue'))[0]).toBe('/api/rstest/mockInstance');
    // A file name is explained by guides as often as by reference pages: the page that has it in more sections goes first.
    const file = site([
      { url: '/config/test/root', title: 'root', sections: [['Default value', 'The folder of rstest.config.ts.']] },
      { url: '/guide/basic/configure', title: 'Configure', sections: [['Configuration file', 'Rstest reads rstest.config.ts.'], ['Function form', 'rstest.config.ts may export a function.']] },
    ]);
    expect((await file('rstest.config.ts'))[0]).toBe('/guide/basic/configure');
  });

  it('names an option of a group by its last part: "alias" is the heading resolve.alias', async () => {
    const search = site([
      { url: '/guide/integration', title: 'Reusing a build', sections: [['Aliases and defines', 'The alias of the app is kept, each alias and every alias target.']] },
      { url: '/config/build/resolve', title: 'resolve', sections: [['resolve.alias', 'Maps an import path to another one.'], ['resolve.extensions', filler]] },
    ]);
    expect((await search('alias'))[0]).toBe('/config/build/resolve');
  });

  it('leaves out the words that make Chinese text a question', async () => {
    const search = chineseSite([
      { url: '/guide/faq', title: '常见 问题', sections: [['怎么 调试 测试', '怎么 调试 测试 请 看 调试 模式']] },
      { url: '/guide/debug', title: '调试 模式', sections: [['调试 测试', '用 inspector 调试 测试']] },
    ]);
    expect((await search('怎么调试测试'))[0]).toBe('/guide/debug');
    expect((await search('如何调试测试'))[0]).toBe('/guide/debug');
    // Not required either where no heading names the rest: the page whose summary has it goes first.
    const described = chineseSite([
      { url: '/guide/faq', title: '常见 问题', sections: [['问答', '怎么 调试 测试 见 文档']] },
      { url: '/guide/debug', title: '调试 模式', description: '调试 测试 的 方法', sections: [['入门', '用 inspector']] },
    ]);
    expect((await described('怎么调试测试'))[0]).toBe('/guide/debug');
  });

  it('allows no typo in a word the index has: 调试 is not 测试 one character off', async () => {
    const search = chineseSite([
      { url: '/guide/filter', title: '过滤 测试', sections: [['用法', '按 名称 过滤']] },
      { url: '/guide/debug', title: '调试 模式', sections: [['调试', '调试 测试 的 方法']] },
    ]);
    expect(await search('调试测试')).toEqual(['/guide/debug']);
  });

  it('ranks the documents of a long question by how many of its words they have, before where the words are', async () => {
    const search = site([
      { url: '/guide/snapshot', title: 'Snapshot', sections: [['Snapshot', filler]] },
      { url: '/guide/housekeeping', title: 'Housekeeping', sections: [['Leftovers', 'After renaming tests, their snapshot files keep entries that are obsolete.']] },
    ]);
    // Seven words after the stop words: searched by any of them (queryVariants.ts MAX_REQUIRED_WORDS).
    expect((await search('how do I keep snapshot files from going obsolete after renaming tests'))[0]).toBe('/guide/housekeeping');
  });

  it('requires no word that nearly every page has, when the query has a rarer one', async () => {
    const others = Array.from({ length: 9 }, (_, k) => ({ url: `/guide/g${k}`, title: `Guide ${k}`, sections: [[`Part ${k}`, `A test of part ${k}; the test runs once.`] as [string, string]] }));
    const search = site([
      ...others,
      { url: '/guide/hangs', title: 'Troubleshooting', sections: [['The run hangs', 'An open handle keeps the process alive.']] },
      { url: '/guide/mention', title: 'Mention', sections: [['Notes', 'A test hangs when a timer is left on; see the troubleshooting page.']] },
    ]);
    // "test" is on 10 of 11 pages: the heading about hangs comes before a mention of both words.
    expect((await search('test hangs'))[0]).toBe('/guide/hangs');
    // A query of such words only keeps them all.
    expect(await search('test runs')).toEqual(expect.arrayContaining(['/guide/g0']));
  });

  it('puts a page that writes a file name whole before pages that have its parts apart', async () => {
    const search = site([
      { url: '/guide/frameworks', title: 'Frameworks', sections: [['Setup', 'Jest users keep their config; js files and jsx files both work.'], ['DOM', 'The jest-dom config for js tests.']] },
      { url: '/guide/migrate', title: 'Migrating', sections: [['The config file', 'Rename jest.config.js to rstest.config.ts.']] },
    ]);
    expect(await search('jest.config.js')).toEqual(['/guide/migrate', '/guide/frameworks']);
    // Not a file name: the parts ranked as before.
    expect((await search('jest config js'))[0]).toBe('/guide/frameworks');
  });

  it('shows a page found by its title and by link texts as one title row', async () => {
    const search = site([{ url: '/config/retry', title: 'retry', sections: [['Default', filler]], linkTexts: ['retry', 'retries'] }]);
    expect(await search('retry')).toEqual(['/config/retry']);
  });
});
