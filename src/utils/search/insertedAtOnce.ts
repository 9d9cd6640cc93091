/**
 * Whether an input event, or the composition event of an IME committing a
 * word, put more than one character in the search box at once: a paste, a
 * drop, autocomplete, a word. Such a
 * keyword is likely the one the reader will search, unlike the prefix of a word
 * being typed letter by letter (issue 24: only then does the panel fetch the
 * documents of its hits before the debounce fires).
 */
export function insertedAtOnce(event: Event): boolean {
  const { inputType = '', data = null } = event as Partial<InputEvent> & Partial<CompositionEvent>;
  return inputType.startsWith('insertFrom') || inputType === 'insertReplacementText' || (data?.length ?? 0) > 1;
}
