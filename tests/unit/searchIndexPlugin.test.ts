/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import lunr from 'lunr';
import { publishIndex } from '../../plugins/search-index';
import { compactIndex, contentHash, indexFileName, type EasyopsIndexPart } from '../../plugins/search-index/indexFile';
import { validateSearchOptions } from '../../plugins/search-index/searchOptions';
import { INDEX_URL_PLACEHOLDER } from '../../src/utils/search/config';

type Doc = { i: number; t: string; u: string; p?: number };

/** Two easyops-like parts (titles, contents) whose ids start at `offset`, as in a second locale's build. */
function easyopsIndex(offset: number): EasyopsIndexPart[] {
  const titles: Doc[] = [
    { i: offset + 1, t: 'retry', u: '/config/test/retry' },
    { i: offset + 3, t: 'describe', u: '/api/test-api/describe' },
  ];
  const contents: Doc[] = [
    { i: offset + 2, t: 'Retries a failed test a number of times.', u: '/config/test/retry', p: offset + 1 },
    { i: offset + 4, t: 'Groups tests into a suite; retry applies to each test.', u: '/api/test-api/describe', p: offset + 3 },
  ];
  const build = (documents: Doc[]) =>
    lunr(function () {
      this.ref('i');
      this.field('t');
      this.metadataWhitelist = ['position'];
      for (const doc of documents) this.add({ ...doc, i: String(doc.i) });
    });
  return [titles, contents].map((documents) => ({ documents, index: JSON.parse(JSON.stringify(build(documents))) }));
}

const search = (parts: EasyopsIndexPart[], part: number, term: string) =>
  lunr.Index.load(parts[part].index)
    .search(term)
    .map((hit) => parts[part].documents.find((doc) => String(doc.i) === hit.ref)?.u);

describe('compactIndex', () => {
  it('drops term positions but keeps an index lunr loads and ranks the same way', () => {
    const original = easyopsIndex(0);
    const compact = compactIndex(original);
    expect(JSON.stringify(compact)).not.toContain('position');
    expect(JSON.stringify(compact).length).toBeLessThan(JSON.stringify(original).length);
    for (const term of ['retry', 'test', 'suite']) expect(search(compact, 1, term)).toEqual(search(original, 1, term));
    expect(search(compact, 1, 'retry')).toEqual(['/config/test/retry', '/api/test-api/describe']);
  });

  it('numbers documents from 1, so the same content gives the same file whatever ids easyops used', () => {
    const alone = JSON.stringify(compactIndex(easyopsIndex(0)));
    const afterAnotherLocale = JSON.stringify(compactIndex(easyopsIndex(500)));
    expect(afterAnotherLocale).toBe(alone);
    const [titles, contents] = compactIndex(easyopsIndex(500));
    expect(titles.documents.map((d) => d.i)).toEqual([1, 2]);
    expect(contents.documents.map((d) => [d.i, d.p])).toEqual([
      [3, 1],
      [4, 2],
    ]);
  });

  it.each([
    ['not a list', {}],
    ['a part without documents', [{ index: { invertedIndex: [], fieldVectors: [] } }]],
    ['a reference to an unknown document', [{ documents: [{ i: 1 }], index: { invertedIndex: [['x', { _index: 0, t: { 9: {} } }]], fieldVectors: [] } }]],
  ])('rejects %s', (_name, input) => {
    expect(() => compactIndex(input as never)).toThrow(/search-index/);
  });
});

describe('index file name (spec 7)', () => {
  it('is search_index[.version].lang.hash.json', () => {
    expect(indexFileName({ lang: 'zh', hash: 'abcd1234' })).toBe('search_index.zh.abcd1234.json');
    expect(indexFileName({ lang: 'en', version: '1.0', hash: 'abcd1234' })).toBe('search_index.1.0.en.abcd1234.json');
  });

  it('hashes the content: 8 hex digits that change with any byte', () => {
    expect(contentHash('a')).toMatch(/^[0-9a-f]{8}$/);
    expect(contentHash('a')).toBe(contentHash('a'));
    expect(contentHash('测试')).not.toBe(contentHash('测验'));
  });
});

