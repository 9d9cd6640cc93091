/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import lunr from 'lunr';
import { easyopsPart, type EasyopsDoc } from './support/easyopsIndex';
import { publishIndex } from '../../plugins/search-index';
import { compactIndex, contentHash, indexFileName, type EasyopsIndexPart } from '../../plugins/search-index/indexFile';
import { checkPublishedIndex, inflatePart } from '../../src/utils/search/indexFormat';
import { validateSearchOptions } from '../../plugins/search-index/searchOptions';
import { INDEX_URL_PLACEHOLDER } from '../../src/utils/search/config';
import { checkManifest, documentChunkKey, shardFileName, termListKey, termShardKey } from '../../src/utils/search/shardFormat';

type Doc = EasyopsDoc;

/**
 * Two easyops-like parts (titles, contents) whose ids start after `offset`,
 * as in a second locale's build (with offset 0 they are already 1…n in file order).
 */
function easyopsIndex(offset: number): EasyopsIndexPart[] {
  const titles: Doc[] = [
    { i: offset + 1, t: 'retry', u: '/config/test/retry' },
    { i: offset + 2, t: 'describe', u: '/api/test-api/describe' },
    { i: offset + 3, t: 'empty page', u: '/empty' },
  ];
  const contents: Doc[] = [
    { i: offset + 4, t: 'Retries a failed test a number of times. A test that fails is retried; retry retry.', u: '/config/test/retry', p: offset + 1 },
    { i: offset + 5, t: 'Groups tests into a suite; retry applies to each test of the suite.', u: '/api/test-api/describe', p: offset + 2 },
    { i: offset + 6, t: '', u: '/empty', p: offset + 3 },
    { i: offset + 7, t: 'Short text about timers and mocks.', u: '/api/rstest/fakeTimers', p: offset + 3 },
  ];
  return [titles, contents].map((documents) => easyopsPart(documents));
}

const urls = (documents: { i: number; u?: unknown }[], hits: { ref: string }[]) => hits.map((hit) => documents.find((doc) => String(doc.i) === hit.ref)?.u);

describe('compactIndex → checkPublishedIndex → inflatePart (the published format)', () => {
  it('gives back the lunr index exactly, minus positions: same field vectors, same ranking', () => {
    const original = easyopsIndex(0);
    const published = compactIndex(original);
    expect(JSON.stringify(published)).not.toContain('position');
    expect(JSON.stringify(published).length).toBeLessThan(JSON.stringify(original).length / 2);
    checkPublishedIndex(JSON.parse(JSON.stringify(published))).forEach((part, k) => {
      const inflated = inflatePart(part);
      const source = original[k].index;
      expect(inflated.fieldVectors).toEqual(source.fieldVectors);
      expect(inflated.invertedIndex.map(([term, posting]) => [term, posting._index, Object.keys(posting.t as object)])).toEqual(
        source.invertedIndex.map(([term, posting]) => [term, posting._index, Object.keys(posting.t as object)]),
      );
      for (const query of ['retry', 'test', 'suite', 'retr*', 'timer~1']) {
        expect(urls(part.documents, lunr.Index.load(inflated).search(query))).toEqual(urls(original[k].documents, lunr.Index.load(source).search(query)));
      }
    });
    // tf > 1 is kept: "retry" appears 3 times (retried, retry, retry) in the first content.
    const retry = published[1].terms.find(([term]) => term === 'retri');
    expect(retry?.[3]).toEqual([4, 1]);
  });

  it('numbers documents from 1, so the same content gives the same file whatever ids easyops used', () => {
    const alone = JSON.stringify(compactIndex(easyopsIndex(0)));
    const afterAnotherLocale = JSON.stringify(compactIndex(easyopsIndex(500)));
    expect(afterAnotherLocale).toBe(alone);
    const [titles, contents] = compactIndex(easyopsIndex(500));
    expect(titles.documents.map((d) => d.i)).toEqual([1, 2, 3]);
    expect(contents.documents.map((d) => [d.i, d.p])).toEqual([
      [4, 1],
      [5, 2],
      [6, 3],
      [7, 3],
    ]);
  });

  it('fails when the browser would not get back the weights easyops computed', () => {
    const tampered = easyopsIndex(0);
    tampered[1].index.fieldVectors[0][1][1] += 0.5;
    expect(() => compactIndex(tampered)).toThrow(/would not rank in the browser/);
  });

  it.each([
    ['not a list', {}],
    ['a part without documents', [{ index: { invertedIndex: [], fieldVectors: [], fields: ['t'] } }]],
    [
      'a reference to an unknown document',
      [{ documents: [{ i: 1 }], index: { fields: ['t'], invertedIndex: [['x', { _index: 0, t: { 9: { position: [[0, 1]] } } }]], fieldVectors: [] } }],
    ],
    ['an index without positions', [{ documents: [{ i: 1 }], index: { fields: ['t'], invertedIndex: [['x', { _index: 0, t: { 1: {} } }]], fieldVectors: [] } }]],
  ])('compactIndex rejects %s', (_name, input) => {
    expect(() => compactIndex(input as never)).toThrow(/search-index/);
  });

  it.each([
    ['an HTML page', '<!doctype html>'],
    ['an empty list', []],
    ['the unpublished easyops format', easyopsIndex(0)],
    ['lengths that do not match the documents', [{ documents: [{ i: 1, t: 'a', u: '/' }], lengths: [], terms: [], pipeline: [], version: '2.3.9' }]],
    ['a malformed term', [{ documents: [], lengths: [], terms: [['a', 0, [-1]]], pipeline: [], version: '2.3.9' }]],
  ])('checkPublishedIndex rejects %s', (_name, input) => {
    expect(() => checkPublishedIndex(input)).toThrow(/search index/);
  });

  it('inflatePart rejects a term that points past the documents', () => {
    expect(() => inflatePart({ documents: [], lengths: [], terms: [['a', 0, [3]]], pipeline: [], version: '2.3.9' })).toThrow(/past the documents/);
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
    const files = fs.readdirSync(path.join(outDir, 'static'));
    const read = (name: string) => fs.readFileSync(path.join(outDir, 'static', name), 'utf8');
    const manifest = files.find((name) => /^search_index\.en\.[0-9a-f]{8}\.json$/.test(name))!;
    // The manifest is named by its own content's hash; the shards and chunks by one hash of theirs, which it holds.
    expect(manifest).toBe(`search_index.en.${contentHash(read(manifest))}.json`);
    expect(url).toBe(`/static/${manifest}`);
    const listed = checkManifest(JSON.parse(read(manifest)));
    const named = [
      ...listed.shards.map((_, k) => shardFileName({ lang: 'en', key: termShardKey(k), hash: listed.hash })),
      // The term list, in pieces (issue 39).
      ...listed.listStarts.map((_, k) => shardFileName({ lang: 'en', key: termListKey(k), hash: listed.hash })),
      ...listed.parts.flatMap((part, p) => part.chunks.map((_, k) => shardFileName({ lang: 'en', key: documentChunkKey(p, k), hash: listed.hash }))),
    ];
    expect(new Set([...named, manifest])).toEqual(new Set(files));
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
