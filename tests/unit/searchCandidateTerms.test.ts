/**
 * candidateTerms (issue 24) stands in for lunr's token-set trie of a whole
 * part: whatever lunr would match against the whole dictionary must be among
 * its candidates, or a query would silently lose results.
 */
import lunr from 'lunr';
import { candidateTerms } from '../../src/utils/search/candidateTerms';

const DICTIONARY = [
  ...['mock', 'mockimplement', 'mockreturnvalu', 'mocks', 'mo', 'smock', 'unmock', 'mack', 'omck', 'mokc', 'moc'],
  ...['retri', 'retry', 'retyr', 'rety', 'tretry', 'test', 'testtimeout', 'timeout', 'tmeout', 'timeouts', 'tim', 'x', 'a.b', 'a+b', '(x)'],
  ...['测试', '测试套件', '测验', '超时', '测试超时', '快照', '快照测试'],
].sort();

/** What lunr matches against a trie of the whole dictionary. */
function lunrMatches(term: string, editDistance = 0): string[] {
  // fromClause builds lunr's fuzzy set for a clause with an edit distance, its wildcard set otherwise.
  const clause = (editDistance ? { term, editDistance } : { term }) as Parameters<typeof lunr.TokenSet.fromClause>[0];
  const query = lunr.TokenSet.fromClause(clause);
  return lunr.TokenSet.fromArray(DICTIONARY).intersect(query).toArray().sort();
}

const candidates = (term: string, editDistance = 0) => candidateTerms(DICTIONARY, term, editDistance).map((k) => DICTIONARY[k]);

describe('candidateTerms', () => {
  it.each(['mock', 'mocked', 'retry', '测试', '测', 'a.b', '(x)', 'zzz', ''])('finds the exact term %j and nothing else', (term) => {
    expect(candidates(term)).toEqual(lunrMatches(term));
  });

  it.each(['mock*', 'mo*', 'retr*', 'te*', '测试*', '快*', '*', '*mock*', '*ock', 'm*k', 't*out*', 'a.*', '(*', 'zz*'])('finds what the wildcard term %j matches, exactly', (term) => {
    expect(candidates(term)).toEqual(lunrMatches(term));
  });

  it('finds wildcard matches among neighbours that only share a prefix', () => {
    expect(candidates('mock*')).toEqual(['mock', 'mockimplement', 'mockreturnvalu', 'mocks']);
    expect(candidates('*mock')).toEqual(['mock', 'smock', 'unmock']);
  });

  it.each([
    ['tmeout', 1],
    ['retyr', 1],
    ['mock', 1],
    ['mokc', 1],
    ['mock*', 1],
    ['测式', 1],
    ['retry', 2],
    ['tim', 2],
  ] as const)('keeps every word lunr’s fuzzy set %j (distance %d) accepts', (term, distance) => {
    const found = candidates(term, distance);
    const matched = lunrMatches(term, distance);
    expect(matched.length).toBeGreaterThan(0);
    for (const word of matched) expect(found).toContain(word);
  });

  it('keeps every fuzzy match of every dictionary word (distance 1 and 2), and leaves far words out at distance 1', () => {
    for (const term of DICTIONARY) {
      for (const distance of [1, 2]) {
        const found = new Set(candidates(term, distance));
        for (const word of lunrMatches(term, distance)) expect([term, distance, found.has(word)]).toEqual([term, distance, true]);
      }
    }
    expect(candidates('mock', 1)).not.toContain('timeout');
    expect(candidates('mock', 1)).not.toContain('mockimplement');
    expect(candidates('retry', 1)).not.toContain('test');
  });

  it('returns ascending positions, as lunr.TokenSet.fromArray needs', () => {
    for (const [term, distance] of [['*', 0], ['mo*', 0], ['mock', 1], ['retry', 2]] as const) {
      const positions = candidateTerms(DICTIONARY, term, distance);
      expect(positions).toEqual([...positions].sort((a, b) => a - b));
      expect(() => lunr.TokenSet.fromArray(positions.map((k) => DICTIONARY[k]))).not.toThrow();
    }
  });
});