describe('publishIndex', () => {
  let outDir: string;
  const page = `<html><head><meta name=rstest-search content='{"indexUrl":"${INDEX_URL_PLACEHOLDER}"}'></head><body></body></html>`;

  beforeEach(() => {
    outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'search-index-'));
    fs.mkdirSync(path.join(outDir, 'guide'));
    fs.mkdirSync(path.join(outDir, 'zh'));
    fs.writeFileSync(path.join(outDir, 'index.html'), page);
    fs.writeFileSync(path.join(outDir, 'guide', 'index.html'), page);
    fs.writeFileSync(path.join(outDir, 'zh', 'index.html'), page);
    fs.writeFileSync(path.join(outDir, 'search-index.json'), JSON.stringify(easyopsIndex(0)));
  });
  afterEach(() => fs.rmSync(outDir, { recursive: true, force: true }));

  it('writes the hashed file, removes the unhashed one and fills in the URL in this locale only', async () => {
    const url = await publishIndex({ outDir, baseUrl: '/', lang: 'en', skipDirs: [path.join(outDir, 'zh')] });
    const [file] = fs.readdirSync(path.join(outDir, 'static'));
    const content = fs.readFileSync(path.join(outDir, 'static', file), 'utf8');
    expect(file).toBe(`search_index.en.${contentHash(content)}.json`);
    expect(url).toBe(`/static/${file}`);
    expect(fs.existsSync(path.join(outDir, 'search-index.json'))).toBe(false);
    for (const html of ['index.html', 'guide/index.html']) expect(fs.readFileSync(path.join(outDir, html), 'utf8')).toContain(`"indexUrl":"${url}"`);
    expect(fs.readFileSync(path.join(outDir, 'zh', 'index.html'), 'utf8')).toContain(INDEX_URL_PLACEHOLDER);
  });

  it('gives another locale its own base URL, and a new hash when only its content changes', async () => {
    const first = await publishIndex({ outDir, baseUrl: '/zh/', lang: 'zh' });
    expect(first).toMatch(/^\/zh\/static\/search_index\.zh\.[0-9a-f]{8}\.json$/);
    const changed = easyopsIndex(0);
    changed[1].documents[0].t = 'Retries a failed test several times.';
    fs.writeFileSync(path.join(outDir, 'search-index.json'), JSON.stringify(changed));
    fs.writeFileSync(path.join(outDir, 'index.html'), page);
    const second = await publishIndex({ outDir, baseUrl: '/zh/', lang: 'zh' });
    expect(second).not.toBe(first);
  });

  it('fails the build when no page has the meta tag', async () => {
    for (const html of ['index.html', 'guide/index.html', 'zh/index.html']) fs.writeFileSync(path.join(outDir, html), '<html></html>');
    await expect(publishIndex({ outDir, baseUrl: '/', lang: 'en' })).rejects.toThrow(/no page/);
  });
});

describe('validateSearchOptions (spec 3 search config)', () => {
  it('accepts the documented options', () => {
    const options = { mode: 'remote', apiUrl: 'https://search.example.com/api', searchIndexes: ['a', { value: 'b', label: 'B' }], indexName: 'a', versioned: false, limit: 7, timeoutMs: 3000 };
    expect(validateSearchOptions(options)).toBe(options);
    expect(validateSearchOptions(undefined)).toEqual({});
  });

  it.each([
    [{ mode: 'cloud' }, /mode/],
    [{ mode: 'remote' }, /apiUrl is required/],
    [{ apiUrl: 'javascript:alert(1)' }, /apiUrl/],
    [{ searchIndexes: [1] }, /searchIndexes/],
    [{ limit: 0 }, /limit/],
    [{ limt: 7 }, /limt is not a search option/],
    [[], /must be an object/],
  ])('rejects %j', (options, message) => {
    expect(() => validateSearchOptions(options)).toThrow(message);
  });
});
