import { insertedAtOnce } from '../../src/utils/search/insertedAtOnce';

describe('insertedAtOnce (issue 24: which keywords the panel fetches documents for early)', () => {
  it('is true for a paste, a drop, autocomplete and several characters at once', () => {
    expect(insertedAtOnce(new InputEvent('input', { inputType: 'insertFromPaste' }))).toBe(true);
    expect(insertedAtOnce(new InputEvent('input', { inputType: 'insertFromDrop' }))).toBe(true);
    expect(insertedAtOnce(new InputEvent('input', { inputType: 'insertReplacementText' }))).toBe(true);
    expect(insertedAtOnce(new InputEvent('input', { inputType: 'insertText', data: 'retry' }))).toBe(true);
    expect(insertedAtOnce(new CompositionEvent('compositionend', { data: '测试' }))).toBe(true);
  });

  it('is false for one letter typed, a deletion, and an event that says nothing', () => {
    expect(insertedAtOnce(new InputEvent('input', { inputType: 'insertText', data: 'r' }))).toBe(false);
    expect(insertedAtOnce(new InputEvent('input', { inputType: 'deleteContentBackward' }))).toBe(false);
    expect(insertedAtOnce(new Event('change'))).toBe(false);
    expect(insertedAtOnce(new CompositionEvent('compositionend', { data: '测' }))).toBe(false);
  });
});
