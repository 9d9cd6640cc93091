import { blockSegments, lineSegments, type CodeToken } from '../../src/utils/codeSegments';

const t = (content: string, ...types: string[]): CodeToken => ({ types: types.length ? types : ['plain'], content });

// issue 23: fewer elements per code line, same look.
describe('lineSegments', () => {
  it('leaves plain and white-space tokens as bare text, joined with their bare neighbours', () => {
    expect(lineSegments([t('const', 'keyword'), t(' '), t('answer'), t(' '), t('=', 'operator')])).toEqual([
      { className: 'token keyword', text: 'const' },
      { text: ' answer ' },
      { className: 'token operator', text: '=' },
    ]);
  });

  it('merges neighbours with the same types, keeps different types apart', () => {
    expect(lineSegments([t(':', 'operator'), t('?', 'operator'), t('(', 'punctuation'), t('T', 'generic', 'class-name')])).toEqual([
      { className: 'token operator', text: ':?' },
      { className: 'token punctuation', text: '(' },
      { className: 'token generic class-name', text: 'T' },
    ]);
  });

  it('keeps a coloured token that has white space inside it (a string literal)', () => {
    expect(lineSegments([t("' a '", 'string')])).toEqual([{ className: 'token string', text: "' a '" }]);
  });

  it('treats white space of a coloured type as bare text (themes only colour, no backgrounds)', () => {
    expect(lineSegments([t('  ', 'comment'), t('// x', 'comment')])).toEqual([{ text: '  ' }, { className: 'token comment', text: '// x' }]);
  });

  it('drops empty tokens and gives nothing for an empty line (Prism gives it as one "\\n" token)', () => {
    expect(lineSegments([t('')])).toEqual([]);
    expect(lineSegments([t('\n')])).toEqual([]);
  });
});

describe('blockSegments', () => {
  it('joins lines with newlines and keeps the text exactly', () => {
    const lines = [[t('a', 'keyword'), t(' b')], [t('\n')], [t('  '), t('c', 'keyword')]];
    const segments = blockSegments(lines);
    expect(segments.map((segment) => segment.text).join('')).toBe('a b\n\n  c');
    expect(segments).toEqual([{ className: 'token keyword', text: 'a' }, { text: ' b\n\n  ' }, { className: 'token keyword', text: 'c' }]);
  });

  it('never gives two bare runs in a row (React would put a comment node between them)', () => {
    const segments = blockSegments([[t('x')], [t(' ')], [t('y', 'string')], [t('z')]]);
    segments.forEach((segment, index) => {
      if (index > 0) expect(segment.className === undefined && segments[index - 1].className === undefined).toBe(false);
    });
  });
});
